import { describe, expect, it } from 'vitest';
import { dataUrlOf } from './useCoverUrl';

describe('dataUrlOf', () => {
  it('makes a data: URL of the bytes, never a blob: one', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(dataUrlOf(png.buffer, 'image/png')).toBe(`data:image/png;base64,${Buffer.from(png).toString('base64')}`);
  });

  it('keeps every byte of a cover larger than one slice', () => {
    const big = Uint8Array.from({ length: 100_000 }, (_, index) => (index * 7) % 256);
    const url = dataUrlOf(big.buffer, 'image/jpeg');
    expect(Buffer.from(url.slice('data:image/jpeg;base64,'.length), 'base64').equals(Buffer.from(big))).toBe(true);
  });

  it('does not take a type that is not an image from a file’s tags', () => {
    expect(dataUrlOf(new Uint8Array([1]).buffer, 'text/html')).toMatch(/^data:application\/octet-stream;base64,/);
  });
});
