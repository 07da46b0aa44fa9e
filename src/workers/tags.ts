// Reading the tags and the cover of a file to upload (spec 01 section 4, step 2), with
// music-metadata's `parseBlob`. Pure of any worker wiring: metadata.worker.ts exposes it through
// Comlink, and the tests run it in Node on the files of tests/fixtures/uploads.

import { parseBlob } from 'music-metadata';
import type { UploadTags } from '../db/uploads';

export type TagResult = { ok: true; tags: UploadTags } | { ok: false; reason: 'missing-tags' };

function text(value: string | string[] | undefined): string {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : '';
}

/**
 * Title, album, artist and the front cover (or the first picture). A file whose tags cannot be read,
 * or that lacks a title, an album or an artist, is `missing-tags`.
 */
export async function readTags(file: Blob): Promise<TagResult> {
  let common: Awaited<ReturnType<typeof parseBlob>>['common'];
  try {
    // The whole file is not needed: duration is not read, so no scan to the end of MP3s.
    ({ common } = await parseBlob(file, { duration: false, skipPostHeaders: true }));
  } catch {
    return { ok: false, reason: 'missing-tags' };
  }
  const title = text(common.title);
  const album = text(common.album);
  const artist = text(common.artist) || text(common.artists) || text(common.albumartist);
  if (title === '' || album === '' || artist === '') return { ok: false, reason: 'missing-tags' };
  const pictures = common.picture ?? [];
  const picture = pictures.find((item) => /front/i.test(item.type ?? '')) ?? pictures[0];
  // A copy: the worker transfers the buffer, and the parser's array may be a view on a larger one.
  const cover = picture
    ? {
        data: picture.data.slice().buffer as ArrayBuffer,
        mimeType: picture.format.includes('/') ? picture.format : `image/${picture.format}`,
      }
    : null;
  return { ok: true, tags: { title, album, artist, cover } };
}
