import { describe, expect, it } from 'vitest';
import { v1Example } from '../testing/fixtures';
import { tagPageSchema, tagSchema } from './tag-schema';

describe('tag schemas', () => {
  it('reads the documented list and detail', () => {
    expect(tagPageSchema.parse(v1Example('GET /api/v1/tags/')).results[0]?.name).toBe('Candace Gislason');
    expect(tagSchema.parse(v1Example('GET /api/v1/tags/{name}/')).creation_date).toBe('2023-06-28T14:09:27.955Z');
  });

  it('refuses a tag without a name', () => {
    expect(tagSchema.safeParse({ creation_date: '2024-01-01' }).success).toBe(false);
    expect(tagSchema.safeParse({ name: 3 }).success).toBe(false);
  });
});
