import { describe, expect, it, vi } from 'vitest';
import {
  ActivitySocket,
  activityUrl,
  RECONNECT_INITIAL_MS,
  RECONNECT_MAX_MS,
  reconnectDelay,
  type TransportHandlers,
} from './socket';

/** A transport whose connections the test opens, feeds and closes in the order it chooses. */
function testTransport() {
  const connections: Array<{ url: string; handlers: TransportHandlers; closed: boolean }> = [];
  const factory = vi.fn((url: string, handlers: TransportHandlers) => {
    const connection = { url, handlers, closed: false };
    connections.push(connection);
    return { close: () => (connection.closed = true) };
  });
  return { factory, connections, last: () => connections.at(-1)! };
}

function setUp() {
  vi.useFakeTimers();
  const transport = testTransport();
  const messages: unknown[] = [];
  const states: string[] = [];
  const opened = vi.fn();
  const socket = new ActivitySocket({
    transport: transport.factory,
    onMessage: (data) => messages.push(data),
    onOpen: opened,
    onStateChange: (state) => states.push(state),
  });
  return { transport, socket, messages, states, opened };
}

describe('activityUrl', () => {
  it('turns the instance URL into the websocket URL (http → ws, https → wss)', () => {
    expect(activityUrl('https://pod.example/')).toBe('wss://pod.example/api/v1/activity');
    expect(activityUrl('http://127.0.0.1:8085')).toBe('ws://127.0.0.1:8085/api/v1/activity');
    expect(activityUrl('https://example.org/funkwhale/')).toBe('wss://example.org/funkwhale/api/v1/activity');
    expect(activityUrl('not a url')).toBeNull();
    expect(activityUrl('ftp://pod.example/')).toBeNull();
  });
});

describe('ActivitySocket', () => {
  it('connects, passes messages on, and closes when the URL goes', () => {
    const { transport, socket, messages, states, opened } = setUp();
    socket.setUrl('wss://pod.example/api/v1/activity');
    expect(socket.state).toBe('connecting');
    transport.last().handlers.open();
    transport.last().handlers.message('{"type":"x"}');
    expect(messages).toEqual(['{"type":"x"}']);
    expect(opened).toHaveBeenCalledTimes(1);
    socket.setUrl(null);
    expect(transport.last().closed).toBe(true);
    expect(states).toEqual(['connecting', 'open', 'idle']);
    vi.advanceTimersByTime(RECONNECT_MAX_MS * 2);
    expect(transport.connections).toHaveLength(1);
    vi.useRealTimers();
  });

  it('reconnects by itself with a doubling backoff, capped, reset by a successful open', () => {
    const { transport, socket } = setUp();
    socket.setUrl('wss://pod.example/api/v1/activity');
    const waits: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      transport.last().handlers.close(1006);
      expect(socket.state).toBe('waiting');
      const before = transport.connections.length;
      let waited = 0;
      while (transport.connections.length === before) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    transport.last().handlers.open();
    transport.last().handlers.close(1001);
    vi.advanceTimersByTime(RECONNECT_INITIAL_MS);
    expect(socket.state).toBe('connecting');
    vi.useRealTimers();
  });

  it('starts over at once on a new URL, ignoring what the old connection still reports', () => {
    const { transport, socket, messages } = setUp();
    socket.setUrl('wss://one.example/api/v1/activity');
    const old = transport.last();
    socket.setUrl('wss://two.example/api/v1/activity');
    expect(old.closed).toBe(true);
    expect(transport.last().url).toBe('wss://two.example/api/v1/activity');
    old.handlers.message('late');
    old.handlers.close(1000);
    expect(messages).toEqual([]);
    expect(socket.state).toBe('connecting');
    socket.setUrl('wss://two.example/api/v1/activity'); // same URL: nothing new
    expect(transport.connections).toHaveLength(2);
    vi.useRealTimers();
  });

  it('stays closed after stop, and survives a transport that throws', () => {
    const { transport, socket } = setUp();
    transport.factory.mockImplementationOnce(() => {
      throw new Error('SecurityError');
    });
    socket.setUrl('wss://pod.example/api/v1/activity');
    expect(socket.state).toBe('waiting');
    vi.advanceTimersByTime(reconnectDelay(0));
    expect(transport.connections).toHaveLength(1);
    socket.stop();
    expect(socket.state).toBe('closed');
    vi.advanceTimersByTime(RECONNECT_MAX_MS * 2);
    expect(transport.connections).toHaveLength(1);
    vi.useRealTimers();
  });
});
