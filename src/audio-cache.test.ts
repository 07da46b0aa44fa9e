import { describe, expect, it } from 'vitest';
import { audioCacheKey, isListenUrl } from './audio-cache';

describe('the cache key of kept audio', () => {
  it('drops the listen token and keeps every other query, in order', () => {
    expect(audioCacheKey('https://pod.example/api/v1/listen/abc/?upload=u1&token=secret&to=mp3')).toBe(
      'https://pod.example/api/v1/listen/abc/?upload=u1&to=mp3',
    );
    expect(audioCacheKey('https://pod.example/api/v1/listen/abc/?upload=u1')).toBe(
      'https://pod.example/api/v1/listen/abc/?upload=u1',
    );
  });

  it('gives one key whatever the token, and different keys for different files or formats', () => {
    const a = audioCacheKey('/api/v1/listen/abc/?upload=u1&token=one', 'https://pod.example/');
    expect(audioCacheKey('/api/v1/listen/abc/?token=two&upload=u1', 'https://pod.example/')).toBe(a);
    expect(audioCacheKey('/api/v1/listen/abc/?upload=u2&token=one', 'https://pod.example/')).not.toBe(a);
    expect(audioCacheKey('/api/v1/listen/abc/?upload=u1&to=mp3', 'https://pod.example/')).not.toBe(a);
  });

  it('knows listen URLs of both API generations', () => {
    expect(isListenUrl(new URL('https://pod.example/api/v2/listen/abc/?upload=u1'))).toBe(true);
    expect(isListenUrl(new URL('https://pod.example/api/v1/listen/abc'))).toBe(true);
    expect(isListenUrl(new URL('https://pod.example/api/v1/tracks/abc/'))).toBe(false);
  });
});
