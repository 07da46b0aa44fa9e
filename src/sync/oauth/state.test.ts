import { describe, expect, it } from 'vitest';
import { checkState, makeState } from './state';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const pending = { next: '/favorites?page=2', instanceUrl: 'https://pod.example/' };

describe('OAuth state (oauthclient24)', () => {
  it('is random, carries next and the pod, and is accepted once', () => {
    const storage = memoryStorage();
    const state = makeState(pending, storage, 1000);
    const other = makeState(pending, storage, 1000);
    expect(state).toMatch(/^[0-9a-f]{48}$/);
    expect(other).not.toBe(state);
    expect(checkState(state, storage, 2000)).toEqual(pending);
    expect(checkState(state, storage, 2000)).toBeNull();
    expect(checkState(other, storage, 2000)).toEqual(pending);
  });

  it('refuses a state this tab did not make, a missing or malformed one, and one over an hour old', () => {
    const storage = memoryStorage();
    expect(checkState(null, storage)).toBeNull();
    expect(checkState('abc', storage)).toBeNull();
    expect(checkState('0'.repeat(48), storage)).toBeNull();
    const old = makeState(pending, storage, 0);
    expect(checkState(old, storage, 60 * 60 * 1000 + 1)).toBeNull();
    const broken = makeState(pending, storage, 0);
    storage.items.set(`shoal-oauth-state:${broken}`, '{not json');
    expect(checkState(broken, storage, 1)).toBeNull();
  });
});
