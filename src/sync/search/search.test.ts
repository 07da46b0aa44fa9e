import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startDemoPod, type RunningPod } from '../testing/demo-pod';
import { testQueryClient } from '../testing/queries';
import type { HttpClient } from '../core/http';
import type { Page } from '../core/model';
import { CATALOGUE_TABS } from './classify';
import { searchTabQuery, SEARCH_PAGE_SIZES } from './queries';
import { getSuggestions } from './suggestions-api';

// Over real HTTP against the demo pod, in both of its modes: the answers are validated at the boundary.
for (const mode of ['2.0', '1.4'] as const) {
  describe(`search on a ${mode} pod`, () => {
    let running: RunningPod;
    let demo: HttpClient;
    beforeAll(async () => {
      running = await startDemoPod({ mode });
      demo = await signedInClient(running, 'demo', 'demo');
    });
    afterAll(() => running.stop());

    it('suggests at most 3 of each kind, matching the text', async () => {
      const result = await getSuggestions(demo, 'sandbar');
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.data.artists.map((artist) => artist.name)).toEqual(['Sandbar']);
      expect(result.data.albums.map((album) => album.title)).toEqual(['Kitchen Tapes']);
      expect(result.data.tracks.length).toBeGreaterThan(0);
      const wide = await getSuggestions(demo, 'e');
      expect(wide.ok).toBe(true);
      if (!wide.ok) return;
      for (const list of [wide.data.artists, wide.data.albums, wide.data.tracks, wide.data.tags]) {
        expect(list.length).toBeGreaterThan(0);
        expect(list.length).toBeLessThanOrEqual(3);
      }
    });

    it('an empty query is the pod refusing it (400), not a crash', async () => {
      const result = await getSuggestions(demo, '  ');
      expect(!result.ok && result.error).toMatchObject({ status: 400 });
    });

    it("counts each catalogue tab with a page of one, the same count as the tab's own page", async () => {
      const queries = testQueryClient();
      const counts: Record<string, number> = {};
      for (const tab of CATALOGUE_TABS) {
        const one = (await queries.fetchQuery(searchTabQuery(demo, tab, 'shoal', 1, 1) as never)) as Page<unknown>;
        const page = (await queries.fetchQuery(
          searchTabQuery(demo, tab, 'shoal', 1, SEARCH_PAGE_SIZES[tab]) as never,
        )) as Page<unknown>;
        expect(one.results.length).toBeLessThanOrEqual(1);
        expect(page.count, tab).toBe(one.count);
        counts[tab] = one.count;
      }
      // The podcast "Shoal Notes" is a podcast, not an artist; its series "Making Shoal" is a series, not an album.
      expect(counts).toMatchObject({ artists: 0, podcasts: 1, series: 1, albums: 1 });
    });
  });
}
