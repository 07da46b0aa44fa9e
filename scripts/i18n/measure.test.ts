import { describe, expect, it } from 'vitest';
import { units } from './catalogue';
import { codeKeys, measure } from './measure';

const english = {
  'nav.library': 'Library',
  'nav.welcome': 'Welcome to {{pod}}',
  'home.tracks_one': '{{count}} track',
  'home.tracks_other': '{{count}} tracks',
  'home.shoal': 'Shoal',
  'dev.page': 'A test page',
};

describe('measure (npm run i18n:coverage)', () => {
  it('counts a complete, clean translation at 100 %', () => {
    const row = measure(
      'de',
      english,
      {
        'nav.library': 'Mediathek',
        'nav.welcome': 'Willkommen auf {{pod}}',
        'home.tracks_one': '{{count}} Titel',
        'home.tracks_other': '{{count}} Titel',
        'home.shoal': 'Shoal',
      },
      ['Shoal'],
    );
    expect(row).toMatchObject({
      total: 4,
      translated: 4,
      identical: [],
      placeholderMismatches: [],
      missingPluralForms: [],
      stale: [],
    });
  });

  it('leaves out the dev pages (test builds only)', () => {
    expect(units(english).map((unit) => unit.key)).not.toContain('dev.page');
  });

  it('reports a missing key', () => {
    const row = measure('de', english, { 'nav.library': 'Mediathek' });
    expect(row.translated).toBe(1);
    expect(row.total).toBe(4);
  });

  it('reports a string copied from English beyond the allow-list', () => {
    const row = measure('fr_FR', english, { 'nav.library': 'Library', 'home.shoal': 'Shoal' }, ['Shoal']);
    expect(row.identical).toEqual(['nav.library']);
    expect(row.allowListSize).toBe(1);
  });

  it('does not count en_GB’s strings equal to en_US as copies', () => {
    expect(measure('en_GB', english, { 'nav.library': 'Library' }).identical).toEqual([]);
  });

  it('reports a placeholder renamed or dropped', () => {
    const row = measure('fr_FR', english, { 'nav.welcome': 'Bienvenue sur {{instance}}' });
    expect(row.placeholderMismatches).toEqual(['nav.welcome']);
  });

  it('reports a Trans component lost or renamed', () => {
    const withLink = { ...english, 'detail.from': 'From the album <album>{{title}}</album>' };
    expect(
      measure('fr_FR', withLink, { 'detail.from': 'De l’album <album>{{title}}</album>' }).placeholderMismatches,
    ).toEqual([]);
    expect(measure('fr_FR', withLink, { 'detail.from': 'De l’album {{title}}' }).placeholderMismatches).toEqual([
      'detail.from',
    ]);
  });

  it('lets a form for one item say the number in words, not the other form', () => {
    const words = measure('fr_FR', english, {
      'home.tracks_one': 'un titre',
      'home.tracks_many': '{{count}} de titres',
      'home.tracks_other': '{{count}} titres',
    });
    expect(words.placeholderMismatches).toEqual([]);
    const dropped = measure('fr_FR', english, {
      'home.tracks_one': 'un titre',
      'home.tracks_many': '{{count}} de titres',
      'home.tracks_other': 'des titres',
    });
    expect(dropped.placeholderMismatches).toEqual(['home.tracks_other']);
  });

  it('reports the plural forms the language needs and lacks', () => {
    const row = measure('ru', english, { 'home.tracks_one': '{{count}} трек', 'home.tracks_other': '{{count}} трека' });
    expect(row.missingPluralForms).toEqual(['home.tracks_few', 'home.tracks_many']);
    expect(measure('ja_JP', english, { 'home.tracks_other': '{{count}} 曲' }).missingPluralForms).toEqual([]);
  });

  it('reports keys en_US does not have', () => {
    expect(measure('de', english, { 'nav.gone': 'Weg' }).stale).toEqual(['nav.gone']);
  });
});

describe('codeKeys', () => {
  it('fails a key the code uses that en_US lacks, and reports one the code never names', () => {
    const sources = ["t('nav.library'); t('nav.missing'); t('home.tracks', { count }); t(`home.${name}`)"];
    const { missing, unused } = codeKeys(sources, english);
    expect(missing).toEqual(['nav.missing']);
    expect(unused).toEqual(['dev.page', 'nav.welcome']);
  });
});
