import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startDemoPod, type RunningPod } from '../sync/testing/demo-pod';
import { createClientRadios, DOWNLOADS_RADIO, RECENT_AVOIDED } from './client-radios';
import type { RadioConfig } from './types';

let pod: RunningPod;
beforeAll(async () => {
  pod = await startDemoPod();
});
afterAll(() => pod.stop());

const playlistRadio = (id: number | string | null): RadioConfig => ({
  type: 'playlist',
  objectId: id,
  customRadioId: null,
  clientOnly: true,
  config: null,
});

describe('the playlist radio (client only)', () => {
  it('picks from the playlist, never one of the last picks while others remain', async () => {
    const client = await signedInClient(pod, 'admin', 'admin');
    const pick = createClientRadios({ http: client, instanceUrl: () => pod.url, random: () => 0 });
    // Admin's "Pod picks" (playlist 1): Press Start, Harbour Lights, Surfacing.
    const titles: string[] = [];
    for (let i = 0; i < 6; i++) titles.push((await pick(playlistRadio(1)))?.title ?? 'none');
    expect(new Set(titles)).toEqual(new Set(['Press Start', 'Harbour Lights', 'Surfacing']));
    for (let i = 1; i < titles.length; i++) expect(titles[i]).not.toBe(titles[i - 1]);
    expect(RECENT_AVOIDED).toBeGreaterThan(1);
  });

  it('gives nothing for another radio type, no playlist, or a playlist it cannot read', async () => {
    const client = await signedInClient(pod, 'demo', 'demo');
    const pick = createClientRadios({ http: client, instanceUrl: () => pod.url });
    expect(await pick({ ...playlistRadio(1), type: 'random' })).toBeNull();
    expect(await pick(playlistRadio(null))).toBeNull();
    expect(await pick(playlistRadio(9999))).toBeNull();
  });
});

describe('the downloads radio (client only, offline)', () => {
  it('picks from the kept tracks, read at each pick, and gives nothing when none is kept', async () => {
    const client = await signedInClient(pod, 'demo', 'demo');
    const page = await client.get<{ results: unknown[] }>('tracks/', { query: { q: 'Low Tide' } });
    const { mapTrack } = await import('../sync/catalogue');
    const track = mapTrack((page.ok ? page.data.results[0] : null) as never);
    let kept = [track];
    const pick = createClientRadios({ http: client, instanceUrl: () => pod.url, keptTracks: async () => kept });
    expect(await pick(DOWNLOADS_RADIO)).toMatchObject({
      id: track.id,
      title: track.title,
      sources: [{ listenUrl: track.uploads[0]?.listenUrl }],
    });
    kept = [];
    expect(await pick(DOWNLOADS_RADIO)).toBeNull();
    expect(await createClientRadios({ http: client, instanceUrl: () => pod.url })(DOWNLOADS_RADIO)).toBeNull();
  });
});
