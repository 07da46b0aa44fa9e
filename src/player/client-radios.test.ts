import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startDemoPod, type RunningPod } from '../sync/testing/demo-pod';
import { createClientRadios, RECENT_AVOIDED } from './client-radios';
import type { RadioConfig } from './types';

let pod: RunningPod;
beforeAll(async () => {
  pod = await startDemoPod();
});
afterAll(() => pod.stop());

const playlistRadio = (id: number | string | null): RadioConfig => ({ type: 'playlist', objectId: id, customRadioId: null, clientOnly: true, config: null });

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
