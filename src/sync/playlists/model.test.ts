import { describe, expect, it } from 'vitest';
import { playlistPageSchema, playlistSchema, playlistTrackSchema } from './schema';
import { v1Example } from '../testing/fixtures';
import { mapPlaylist, mapPlaylistTrack } from './model';

describe('mapPlaylist', () => {
  it('maps the documented list item', () => {
    const playlist = mapPlaylist(playlistPageSchema.parse(v1Example('GET /api/v1/playlists/')).results[0] as never);
    expect(playlist).toEqual({
      id: 7912,
      name: 'Dr. Jorge Ernser',
      privacyLevel: 'instance',
      tracksCount: 12,
      duration: 72,
      isPlayable: false,
      creationDate: '2023-09-13T05:43:45.969Z',
      modificationDate: '2023-07-11T20:26:36.328Z',
      user: expect.objectContaining({ id: 3718, username: 'loren_heaney' }),
      actor: expect.objectContaining({ fullUsername: 'manuel_marks@remote.example.org' }),
      ownerUsername: 'loren_heaney',
      albumCovers: ['https://demo.funkwhale.example/media/__sized__/attachments/cover1-crop-200x200.jpg'],
    });
  });

  it('defaults what a pod leaves out', () => {
    expect(mapPlaylist(playlistSchema.parse({ id: 1, name: 'Empty' }))).toMatchObject({
      tracksCount: 0,
      duration: null,
      ownerUsername: null,
      albumCovers: [],
      privacyLevel: null,
    });
  });

  it('maps a playlist entry with its index', () => {
    const raw = (v1Example('GET /api/v1/playlists/{id}/tracks/') as { results: unknown[] }).results[0];
    const entry = mapPlaylistTrack(playlistTrackSchema.parse(raw));
    expect(entry.index).toBeTypeOf('number');
    expect(entry.track.id).toBeTypeOf('number');
  });
});
