// Test-only helpers for the player's tests: queue tracks and a seeded random source.

import type { QueueSource, QueueTrack, RadioConfig } from '../types';

export function source(overrides: Partial<QueueSource> = {}): QueueSource {
  return {
    uuid: 'u1',
    listenUrl: '/api/v1/listen/t/?upload=u1',
    mimetype: 'audio/ogg',
    bitrate: 192_000,
    duration: 180,
    ...overrides,
  };
}

export function queueTrack(id: number, overrides: Partial<QueueTrack> = {}): QueueTrack {
  return {
    id,
    title: `Track ${id}`,
    artistCredit: [{ artistId: 1, credit: 'Artist', joinphrase: '' }],
    albumTitle: 'Album',
    albumId: 1,
    position: id,
    artistId: 1,
    coverUrl: null,
    sources: [source({ uuid: `u${id}`, listenUrl: `/api/v1/listen/t${id}/?upload=u${id}` })],
    duration: 180,
    ...overrides,
  };
}

export const tracks = (...ids: number[]): QueueTrack[] => ids.map((id) => queueTrack(id));

/** A deterministic random source (mulberry32), so shuffles are the same on every run. */
export { seededRandom } from '../../testing/seeded-random';

/** A radio's config for tests: an artist radio unless told otherwise. */
export const radioConfig = (overrides: Partial<RadioConfig> = {}): RadioConfig => ({
  type: 'artist',
  objectId: 1,
  customRadioId: null,
  clientOnly: false,
  config: null,
  ...overrides,
});
