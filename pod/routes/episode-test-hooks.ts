// Test hooks only (episodes27): `POST /__test__/long-episode {title?, seconds?}` gives the seeded
// podcast episode titled `title` ("Offline First" by default) a silent WAV of `seconds` (300 by
// default, 60 to 3600) as its audio: the catalogue's episodes last a few seconds, and the episode
// tests stop one at 2:00. The file (8 kHz, 8-bit mono: 8 kB a second) is written once per length
// into the data folder and served by `listen/` with ranges like every other file; the upload's
// size, duration and bitrate follow it. `/__test__/reset` re-seeds, which puts the original back.

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PodContext } from '../context';
import { bodyFields } from '../http/body';
import { fieldErrors, notFound } from '../http/errors';

const RATE = 8000;

/** A silent 8-bit mono PCM WAV of `seconds` at 8 kHz. */
export function silentWav(seconds: number): Buffer {
  const samples = RATE * seconds;
  const wav = Buffer.alloc(44 + samples, 128);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(RATE, 24);
  wav.writeUInt32LE(RATE, 28); // bytes a second
  wav.writeUInt16LE(1, 32); // block align
  wav.writeUInt16LE(8, 34); // bits a sample
  wav.write('data', 36);
  wav.writeUInt32LE(samples, 40);
  return wav;
}

export function episodeTestRoutes(app: FastifyInstance, ctx: PodContext): void {
  app.post('/__test__/long-episode', async (request, reply) => {
    const { title = 'Offline First', seconds = 300 } = bodyFields(request);
    const errors: Record<string, string[]> = {};
    if (typeof title !== 'string' || title.length === 0 || title.length > 100) errors.title = ['A track title.'];
    if (!Number.isInteger(seconds) || (seconds as number) < 60 || (seconds as number) > 3600)
      errors.seconds = ['A whole number from 60 to 3600.'];
    if (Object.keys(errors).length) throw fieldErrors(errors);
    const track = ctx.db
      .prepare(
        `SELECT t.id, t.uuid FROM tracks t JOIN artists ar ON ar.id = t.artist_id
         WHERE t.title = ? AND ar.content_category = 'podcast' ORDER BY t.id LIMIT 1`,
      )
      .get(title) as { id: number; uuid: string } | undefined;
    if (!track) throw notFound();
    const file = join('test-episodes', `silent-${String(seconds)}.wav`);
    const path = join(ctx.dataDir, file);
    const size = 44 + RATE * (seconds as number);
    if (!existsSync(path)) {
      mkdirSync(join(ctx.dataDir, 'test-episodes'), { recursive: true });
      writeFileSync(path, silentWav(seconds as number));
    }
    ctx.db
      .prepare(
        `UPDATE uploads SET root = 'data', file = ?, filename = ?, mimetype = 'audio/wav', extension = 'wav',
           size = ?, duration = ?, bitrate = ?, mp3_file = NULL, mp3_size = NULL, mp3_bitrate = NULL
         WHERE track_id = ?`,
      )
      .run(file, `${title}.wav`, size, seconds, RATE * 8, track.id);
    return reply.code(200).send({ track: track.uuid, seconds });
  });
}
