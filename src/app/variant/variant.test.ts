import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readPreferences, setPreference } from '../../db/preferences';
import { ShoalDb, useDatabaseForTests } from '../../db/schema';
import { logger } from '../../logger';
import { routes } from '../routes';
import { classicRoutes } from '../routes-classic';
import { albumsPageSize, counterpartPath, isVariantSwitch, VARIANT_SWITCH_STATE, variantOf } from './variant';

const UUID = '6f3b1c2a-1d2e-4f5a-8b9c-0d1e2f3a4b5c';

describe('the ui-v2 preference (issue 26)', () => {
  let n = 0;
  let db: ShoalDb;
  beforeEach(() => {
    db = new ShoalDb(`variant-test-${n++}`);
    useDatabaseForTests(db);
  });

  it('is the newer interface when missing', async () => {
    expect((await readPreferences()).uiV2).toBe(true);
    expect(variantOf((await readPreferences()).uiV2)).toBe('new');
  });

  it('reads true and false as stored', async () => {
    await setPreference('uiV2', false);
    expect((await readPreferences()).uiV2).toBe(false);
    expect(variantOf(false)).toBe('classic');
    await setPreference('uiV2', true);
    expect((await readPreferences()).uiV2).toBe(true);
  });

  it('is the newer interface when the stored row is garbage', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    for (const value of ['false', 0, null, { on: false }]) {
      await db.preferences.put({ key: 'uiV2', value, version: 1 });
      expect((await readPreferences()).uiV2).toBe(true);
    }
    await db.preferences.put({ key: 'uiV2', value: false, version: 99 } as never);
    expect((await readPreferences()).uiV2).toBe(true);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('the album page size by variant', () => {
  it('is 25 in the older interface and 30 in the newer', () => {
    expect(albumsPageSize('classic')).toBe(25);
    expect(albumsPageSize('new')).toBe(30);
  });
});

describe('the counterpart of a path at a switch', () => {
  it('keeps a path the other table has', () => {
    expect(counterpartPath('/library/albums', 'classic', classicRoutes)).toBe('/library/albums');
    expect(counterpartPath(`/library/${UUID}/upload`, 'classic', classicRoutes)).toBe(`/library/${UUID}/upload`);
    expect(counterpartPath(`/library/${UUID}/upload`, 'new', routes)).toBe(`/library/${UUID}/upload`);
    expect(counterpartPath('/@demo/activity', 'classic', classicRoutes)).toBe('/@demo/activity');
    expect(counterpartPath('/manage/library/channels', 'classic', classicRoutes)).toBe('/manage/library/channels');
    expect(counterpartPath('/instance-chooser', 'new', routes)).toBe('/instance-chooser');
    expect(counterpartPath('/queue', 'new', routes)).toBe('/queue');
  });

  it('sends the upload screens to the libraries and channels browse to the podcasts', () => {
    for (const path of ['/upload', '/upload/running', '/upload/history', '/upload/all'])
      expect(counterpartPath(path, 'classic', classicRoutes)).toBe('/content/libraries');
    expect(counterpartPath('/library/channels', 'classic', classicRoutes)).toBe('/library/podcasts');
  });

  it('sends anything else home', () => {
    expect(counterpartPath('/front', 'new', routes)).toBe('/');
    expect(counterpartPath('/no/such/screen', 'classic', classicRoutes)).toBe('/');
    expect(counterpartPath('/library/not-a-uuid', 'new', routes)).toBe('/');
    expect(counterpartPath('/nobody', 'classic', classicRoutes)).toBe('/');
  });
});

describe('the navigation a switch makes first (cl26)', () => {
  it('is told apart by its history state, and nothing else is', () => {
    expect(isVariantSwitch(VARIANT_SWITCH_STATE)).toBe(true);
    for (const state of [null, undefined, 'variantSwitch', { variantSwitch: 'yes' }, { other: true }])
      expect(isVariantSwitch(state)).toBe(false);
  });
});
