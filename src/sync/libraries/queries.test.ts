import { describe, expect, it } from 'vitest';
import { realPod, v1Example } from '../testing/fixtures';
import { podClient, testQueryClient } from '../testing/queries';
import { json } from '../testing/responses';
import { libraryKeys, libraryListQuery, libraryQuery, objectLibrariesQuery } from './queries';
import { uploadKeys, uploadQuery } from '../uploads';

describe('library and upload queries', () => {
  it('have their own key roots', () => {
    expect(libraryKeys.list({ scope: 'me' })).toEqual(['libraries', 'list', { scope: 'me' }]);
    expect(libraryKeys.detail('u')).toEqual(['libraries', 'detail', 'u']);
    expect(libraryKeys.holding('tracks', 3, {})).toEqual(['libraries', 'holding', 'tracks', 3, {}]);
    expect(uploadKeys.detail('u')).toEqual(['uploads', 'detail', 'u']);
  });

  it('fetch libraries, the libraries of an object, and an upload', async () => {
    const { http, fetchImpl } = podClient(
      json(realPod('libraries.json')),
      json(v1Example('GET /api/v1/libraries/{uuid}/')),
      json(v1Example('GET /api/v1/albums/{id}/libraries/')),
      json(realPod('upload_detail.json')),
    );
    const queryClient = testQueryClient();
    expect((await queryClient.fetchQuery(libraryListQuery(http, { scope: 'me' }))).results[0]?.name).toBe(
      'Oracle Library',
    );
    expect((await queryClient.fetchQuery(libraryQuery(http, 'c5b448fd'))).privacyLevel).toBe('instance');
    expect((await queryClient.fetchQuery(objectLibrariesQuery(http, 'albums', 7))).count).toBe(123);
    expect((await queryClient.fetchQuery(uploadQuery(http, 'u'))).importStatus).toBe('finished');
    expect(new URL(fetchImpl.calls[2]?.url ?? '').pathname).toBe('/api/v1/albums/7/libraries/');
  });
});
