import { describe, expect, it } from 'vitest';
import { realPod, v1Example } from '../testing/fixtures';
import { podClient } from '../testing/queries';
import { json } from '../testing/responses';
import { getLibrary, listLibraries, listObjectLibraries } from './api';
import { getUpload, listUploads } from '../uploads/files-api';

const asked = (fetchImpl: { calls: Array<{ url: string }> }, index = 0) => new URL(fetchImpl.calls[index]?.url ?? '');

describe('library calls', () => {
  it('listLibraries asks scope=me and maps a real page; getLibrary asks the detail', async () => {
    const { http, fetchImpl } = podClient(
      json(realPod('libraries.json')),
      json(v1Example('GET /api/v1/libraries/{uuid}/')),
    );
    const page = await listLibraries(http, { scope: 'me', q: 'oracle' });
    expect(page.ok && page.data.results[0]?.size).toBe(81272);
    expect(asked(fetchImpl).search).toBe('?scope=me&q=oracle');
    const library = await getLibrary(http, 'c5b448fd-c044-4be8-bb51-91095c82f0f9');
    expect(library.ok && library.data.name).toBe('Cindy Shanahan');
    expect(asked(fetchImpl, 1).pathname).toBe('/api/v1/libraries/c5b448fd-c044-4be8-bb51-91095c82f0f9/');
  });

  it('listObjectLibraries asks {kind}/{id}/libraries/', async () => {
    const { http, fetchImpl } = podClient(
      json(v1Example('GET /api/v1/artists/{id}/libraries/')),
      json(v1Example('GET /api/v1/albums/{id}/libraries/')),
      json(v1Example('GET /api/v1/tracks/{id}/libraries/')),
    );
    const artist = await listObjectLibraries(http, 'artists', 4, { page: 2 });
    await listObjectLibraries(http, 'albums', 5);
    const track = await listObjectLibraries(http, 'tracks', 6);
    expect(artist.ok && artist.data.results[0]?.follow?.approved).toBe(false);
    expect(track.ok && track.data.results).toHaveLength(2);
    expect(fetchImpl.calls.map((call) => `${new URL(call.url).pathname}${new URL(call.url).search}`)).toEqual([
      '/api/v1/artists/4/libraries/?page=2',
      '/api/v1/albums/5/libraries/',
      '/api/v1/tracks/6/libraries/',
    ]);
  });
});

describe('upload calls', () => {
  it('getUpload maps a real upload', async () => {
    const { http, fetchImpl } = podClient(json(realPod('upload_detail.json')));
    const upload = await getUpload(http, '67aa03c5-e39f-403a-bafe-62a195da3242');
    expect(upload.ok && upload.data).toMatchObject({ importStatus: 'finished', track: { title: 'Oracle Tone' } });
    expect(asked(fetchImpl).pathname).toBe('/api/v1/uploads/67aa03c5-e39f-403a-bafe-62a195da3242/');
  });

  it('listUploads repeats import_status', async () => {
    const { http, fetchImpl } = podClient(json(realPod('uploads.json')));
    const page = await listUploads(http, {
      library: 'lib',
      import_status: ['errored', 'skipped'],
      ordering: '-creation_date',
    });
    expect(page.ok && page.data.count).toBe(1);
    expect(asked(fetchImpl).search).toBe(
      '?library=lib&import_status=errored&import_status=skipped&ordering=-creation_date',
    );
  });
});
