import { afterEach, describe, expect, it } from 'vitest';
import { onSyncEvent, type SyncEvent } from './events';
import { invalidResponseError, networkError } from './errors';
import { noticeOddAnswer, resetOddAnswers } from './odd-answers';

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  resetOddAnswers();
});

function listen(): SyncEvent[] {
  const events: SyncEvent[] = [];
  stop = onSyncEvent((event) => events.push(event));
  return events;
}

describe('noticeOddAnswer', () => {
  it('tells once per source, quietly, with a key of its own', () => {
    const events = listen();
    expect(noticeOddAnswer('favorites', invalidResponseError(200, '(root): expected object'))).toBe(true);
    expect(noticeOddAnswer('favorites', invalidResponseError(200, 'results: expected array'))).toBe(false);
    expect(noticeOddAnswer('instanceSettings', invalidResponseError(200, '(root): expected array'))).toBe(true);
    expect(events).toEqual([
      { type: 'message', text: { key: 'sync.oddAnswer.favorites' }, error: false, key: 'odd-answer:favorites' },
      {
        type: 'message',
        text: { key: 'sync.oddAnswer.instanceSettings' },
        error: false,
        key: 'odd-answer:instanceSettings',
      },
    ]);
  });

  it('says nothing of other failures: offline, refusals and 5xx have their own handling', () => {
    const events = listen();
    expect(noticeOddAnswer('favorites', networkError())).toBe(false);
    expect(noticeOddAnswer('favorites', { kind: 'server-error', status: 502, showMessage: true, messages: [] })).toBe(
      false,
    );
    expect(events).toEqual([]);
    // and it is still owed for the first unreadable answer
    expect(noticeOddAnswer('favorites', invalidResponseError(200, 'x'))).toBe(true);
  });
});
