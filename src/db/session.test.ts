import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../logger';
import { ShoalDb, useDatabaseForTests } from './schema';
import {
  MAX_KNOWN_INSTANCES,
  clearSession,
  forgetInstance,
  readSession,
  rememberInstance,
  sessionSnapshot,
  updateSession,
  whenSignedIn,
  type SessionRow,
} from './session';
import { readPreferences, setPreference } from './preferences';

let n = 0;
let db: ShoalDb;
beforeEach(() => {
  db = new ShoalDb(`session-test-${n++}`);
  useDatabaseForTests(db);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const EMPTY: SessionRow = {
  id: 'current',
  version: 1,
  instanceUrl: null,
  apiBase: null,
  profile: null,
  checked: false,
  knownInstances: [],
  logoutPending: null,
};

const profile = {
  id: 3,
  username: 'demo',
  fullUsername: 'demo@pod.test',
  name: 'Demo',
  email: null,
  permissions: { settings: false, library: false, moderation: false },
  listenToken: 'tok',
  avatarUrl: null,
};

/** Writes a row as it is, bypassing the module (a hand edit, an older build, a crash mid-write). */
async function storeRaw(row: unknown) {
  await db.session.put(row as SessionRow);
}

describe('session row', () => {
  it('starts as the placeholder instance, anonymous and unchecked', async () => {
    expect(await readSession()).toEqual(EMPTY);
  });

  it('merges patches and keeps earlier fields', async () => {
    await updateSession({ instanceUrl: 'http://pod.test/' });
    const next = await updateSession({ checked: true });
    expect(next.instanceUrl).toBe('http://pod.test/');
    expect((await readSession()).checked).toBe(true);
    expect(await db.session.get('current')).toMatchObject({ version: 1 });
  });

  it('keeps what it last read or wrote as a snapshot', async () => {
    const row = await updateSession({ instanceUrl: 'http://pod.test/', profile });
    expect(sessionSnapshot()).toEqual(row);
  });

  it('clearSession forgets the user but keeps the instance', async () => {
    await updateSession({
      instanceUrl: 'http://pod.test/',
      apiBase: 'http://pod.test/api/v2/',
      profile,
      checked: true,
    });
    const cleared = await clearSession();
    expect(cleared).toMatchObject({
      instanceUrl: 'http://pod.test/',
      apiBase: 'http://pod.test/api/v2/',
      profile: null,
    });
    expect(cleared.knownInstances).toEqual(['http://pod.test/']);
  });
});

describe('a stored session that cannot be trusted', () => {
  it('is discarded with a log line when corrupt, and the next write replaces it', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    await storeRaw({
      id: 'current',
      version: 1,
      instanceUrl: 42,
      apiBase: null,
      profile: null,
      checked: true,
      knownInstances: [],
    });
    expect(await readSession()).toEqual(EMPTY);
    await storeRaw({
      id: 'current',
      version: 1,
      instanceUrl: 'http://pod.test/',
      apiBase: null,
      profile: { id: 1 },
      checked: true,
      knownInstances: [],
    });
    expect(await readSession()).toEqual(EMPTY);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toBe('Stored session is corrupt; discarded');
    const written = await updateSession({ checked: true });
    expect(written).toEqual({ ...EMPTY, checked: true });
  });

  it('is discarded when written by a newer version', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    await storeRaw({ ...EMPTY, version: 7, instanceUrl: 'http://pod.test/' });
    expect(await readSession()).toEqual(EMPTY);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('migrates a row of the first release (no version, no known instances)', async () => {
    const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    await storeRaw({
      id: 'current',
      instanceUrl: 'http://pod.test/',
      apiBase: 'http://pod.test/api/v1/',
      profile,
      checked: true,
    });
    expect(await readSession()).toEqual({
      id: 'current',
      version: 1,
      instanceUrl: 'http://pod.test/',
      apiBase: 'http://pod.test/api/v1/',
      profile,
      checked: true,
      knownInstances: ['http://pod.test/'],
      logoutPending: null,
    });
    expect(info).toHaveBeenCalledWith('Stored session migrated from version 0 to 1');
  });
});

describe('known instances', () => {
  it('puts the latest first, without duplicates', async () => {
    await rememberInstance('https://a.test/');
    await rememberInstance('https://b.test/');
    const row = await rememberInstance('https://a.test/');
    expect(row.knownInstances).toEqual(['https://a.test/', 'https://b.test/']);
  });

  it('keeps at most ten', async () => {
    for (let i = 0; i < 12; i += 1) await rememberInstance(`https://pod${i}.test/`);
    const { knownInstances } = await readSession();
    expect(knownInstances).toHaveLength(MAX_KNOWN_INSTANCES);
    expect(knownInstances[0]).toBe('https://pod11.test/');
    expect(knownInstances).not.toContain('https://pod1.test/');
  });

  it('remembers the instance the session switches to, and forgets on demand', async () => {
    await updateSession({ instanceUrl: 'https://a.test/' });
    await updateSession({ instanceUrl: 'https://b.test/' });
    expect((await readSession()).knownInstances).toEqual(['https://b.test/', 'https://a.test/']);
    expect((await forgetInstance('https://a.test/')).knownInstances).toEqual(['https://b.test/']);
  });

  it('do not lose each other when remembered at the same time', async () => {
    await Promise.all([rememberInstance('https://a.test/'), rememberInstance('https://b.test/')]);
    expect([...(await readSession()).knownInstances].sort()).toEqual(['https://a.test/', 'https://b.test/']);
  });
});

describe('preferences', () => {
  it('falls back to defaults and stores a choice', async () => {
    expect(await readPreferences()).toEqual({
      theme: 'system',
      language: null,
      shortcuts: true,
      uiV2: true,
      visualizer: null,
    });
    await setPreference('theme', 'dark');
    await setPreference('language', 'fr_FR');
    await setPreference('shortcuts', false);
    expect(await readPreferences()).toEqual({
      theme: 'dark',
      language: 'fr_FR',
      shortcuts: false,
      uiV2: true,
      visualizer: null,
    });
    expect(await db.preferences.get('theme')).toEqual({ key: 'theme', value: 'dark', version: 1 });
  });

  it('keeps the default for a corrupt row, with a log line, and reads the valid ones', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    await db.preferences.put({ key: 'theme', value: 'neon', version: 1 });
    await db.preferences.put({ key: 'language', value: 'de', version: 1 });
    expect(await readPreferences()).toEqual({
      theme: 'system',
      language: 'de',
      shortcuts: true,
      uiV2: true,
      visualizer: null,
    });
    await db.preferences.put({ key: 'language', value: '../../evil', version: 1 });
    expect((await readPreferences()).language).toBeNull();
    await db.preferences.put({ key: 'shortcuts', value: 'yes', version: 1 });
    expect((await readPreferences()).shortcuts).toBe(true);
    // Each read logs every corrupt row it meets: 1, then 2, then 3.
    expect(warn).toHaveBeenCalledTimes(6);
  });

  it('reads rows of the first release (no version) and ignores unknown keys', async () => {
    vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    await db.preferences.put({ key: 'theme', value: 'light' } as never);
    await db.preferences.put({ key: 'volume', value: 0.4, version: 1 } as never);
    expect(await readPreferences()).toEqual({
      theme: 'light',
      language: null,
      shortcuts: true,
      uiV2: true,
      visualizer: null,
    });
  });

  it('keeps an explicit null language', async () => {
    const warn = vi.spyOn(logger, 'warn');
    await setPreference('language', null);
    expect((await readPreferences()).language).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('whenSignedIn', () => {
  it('waits while nobody is signed in and settles at the login', async () => {
    let settled = false;
    const signedIn = whenSignedIn().then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    await updateSession({ instanceUrl: 'http://pod.test/', profile });
    await signedIn;
    expect(settled).toBe(true);
  });

  it('settles at once when a user is signed in already', async () => {
    await updateSession({ instanceUrl: 'http://pod.test/', profile });
    await expect(whenSignedIn()).resolves.toBeUndefined();
  });
});
