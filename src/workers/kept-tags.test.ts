// The metadata worker reads the kept bytes itself: a queued file's tags by its id.

import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { chunkStore, keepUploadBytes, useUploadByteStoreForTests } from '../db/upload-bytes';
import { ShoalDb, useDatabaseForTests } from '../db/schema';
import { readKeptTags } from './kept-tags';

let n = 0;
beforeEach(() => {
  useDatabaseForTests(new ShoalDb(`kept-tags-${n++}`));
  useUploadByteStoreForTests(chunkStore);
});

describe('readKeptTags', () => {
  it('reads the tags of the bytes kept under an upload id', async () => {
    await keepUploadBytes(
      'u1',
      new Blob([readFileSync(new URL('../../tests/fixtures/uploads/tone.flac', import.meta.url))]),
    );
    const result = await readKeptTags('u1', 'audio/flac');
    expect(result.ok && result.tags.title).toBeTruthy();
    await keepUploadBytes(
      'u2',
      new Blob([readFileSync(new URL('../../tests/fixtures/uploads/untagged.mp3', import.meta.url))]),
    );
    expect(await readKeptTags('u2', 'audio/mpeg')).toEqual({ ok: false, reason: 'missing-tags' });
  });

  it('says so when no bytes are kept under the id', async () => {
    expect(await readKeptTags('gone', 'audio/mpeg')).toEqual({ ok: false, reason: 'bytes-lost' });
  });
});
