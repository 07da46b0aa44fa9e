import { describe, expect, it } from 'vitest';
import { parseRange, rangeResponse } from './sw-range';

const bytes = new Uint8Array(Array.from({ length: 100 }, (_, i) => i));
const file = new Blob([bytes], { type: 'audio/ogg' });

async function bodyOf(response: Response): Promise<number[]> {
  return [...new Uint8Array(await response.arrayBuffer())];
}

describe('parsing a Range header', () => {
  it('reads a closed, an open and a suffix range, clamped to the body', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=50-', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('Bytes = 3 - 4', 100)).toEqual({ start: 3, end: 4 });
  });

  it('ignores no header, other units, several ranges and malformed ones', () => {
    expect(parseRange(null, 100)).toBeNull();
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('bytes=-', 100)).toBeNull();
    expect(parseRange('bytes=9-3', 100)).toBeNull();
    expect(parseRange('bytes=abc', 100)).toBeNull();
  });

  it('finds a range starting past the end, or any range of an empty body, unsatisfiable', () => {
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=200-300', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
});

describe('answering from a whole cached file', () => {
  it('answers a range with a 206 and its bytes', async () => {
    const response = rangeResponse(file, 'bytes=10-19');
    expect(response.status).toBe(206);
    expect(response.headers.get('Content-Range')).toBe('bytes 10-19/100');
    expect(response.headers.get('Content-Length')).toBe('10');
    expect(response.headers.get('Accept-Ranges')).toBe('bytes');
    expect(response.headers.get('Content-Type')).toBe('audio/ogg');
    expect(await bodyOf(response)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });

  it('answers bytes=0- (what a media element asks first) with the whole file as a 206', async () => {
    const response = rangeResponse(file, 'bytes=0-', { contentType: 'audio/mpeg' });
    expect(response.status).toBe(206);
    expect(response.headers.get('Content-Range')).toBe('bytes 0-99/100');
    expect(response.headers.get('Content-Length')).toBe('100');
    expect(response.headers.get('Content-Type')).toBe('audio/mpeg');
    expect(await bodyOf(response)).toEqual([...bytes]);
  });

  it('answers the middle of the file for a seek, and a suffix', async () => {
    expect(await bodyOf(rangeResponse(file, 'bytes=50-'))).toEqual([...bytes.slice(50)]);
    expect(await bodyOf(rangeResponse(file, 'bytes=-3'))).toEqual([97, 98, 99]);
  });

  it('answers an unsatisfiable range with a 416 naming the size', async () => {
    const response = rangeResponse(file, 'bytes=100-');
    expect(response.status).toBe(416);
    expect(response.headers.get('Content-Range')).toBe('bytes */100');
    expect(await bodyOf(response)).toEqual([]);
  });

  it('answers no Range (or one it ignores) with a 200 and the whole body', async () => {
    for (const header of [null, 'bytes=0-1,4-5']) {
      const response = rangeResponse(file, header);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Length')).toBe('100');
      expect(response.headers.get('Accept-Ranges')).toBe('bytes');
      expect(response.headers.get('Content-Range')).toBeNull();
      expect(await bodyOf(response)).toEqual([...bytes]);
    }
  });
});
