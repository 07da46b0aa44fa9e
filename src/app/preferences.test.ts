import 'fake-indexeddb/auto';
import i18next from 'i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPreferences, setPreference } from '../db/preferences';
import { ShoalDb, useDatabaseForTests } from '../db/schema';
import { changeLanguage, initI18n } from './i18n/setup';
import { clearMessages, getMessages } from './messages/store';
import { applyAccountLanguage, setLanguage } from './preferences';

// No DOM here: the one thing the language touches in the page is <html lang dir>.
const html = { lang: '', dir: '' };
Object.assign(globalThis, { document: { documentElement: html } });

let n = 0;
beforeAll(async () => {
  await initI18n('en_US');
});
beforeEach(async () => {
  useDatabaseForTests(new ShoalDb(`preferences-test-${n++}`));
  await i18next.changeLanguage('en_US');
});

// Issue 25: the user's own choice (kept on the device), then the account's, then the browser's.
describe('the account’s language', () => {
  it('applies where this device has no choice of its own, and is kept', async () => {
    await applyAccountLanguage('de');
    expect(i18next.language).toBe('de');
    expect((await readPreferences()).language).toBe('de');
    expect(html).toEqual({ lang: 'de', dir: 'ltr' });
  });

  it('gives way to the language chosen on this device', async () => {
    await setPreference('language', 'fr_FR');
    await applyAccountLanguage('de');
    expect(i18next.language).toBe('en_US');
    expect((await readPreferences()).language).toBe('fr_FR');
  });

  it('is ignored when it is no code of Shoal’s', async () => {
    await applyAccountLanguage('klingon');
    expect((await readPreferences()).language).toBeNull();
  });
});

// fresh38: arrowing through the language menu switches at every step; a file still loading must not
// land after the language chosen last (275 once ended in Esperanto after choosing English).
describe('switches in a row', () => {
  it('end in the language asked for last, not the one whose file came last', async () => {
    const first = changeLanguage('eo');
    const last = changeLanguage('en_US');
    await Promise.all([first, last]);
    expect(i18next.language).toBe('en_US');
    expect(html).toEqual({ lang: 'en-US', dir: 'ltr' });
  });

  it('keep the language chosen last on the device too', async () => {
    await Promise.all([setLanguage('sv'), setLanguage('en_US')]);
    expect(i18next.language).toBe('en_US');
    expect((await readPreferences()).language).toBe('en_US');
  });
});

// sweep25: offline, a language this device never loaded (its file cannot be fetched).
describe('a language that cannot load', () => {
  it('is neither stored nor shown, and the user is told why', async () => {
    clearMessages();
    // The file's fetch is what fails offline; here the bundle it brings cannot be added.
    const add = vi.spyOn(i18next, 'addResourceBundle').mockImplementationOnce(() => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    await setLanguage('ja_JP');
    add.mockRestore();
    expect(i18next.language).toBe('en_US');
    expect((await readPreferences()).language).toBeNull();
    expect(getMessages().map((message) => message.content)).toEqual([
      'This language is not available offline yet. Connect to the internet to load it.',
    ]);
    await setLanguage('ja_JP');
    expect(i18next.language).toBe('ja_JP');
    expect((await readPreferences()).language).toBe('ja_JP');
  });
});
