import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ShoalDb, useDatabaseForTests } from './schema';
import { readSession, updateSession } from './session';
import { readPreferences, setPreference } from './preferences';

let n = 0;
beforeEach(() => {
  useDatabaseForTests(new ShoalDb(`session-test-${n++}`));
});

describe('session row', () => {
  it('starts as the placeholder instance, anonymous and unchecked', async () => {
    expect(await readSession()).toEqual({ id: 'current', instanceUrl: null, apiBase: null, profile: null, checked: false });
  });

  it('merges patches and keeps earlier fields', async () => {
    await updateSession({ instanceUrl: 'http://pod.test/' });
    const next = await updateSession({ checked: true });
    expect(next.instanceUrl).toBe('http://pod.test/');
    expect((await readSession()).checked).toBe(true);
  });
});

describe('preferences', () => {
  it('falls back to defaults and stores a choice', async () => {
    expect(await readPreferences()).toEqual({ theme: 'system', language: null });
    await setPreference('theme', 'dark');
    expect((await readPreferences()).theme).toBe('dark');
  });
});
