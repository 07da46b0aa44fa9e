import { describe, expect, it } from 'vitest';
import { contentFilterSchema } from './schema';
import { v1Example } from '../testing/fixtures';
import { mapContentFilter } from './model';

describe('mapContentFilter', () => {
  it('maps an artist filter', () => {
    expect(mapContentFilter(contentFilterSchema.parse(v1Example('POST /api/v1/moderation/content-filters/')))).toEqual({
      uuid: '7f647959-a35d-4bda-a689-afc81b6c5d91',
      creationDate: '2023-10-25T00:19:59.340Z',
      target: { type: 'artist', id: 12, name: 'Nickelback' },
    });
  });

  it('skips a target of another kind', () => {
    expect(mapContentFilter(contentFilterSchema.parse({ uuid: 'u', target: { type: 'tag', id: 3 } }))).toBeNull();
  });
});
