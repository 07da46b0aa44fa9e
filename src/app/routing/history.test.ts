import { describe, expect, it, vi } from 'vitest';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { createAppHistory, type Blocker, type BlockerFunction } from './history';

function setup(entries: string[] = ['/library']) {
  const base = createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1, v5Compat: true });
  const history = createAppHistory(base);
  const seen: string[] = [];
  history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}`));
  return { base, history, seen };
}

function block(history: ReturnType<typeof setup>['history'], shouldBlock: BlockerFunction) {
  const blocker = history.addBlocker(shouldBlock);
  return { blocker, state: (): Blocker => blocker.state };
}

describe('the app history (r29: the blocking the data router gave)', () => {
  it('tells its listeners of push, replace, back and forward', () => {
    const { history, seen } = setup();
    history.navigator.push('/favorites');
    history.navigator.replace({ pathname: '/queue' });
    history.navigator.go(-1);
    expect(seen).toEqual(['PUSH /favorites', 'REPLACE /queue', 'POP /library']);
    expect(history.snapshot().location.pathname).toBe('/library');
  });

  it('holds a push a blocker refuses until the user chooses: stay keeps the place', async () => {
    const { history, seen } = setup();
    const { state } = block(history, ({ nextLocation }) => nextLocation.pathname === '/favorites');
    const done = history.navigate('/favorites');
    expect(state()).toMatchObject({ state: 'blocked', location: { pathname: '/favorites' } });
    expect(seen).toEqual([]);
    state().reset?.();
    await expect(done).resolves.toBe(false);
    expect(state().state).toBe('unblocked');
    expect(history.snapshot().location.pathname).toBe('/library');
  });

  it('lets a held push go on when the user confirms, with its state', async () => {
    const { history, seen } = setup();
    const { state } = block(history, () => true);
    const done = history.navigate('/library', { replace: true, state: { variantSwitch: true } });
    expect(state().state).toBe('blocked');
    state().proceed?.();
    await expect(done).resolves.toBe(true);
    expect(seen).toEqual(['REPLACE /library']);
    expect(history.snapshot().location.state).toEqual({ variantSwitch: true });
    expect(state().state).toBe('unblocked');
  });

  it('puts the address back on a refused back button, and goes back once confirmed', () => {
    const { base, history, seen } = setup(['/library', '/upload']);
    const { state } = block(history, ({ currentLocation }) => currentLocation.pathname === '/upload');
    history.navigator.go(-1);
    expect(base.location.pathname).toBe('/upload');
    expect(seen).toEqual([]);
    expect(state()).toMatchObject({ state: 'blocked', location: { pathname: '/library' } });
    state().proceed?.();
    expect(base.location.pathname).toBe('/library');
    expect(seen).toEqual(['POP /library']);
  });

  it('asks a blocker with the latest places, and forgets it once removed', () => {
    const { history, seen } = setup();
    const shouldBlock = vi.fn(() => false);
    const { blocker } = block(history, shouldBlock);
    history.navigator.push('/favorites');
    expect(shouldBlock).toHaveBeenCalledWith(
      expect.objectContaining({
        currentLocation: expect.objectContaining({ pathname: '/library' }),
        nextLocation: expect.objectContaining({ pathname: '/favorites' }),
        historyAction: 'PUSH',
      }),
    );
    history.removeBlocker(blocker);
    history.navigator.push('/queue');
    expect(shouldBlock).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['PUSH /favorites', 'PUSH /queue']);
  });
});
