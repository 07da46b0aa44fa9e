import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoPod, type RunningPod } from '../testing/demo-pod';
import { embedClient, embedCode, getEmbedPlaylist, getOembed } from './embed';

// Over real HTTP against the demo pod, anonymously, as the embed page reads it on another site.
let running: RunningPod;
let origin: string;
beforeAll(async () => {
  running = await startDemoPod();
  origin = new URL(running.url).origin;
});
afterAll(() => running.stop());

const playsEverything = () => 'probably';

describe('the embed', () => {
  it('takes the iframe address from the pod’s oEmbed and writes the code at the chosen size', async () => {
    const client = embedClient(origin);
    const oembed = await getOembed(client, `${origin}/library/playlists/1`);
    expect(oembed.ok && oembed.data).toEqual({
      title: 'Pod picks',
      width: 600,
      height: 400,
      src: `${origin}/embed.html?type=playlist&id=1`,
    });
    if (!oembed.ok) return;
    expect(embedCode(oembed.data, 320, 150)).toBe(
      `<iframe width="320" height="150" scrolling="no" frameborder="no" src="${origin}/embed.html?type=playlist&amp;id=1"></iframe>`,
    );
    const refused = await getOembed(client, `${origin}/library/playlists/2`);
    expect(!refused.ok && refused.error.status).toBe(400);
  });

  it('reads a public playlist anonymously, each track with absolute files to play', async () => {
    const embed = await getEmbedPlaylist(embedClient(origin), 1, playsEverything);
    if (!embed.ok) throw new Error('not read');
    expect(embed.data.playlist.name).toBe('Pod picks');
    expect(embed.data.tracks.map((track) => track.title)).toEqual(['Press Start', 'Harbour Lights', 'Surfacing']);
    for (const track of embed.data.tracks) {
      expect(track.sources[0]).toMatch(new RegExp(`^${origin}/api/v1/listen/`));
      const audio = await fetch(track.sources[0]!, { headers: { Range: 'bytes=0-15' } });
      expect(audio.status).toBe(206);
    }
    // Demo's playlist is the instance's: not for a visitor.
    const hidden = await getEmbedPlaylist(embedClient(origin), 2, playsEverything);
    expect(!hidden.ok && hidden.error.status).toBe(404);
  });
});
