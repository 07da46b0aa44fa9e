import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { emitSyncEvent } from '../sync/core';
import { followSyncEvents, holdSyncEvents } from './sync-events';
import type { AppHistory } from './routing/history';

function fakeHistory(pathname: string) {
  const navigate = vi.fn(() => Promise.resolve(true));
  const history = { snapshot: () => ({ location: { pathname, search: '', hash: '' } }), navigate };
  return { history: history as unknown as AppHistory, navigate };
}

describe('sync events told before the app follows them (lead30: the session check starts first)', () => {
  it('are held, then told once, in order, when the app takes over', () => {
    const early = holdSyncEvents();
    emitSyncEvent({ type: 'session-expired' });
    const { history, navigate } = fakeHistory('/library');
    expect(navigate).not.toHaveBeenCalled();

    const stop = followSyncEvents(new QueryClient(), history, early);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Flibrary');

    // From now on each event is told once: the holder has stopped listening.
    emitSyncEvent({ type: 'session-expired' });
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(early.held).toEqual([]);
    stop();
  });

  it('without a holder, only what comes after is told', () => {
    emitSyncEvent({ type: 'session-expired' });
    const { history, navigate } = fakeHistory('/');
    const stop = followSyncEvents(new QueryClient(), history);
    expect(navigate).not.toHaveBeenCalled();
    emitSyncEvent({ type: 'session-expired' });
    expect(navigate).toHaveBeenCalledTimes(1);
    stop();
  });
});
