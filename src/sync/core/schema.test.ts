import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { realPod, v1Example } from '../testing/fixtures';
import { attachmentSchema, paginated } from './schema';

describe('paginated', () => {
  const page = paginated(z.object({ id: z.number() }));

  it('reads the empty pages of a real pod', () => {
    for (const file of ['artists.json', 'favorites_tracks.json', 'playlists.json']) {
      expect(page.parse(realPod(file))).toEqual({ count: 0, next: null, previous: null, results: [] });
    }
  });

  it('keeps absolute next and previous links', () => {
    const parsed = page.parse({
      count: 3,
      next: 'https://p/api/v1/x/?page=3',
      previous: 'https://p/api/v1/x/?page=1',
      results: [{ id: 1 }],
    });
    expect(parsed.next).toBe('https://p/api/v1/x/?page=3');
  });

  it('accepts the {count, results} of */all/ endpoints', () => {
    expect(page.parse({ count: 1, results: [{ id: 2 }] }).results).toEqual([{ id: 2 }]);
  });

  it('refuses a body without results, a negative count or a bad item', () => {
    expect(page.safeParse({ count: 0 }).success).toBe(false);
    expect(page.safeParse({ count: -1, results: [] }).success).toBe(false);
    expect(page.safeParse({ count: 1, results: [{ id: '1' }] }).success).toBe(false);
    expect(page.safeParse([]).success).toBe(false);
  });
});

describe('attachmentSchema', () => {
  it('reads a documented cover', () => {
    const example = v1Example('GET /api/v1/users/me/') as { avatar: unknown };
    const avatar = attachmentSchema.parse(example.avatar);
    expect(avatar.uuid).toBe('78eafd55-af40-457e-ab8b-e451c241f077');
    expect(avatar.urls?.source).toBeNull();
    expect(avatar.urls?.medium_square_crop).toMatch(/crop-200x200\.jpg$/);
  });

  it('needs a uuid', () => {
    expect(attachmentSchema.safeParse({ urls: {} }).success).toBe(false);
  });
});
