import { describe, expect, it } from 'vitest';
import { v1Example } from '../testing/fixtures';
import { contentFilterPageSchema, contentFilterSchema } from './schema';

describe('content filter schemas', () => {
  it('reads the documented list and the answer to a creation', () => {
    const page = contentFilterPageSchema.parse(v1Example('GET /api/v1/moderation/content-filters/'));
    expect(page.results[0]).toEqual({
      uuid: '5191326c-4f53-4149-82e5-49e7e48848f5',
      target: { id: 12, name: 'Nickelback', type: 'artist' },
      creation_date: '2024-05-29T05:34:44.627Z',
    });
    expect(contentFilterSchema.parse(v1Example('POST /api/v1/moderation/content-filters/')).target.id).toBe(12);
  });

  it('refuses a filter without target or uuid', () => {
    expect(contentFilterSchema.safeParse({ uuid: 'u' }).success).toBe(false);
    expect(contentFilterSchema.safeParse({ target: { type: 'artist', id: 1 } }).success).toBe(false);
  });
});
