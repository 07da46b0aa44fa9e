import { describe, expect, it } from 'vitest';
import { realPod, v1Example } from '../testing/fixtures';
import { libraryPageSchema, librarySchema } from './schema';

describe('library schemas', () => {
  it('reads the libraries of a real 1.4 pod (owner view, with size)', () => {
    const library = libraryPageSchema.parse(realPod('libraries.json')).results[0];
    expect(library).toMatchObject({ name: 'Oracle Library', privacy_level: 'me', uploads_count: 1, size: 81272 });
    expect(library?.actor?.full_username).toBe('oracle@127.0.0.1:5000');
    expect(librarySchema.parse(realPod('library_create.json')).uploads_count).toBe(0);
  });

  it('reads the federation view of {id}/libraries/ (follow and latest scan, no size)', () => {
    for (const kind of ['artists', 'albums', 'tracks']) {
      const page = libraryPageSchema.parse(v1Example(`GET /api/v1/${kind}/{id}/libraries/`));
      expect(page.results[0]?.size).toBeUndefined();
      expect(page.results[0]?.follow?.uuid).toBeTypeOf('string');
    }
    expect(librarySchema.parse(v1Example('GET /api/v1/federation/libraries/{uuid}/')).latest_scan?.total_files).toBe(
      510,
    );
  });

  it('refuses a library without uuid or name', () => {
    expect(librarySchema.safeParse({ name: 'x' }).success).toBe(false);
    expect(librarySchema.safeParse({ uuid: 'u' }).success).toBe(false);
  });
});
