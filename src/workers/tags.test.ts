import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readTags } from './tags';

const FIXTURES = new URL('../../tests/fixtures/uploads/', import.meta.url);
const blobOf = (name: string) => new Blob([readFileSync(new URL(name, FIXTURES))]);

describe('readTags (music-metadata on the real files of tests/fixtures/uploads)', () => {
  it.each([
    ['tone.flac', 'Flac'],
    ['tone.ogg', 'Ogg'],
    ['tone.mp3', 'Mp3'],
    ['tone.opus', 'Opus'],
    ['tone.m4a', 'M4a'],
    ['tone.aiff', 'Aiff'],
  ])('reads title, album and artist of %s', async (file, name) => {
    const result = await readTags(blobOf(file));
    expect(result).toEqual({
      ok: true,
      tags: { title: `${name} Tone`, album: `Format Album ${name}`, artist: `${name} Artist`, cover: null },
    });
  });

  it('an untagged file is missing-tags', async () => {
    expect(await readTags(blobOf('untagged.mp3'))).toEqual({ ok: false, reason: 'missing-tags' });
  });

  it('bytes that are not audio are missing-tags, not an exception', async () => {
    expect(await readTags(new Blob([new Uint8Array(2000).fill(7)]))).toEqual({ ok: false, reason: 'missing-tags' });
    expect(await readTags(new Blob([]))).toEqual({ ok: false, reason: 'missing-tags' });
  });

  it('reads the cover as bytes with its type', async () => {
    const result = await readTags(
      new Blob([readFileSync(new URL('../../pod/catalogue/audio/harbour-lights.flac', import.meta.url))]),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.tags.title).toBe('Harbour Lights');
    expect(result.tags.cover?.mimeType).toMatch(/^image\//);
    expect(result.tags.cover?.data.byteLength).toBeGreaterThan(100);
  });
});
