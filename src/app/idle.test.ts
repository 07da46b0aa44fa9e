import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runWhenSettled, startNow } from './idle';

describe('runWhenSettled (issue 17: workbox-window waits for the first screen’s data)', () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('document', { readyState: 'complete' });
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  afterEach(() => {
    client.clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  /** A query that answers when `answer` is called. */
  function pendingQuery(key: string) {
    let answer = () => undefined as void;
    // Cleared at the end of a test: the cancelled fetch's rejection is expected.
    client
      .fetchQuery({ queryKey: [key], queryFn: () => new Promise<string>((done) => (answer = () => done('ok'))) })
      .catch(() => undefined);
    return () => answer();
  }

  it('runs only once no query has fetched for a second, then when idle', async () => {
    const answer = pendingQuery('albums');
    const task = vi.fn();
    runWhenSettled('settled-1', task, client);
    await vi.advanceTimersByTimeAsync(3000);
    expect(task).not.toHaveBeenCalled();
    answer();
    await vi.advanceTimersByTimeAsync(900);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(400); // the quiet second, then the idle fallback (200 ms)
    expect(task).toHaveBeenCalledOnce();
  });

  it('a query starting within the quiet second puts it off again', async () => {
    const task = vi.fn();
    runWhenSettled('settled-2', task, client);
    await vi.advanceTimersByTimeAsync(800);
    const answer = pendingQuery('late');
    await vi.advanceTimersByTimeAsync(2000);
    expect(task).not.toHaveBeenCalled();
    answer();
    await vi.advanceTimersByTimeAsync(1300);
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs after 10 s even while a query still fetches', async () => {
    pendingQuery('forever');
    const task = vi.fn();
    runWhenSettled('settled-3', task, client);
    await vi.advanceTimersByTimeAsync(9900);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(400);
    expect(task).toHaveBeenCalledOnce();
  });

  it('startNow runs it at once, and only once', async () => {
    pendingQuery('slow');
    const task = vi.fn();
    runWhenSettled('settled-4', task, client);
    await startNow('settled-4');
    expect(task).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(11_000);
    expect(task).toHaveBeenCalledOnce();
  });
});
