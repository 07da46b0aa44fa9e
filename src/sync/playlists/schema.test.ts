import { describe, expect, it } from 'vitest';
import { realPod, v1Example } from '../testing/fixtures';
import { playlistPageSchema, playlistSchema, playlistTracksSchema } from './schema';

describe('playlist schemas', () => {
  it('reads the documented list, detail and tracks', () => {
    const playlist = playlistPageSchema.parse(v1Example('GET /api/v1/playlists/')).results[0];
    expect(playlist).toMatchObject({ id: 7912, tracks_count: 12, duration: 72, privacy_level: 'instance' });
    expect(playlist?.album_covers).toHaveLength(1);
    expect(playlistSchema.parse(v1Example('GET /api/v1/playlists/{id}/')).id).toBe(7590);
    const tracks = playlistTracksSchema.parse(v1Example('GET /api/v1/playlists/{id}/tracks/'));
    expect(tracks.count).toBe(2);
    expect(tracks.next).toBeUndefined();
    expect(tracks.results[0]?.index).toBeTypeOf('number');
  });

  it('reads the empty list of a real pod and refuses a playlist without a name', () => {
    expect(playlistPageSchema.parse(realPod('playlists.json')).count).toBe(0);
    expect(playlistSchema.safeParse({ id: 1 }).success).toBe(false);
  });
});
