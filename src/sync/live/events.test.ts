import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../../logger';
import { emitLiveEvent, onLiveEvent, parseLiveEvent } from './events';

const samples = (
  JSON.parse(
    readFileSync(new URL('../../../tests/fixtures/api/funkwhale-v1-responses.json', import.meta.url), 'utf8'),
  ) as Record<string, { example: unknown }>
)['WS /api/v1/activity']!.example as Array<{ type: string }>;

afterEach(() => vi.restoreAllMocks());

describe('parseLiveEvent', () => {
  it('reads every documented sample event', () => {
    expect(samples.map((sample) => parseLiveEvent(JSON.stringify(sample))?.type)).toEqual(
      samples.map((sample) => sample.type),
    );
  });

  it('logs and drops what is not a handled event, without throwing', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    vi.spyOn(logger, 'debug').mockImplementation(() => undefined);
    for (const frame of ['not json', '42', 'null', '[]', '{"type": "something.else"}', '{"no": "type"}']) {
      expect(parseLiveEvent(frame)).toBeNull();
    }
    expect(parseLiveEvent(new ArrayBuffer(4))).toBeNull();
    // a known type without what it needs
    expect(
      parseLiveEvent(JSON.stringify({ type: 'mutation.created', mutation: {}, pending_review_count: 'three' })),
    ).toBeNull();
    expect(parseLiveEvent(JSON.stringify({ type: 'import.status_updated', new_status: 'finished' }))).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});

describe('onLiveEvent', () => {
  it('hands events to every listener until it unsubscribes, even when one throws', () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const seen: string[] = [];
    const stopThrowing = onLiveEvent(() => {
      throw new Error('bug');
    });
    const stop = onLiveEvent((event) => seen.push(event.type));
    emitLiveEvent({ type: 'inbox.item_added', item: {} });
    stop();
    stopThrowing();
    emitLiveEvent({ type: 'inbox.item_added', item: {} });
    expect(seen).toEqual(['inbox.item_added']);
  });
});
