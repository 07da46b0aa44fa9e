import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { albumKeys, artistKeys, trackKeys } from '../catalogue';
import { channelKeys } from '../channels';
import { favoriteKeys } from '../favorites';
import { libraryKeys } from '../libraries';
import { listeningKeys } from '../listenings';
import { playlistKeys } from '../playlists';
import { uploadKeys } from '../uploads';

/** Each variant changes one filter; no two may share a cache entry. */
function expectDistinct(keys: ReadonlyArray<readonly unknown[]>) {
  const hashes = keys.map((key) => hashKey(key as unknown[]));
  expect(new Set(hashes).size).toBe(hashes.length);
}

const common = [
  {},
  { q: 'a' },
  { scope: 'me' as const },
  { scope: 'all' as const },
  { scope: 'actor:demo@pod.example' as const },
  { ordering: 'creation_date' },
  { ordering: '-creation_date' },
  { page: 2 },
  { page_size: 12 },
  { tag: ['rock'] },
  { tag: ['rock', 'jazz'] },
  { include_channels: true },
  { include_channels: false },
  { hidden: true },
  { library: 'lib-1' },
  { playable: true },
];

describe('list keys hold every filter', () => {
  it('artists', () => {
    expectDistinct(
      [...common, { has_albums: true }, { has_albums: false }, { content_category: 'podcast' as const }].map(
        artistKeys.list,
      ),
    );
  });

  it('albums', () => {
    expectDistinct(
      [...common, { channel: 'c-1' }, { artist: 3 }, { content_category: 'music' as const }].map(albumKeys.list),
    );
  });

  it('tracks', () => {
    expectDistinct(
      [...common, { channel: 'c-1' }, { favorites: true }, { album: 2 }, { artist: 2 }, { id: [1, 2] }].map(
        trackKeys.list,
      ),
    );
  });

  it('the other lists', () => {
    expectDistinct([
      channelKeys.list({}),
      channelKeys.list({ subscribed: true }),
      channelKeys.list({ tag: ['x'] }),
      libraryKeys.list({ scope: 'me' }),
      libraryKeys.list({}),
      libraryKeys.holding('artists', 1, {}),
      libraryKeys.holding('albums', 1, {}),
      libraryKeys.holding('albums', 1, { page: 2 }),
      uploadKeys.list({ import_status: ['errored'] }),
      uploadKeys.list({}),
      favoriteKeys.tracks({}),
      favoriteKeys.tracks({ scope: 'me' }),
      listeningKeys.list({ scope: 'actor:a@pod' }),
      listeningKeys.list({ scope: 'actor:b@pod' }),
      playlistKeys.list({ scope: 'me' }),
      playlistKeys.list({}),
      playlistKeys.tracks(1),
      playlistKeys.detail(1),
    ]);
  });
});
