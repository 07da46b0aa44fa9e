import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatArtistCredit, listTracks, type Track } from '../catalogue';
import type { HttpClient } from '../core/http';
import { signedInClient, startDemoPod, type RunningPod } from '../testing/demo-pod';
import { listPlaylistTracks } from './api';
import { parseXspf, type XspfTrack } from './xspf';
import { matchXspf, playlistXspf } from './xspf-match';

// Over real HTTP against the demo pod: the matches are the pod's tracks as it answers them.
let running: RunningPod;
let demo: HttpClient;
let origin: string;
let tracks: Track[];
beforeAll(async () => {
  running = await startDemoPod();
  demo = await signedInClient(running, 'demo', 'demo');
  origin = new URL(running.url).origin;
  const page = await listTracks(demo, { ordering: 'title', page_size: 6 });
  if (!page.ok) throw new Error('no tracks');
  tracks = page.data.results;
});
afterAll(() => running.stop());

const entry = (fields: Partial<XspfTrack>): XspfTrack => ({
  title: null,
  creator: null,
  album: null,
  duration: null,
  trackNum: null,
  locations: [],
  identifiers: [],
  ...fields,
});

describe('XSPF and the pod', () => {
  it('writes a playlist of the pod and matches every entry back by its location, in order', async () => {
    const file = await playlistXspf(demo, 1);
    if (!file.ok) throw new Error('no file');
    expect(file.data.fileName).toBe('Pod picks.xspf');
    expect(file.data.text).toContain('<title>Pod picks</title>');
    expect(file.data.text).toContain('<creator>admin</creator>');
    const parsed = parseXspf(file.data.text);
    if (!parsed.ok) throw new Error(parsed.problem);
    expect(parsed.playlist.tracks).toHaveLength(3);
    expect(parsed.playlist.tracks[0]!.locations[0]).toMatch(new RegExp(`^${origin}/library/tracks/\\d+$`));
    expect(parsed.playlist.tracks.every((track) => track.duration !== null && track.duration > 0)).toBe(true);
    const matches = await matchXspf(demo, parsed.playlist);
    const entries = await listPlaylistTracks(demo, 1);
    expect(matches.ok && matches.data.map((match) => [match.track?.id, match.by])).toEqual(
      entries.ok && entries.data.map((item) => [item.track.id, 'location']),
    );
  });

  it('matches by identifier, by title with artist and album (case ignored), and lists what is left', async () => {
    const [a, b, c] = tracks as [Track, Track, Track];
    const file = {
      title: 'Elsewhere',
      creator: null,
      tracks: [
        // Another pod's page, but this pod's fid.
        entry({ title: a.title, locations: ['https://other.example/library/tracks/1'], identifiers: [a.fid!] }),
        entry({
          title: b.title.toUpperCase(),
          creator: formatArtistCredit(b.artistCredit).toLowerCase(),
          album: b.album?.title.toUpperCase() ?? null,
        }),
        // A page of this pod that names no track any more: the title decides.
        entry({
          title: c.title,
          creator: formatArtistCredit(c.artistCredit),
          locations: [`${origin}/library/tracks/999999`],
        }),
        // The title alone is not enough when the album differs.
        entry({ title: b.title, creator: formatArtistCredit(b.artistCredit), album: 'Not its album' }),
        entry({ title: 'No such song at all', creator: 'Nobody' }),
        entry({}),
      ],
    };
    const matches = await matchXspf(demo, file);
    if (!matches.ok) throw new Error('not matched');
    expect(matches.data.map((match) => [match.position, match.track?.id ?? null, match.by])).toEqual([
      [0, a.id, 'identifier'],
      [1, b.id, 'title'],
      [2, c.id, 'title'],
      [3, null, null],
      [4, null, null],
      [5, null, null],
    ]);
  });

  it('an unreachable pod is an error, not a list of unmatched entries', async () => {
    const stopped = await startDemoPod();
    const client = await signedInClient(stopped, 'demo', 'demo');
    await stopped.stop();
    const matches = await matchXspf(client, { title: null, creator: null, tracks: [entry({ title: 'x' })] });
    expect(matches.ok).toBe(false);
  });
});
