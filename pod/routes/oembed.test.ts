import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPodWithUsers, type Browser, type TestPod } from '../test-support/pod';
import { shapeProblems, v1Example } from '../test-support/shape';

let pod: TestPod;
let anonymous: Browser;
let demo: Browser;
beforeAll(async () => {
  ({ pod, anonymous, demo } = await startPodWithUsers());
});
afterAll(() => pod.close());

async function answer(browser: Browser, query: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await browser.fetch(`/api/v1/oembed/?${query}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const embed = (page: string, extra = '') => `url=${encodeURIComponent(page)}&format=json${extra}`;

describe('oembed/', () => {
  it('embeds a playlist visible to everyone, for an anonymous visitor too, as a 1.4 pod answers', async () => {
    const page = `${pod.url}/library/playlists/1`;
    const { status, body } = await answer(anonymous, embed(page));
    expect(status).toBe(200);
    expect(shapeProblems(body, v1Example('GET /api/v1/oembed/'))).toEqual([]);
    expect(body).toMatchObject({
      version: '1.0',
      type: 'rich',
      provider_name: 'Funkwhale',
      provider_url: pod.url,
      width: 600,
      height: 400,
      title: 'Pod picks',
      description: 'Pod picks',
      author_name: 'Pod picks',
      author_url: page,
      html: `<iframe width="600" height="400" scrolling="no" frameborder="no" src="${pod.url}/embed.html?type=playlist&id=1"></iframe>`,
    });
    expect(body.thumbnail_url).toMatch(/crop-200x200/);
    // The width follows maxwidth; the height is the kind's whatever maxheight says (as on a real pod).
    const sized = await answer(
      demo,
      embed(`https://elsewhere.example/library/playlists/1/`, '&maxwidth=320&maxheight=90'),
    );
    expect(sized.body).toMatchObject({ width: 320, height: 400 });
    expect(sized.body.html).toContain('width="320" height="400"');
  });

  it('refuses a playlist not visible to everyone, whoever asks', async () => {
    // Playlist 2 is demo's, visible to the instance.
    for (const browser of [demo, anonymous]) {
      expect(await answer(browser, embed(`${pod.url}/library/playlists/2`))).toEqual({
        status: 400,
        body: { non_field_errors: ['No artist matching id 2'] },
      });
    }
  });

  it('embeds tracks (150 high), albums and artists', async () => {
    const track = await answer(demo, embed(`${pod.url}/library/tracks/1`));
    expect(track.body).toMatchObject({ height: 150, html: expect.stringContaining('/embed.html?type=track&id=1') });
    expect(track.body.title).toMatch(/ by /);
    const album = await answer(demo, embed(`${pod.url}/library/albums/1`));
    expect(album.body).toMatchObject({ height: 400, html: expect.stringContaining('type=album&id=1') });
    const artist = await answer(demo, embed(`${pod.url}/library/artists/1`));
    expect(artist.body).toMatchObject({ height: 400, html: expect.stringContaining('type=artist&id=1') });
  });

  it('answers bad requests with the fields’ errors', async () => {
    expect(await answer(demo, '')).toEqual({
      status: 400,
      body: { format: ['This field is required.'], url: ['This field is required.'] },
    });
    expect(await answer(demo, `url=nope&format=xml&maxwidth=wide`)).toEqual({
      status: 400,
      body: {
        format: ['"xml" is not a valid choice.'],
        url: ['Enter a valid URL.'],
        maxwidth: ['A valid integer is required.'],
      },
    });
    expect(await answer(demo, embed(`${pod.url}/library/radios/1`))).toEqual({
      status: 400,
      body: { non_field_errors: [`Invalid URL ${pod.url}/library/radios/1`] },
    });
    expect(await answer(demo, embed(`${pod.url}/library/tracks/999999`))).toEqual({
      status: 400,
      body: { non_field_errors: ['No track matching id 999999'] },
    });
  });
});
