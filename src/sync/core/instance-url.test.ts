import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBase, normalizeInstanceUrl, websocketUrl } from './instance-url';

describe('normalizeInstanceUrl', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['pod.example', 'https://pod.example/'],
    ['  pod.example  ', 'https://pod.example/'],
    ['https://pod.example', 'https://pod.example/'],
    ['https://pod.example/', 'https://pod.example/'],
    ['https://pod.example///', 'https://pod.example/'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080/'],
    ['localhost:8080', 'https://localhost:8080/'],
    ['https://POD.Example', 'https://pod.example/'],
    ['https://pod.example/funkwhale', 'https://pod.example/funkwhale/'],
    ['pod.example/funkwhale/', 'https://pod.example/funkwhale/'],
    ['https://pod.example/funkwhale//', 'https://pod.example/funkwhale/'],
    ['https://pod.example/?a=1#top', 'https://pod.example/'],
    ['HTTPS://pod.example', 'https://pod.example/'],
  ])('%j becomes %j', (raw, expected) => {
    expect(normalizeInstanceUrl(raw)).toBe(expected);
  });

  it.each(['', '   ', 'https://', 'http://pod example', 'ftp://pod.example', 'javascript://alert(1)', 'https://[nope'])(
    'rejects %j and logs why',
    (raw) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(normalizeInstanceUrl(raw)).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
    },
  );
});

describe('addresses built on the instance URL', () => {
  it('builds the API bases, keeping a path prefix', () => {
    expect(apiBase('https://pod.example/', 'v2')).toBe('https://pod.example/api/v2/');
    expect(apiBase('https://pod.example/', 'v1')).toBe('https://pod.example/api/v1/');
    expect(apiBase('https://pod.example/funkwhale/', 'v1')).toBe('https://pod.example/funkwhale/api/v1/');
    expect(apiBase('https://pod.example', 'v2')).toBe('https://pod.example/api/v2/');
  });

  it('turns http into ws for the activity websocket', () => {
    expect(websocketUrl('https://pod.example/')).toBe('wss://pod.example/api/v1/activity');
    expect(websocketUrl('http://127.0.0.1:8080/')).toBe('ws://127.0.0.1:8080/api/v1/activity');
    expect(websocketUrl('https://pod.example/sub/')).toBe('wss://pod.example/sub/api/v1/activity');
  });
});
