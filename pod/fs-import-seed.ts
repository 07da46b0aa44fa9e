// import23: the server import's folder (a real pod's MUSIC_DIRECTORY_PATH), `import/` in the data
// folder, seeded with an album the catalogue does not hold: three of the catalogue's MP3 files with
// new ID3 tags (artist Harbour Collective, album Tide Tables), so importing it makes new tracks from
// what the files say, as a real import reads them. A text file sits beside them (the import skips it).

import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PodContext } from './context';

export const IMPORT_DIR = 'import';
export const SEEDED_IMPORT = { folder: 'Harbour Collective', artist: 'Harbour Collective', album: 'Tide Tables' };

const TRACKS = [
  { source: 'harbour-lights.mp3', title: 'Slack Water' },
  { source: 'lighthouse-waltz.mp3', title: 'Spring Tide' },
  { source: 'rain-on-the-pier.mp3', title: 'Neap Tide' },
];

/** The absolute path of the import root of a data folder. */
export function importRoot(ctx: Pick<PodContext, 'dataDir'>): string {
  return join(ctx.dataDir, IMPORT_DIR);
}

const syncsafe = (size: number) =>
  Buffer.from([(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]);

function textFrame(id: string, text: string): Buffer {
  // ID3v2.3 text frame: encoding 3 is not allowed in 2.3, so UTF-16 with a BOM (encoding 1).
  const body = Buffer.concat([Buffer.from([1, 0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
  const header = Buffer.alloc(10);
  header.write(id, 0, 'latin1');
  header.writeUInt32BE(body.length, 4);
  return Buffer.concat([header, body]);
}

/** The MP3 with its ID3v2 tag replaced by one holding `tags` (the audio frames are kept as they are). */
export function retagMp3(data: Buffer, tags: Record<string, string>): Buffer {
  let audio = data;
  if (data.subarray(0, 3).toString('latin1') === 'ID3') {
    const size = ((data[6]! & 0x7f) << 21) | ((data[7]! & 0x7f) << 14) | ((data[8]! & 0x7f) << 7) | (data[9]! & 0x7f);
    const footer = (data[5]! & 0x10) !== 0 ? 10 : 0;
    audio = data.subarray(10 + size + footer);
  }
  const frames = Buffer.concat(Object.entries(tags).map(([id, text]) => textFrame(id, text)));
  const header = Buffer.concat([Buffer.from('ID3', 'latin1'), Buffer.from([3, 0, 0]), syncsafe(frames.length)]);
  return Buffer.concat([header, frames, audio]);
}

/** Writes the import folder again from the catalogue (a reset puts it back as it was). */
export function seedImportFolder(ctx: Pick<PodContext, 'dataDir' | 'catalogueDir'>): void {
  const root = importRoot(ctx);
  rmSync(root, { recursive: true, force: true });
  const album = join(root, SEEDED_IMPORT.folder, SEEDED_IMPORT.album);
  mkdirSync(album, { recursive: true });
  TRACKS.forEach((track, index) => {
    const position = String(index + 1);
    const data = retagMp3(readFileSync(join(ctx.catalogueDir, 'audio', track.source)), {
      TIT2: track.title,
      TPE1: SEEDED_IMPORT.artist,
      TPE2: SEEDED_IMPORT.artist,
      TALB: SEEDED_IMPORT.album,
      TRCK: `${position}/${TRACKS.length}`,
      TYER: '2026',
      TCON: 'Ambient',
    });
    writeFileSync(join(album, `0${position} - ${track.title}.mp3`), data);
  });
  writeFileSync(join(album, 'notes.txt'), 'Recorded on the pier. Not audio: the import leaves this file alone.\n');
  writeFileSync(join(root, 'README.txt'), 'Music placed here can be imported from a library’s upload tab.\n');
}
