import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { requirePermission } from '../auth';
import { startPodWithUsers, type Browser, type TestPod } from '../test-support/pod';
import { shapeProblems, v1Example } from '../test-support/shape';
import type { UserRow } from '../users';

let pod: TestPod;
let anonymous: Browser;
let demo: Browser;
let admin: Browser;
beforeAll(async () => {
  ({ pod, anonymous, demo, admin } = await startPodWithUsers({ testHooks: true }));
});
afterAll(() => pod.close());

interface Page<T = Record<string, unknown>> {
  count: number;
  results: T[];
}

// An upload whose import failed has no track, on a real pod too.
const shape = (actual: unknown, key: string) =>
  shapeProblems(actual, v1Example(key)).filter((problem) => !/\.track: null|\.metadata\./.test(problem));

let serial = 0;
async function makeAlbum(tracks = 2) {
  serial += 1;
  const title = `Manager Test ${serial}`;
  const response = await admin.fetch('/__test__/manage-library/album', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ title, tracks }),
  });
  expect(response.status).toBe(201);
  return { title, ...((await response.json()) as { artist: number; album: number; uploads: string[] }) };
}

describe('manage/library lists, details and stats', () => {
  it('answer in the shapes of a real pod', async () => {
    await makeAlbum();
    for (const kind of ['artists', 'albums', 'tracks', 'libraries', 'uploads']) {
      const page = await admin.json<Page<{ id: number; uuid?: string }>>(`/api/v1/manage/library/${kind}/`);
      expect(page.count, kind).toBeGreaterThan(0);
      expect(shape(page, `GET /api/v1/manage/library/${kind}/`), kind).toEqual([]);
      const first = page.results[0]!;
      const key = kind === 'libraries' || kind === 'uploads' ? first.uuid : first.id;
      const one = await admin.json(`/api/v1/manage/library/${kind}/${key}/`);
      expect(
        shape(
          one,
          `GET /api/v1/manage/library/${kind}/${kind === 'libraries' || kind === 'uploads' ? '{uuid}' : '{id}'}/`,
        ),
      ).toEqual([]);
      if (kind !== 'uploads') {
        const stats = await admin.json(`/api/v1/manage/library/${kind}/${key}/stats/`);
        const statsKey = `GET /api/v1/manage/library/${kind}/${kind === 'libraries' ? '{uuid}' : '{id}'}/stats/`;
        expect(Object.keys(stats as object).sort()).toEqual(Object.keys(v1Example(statsKey) as object).sort());
      }
    }
    const channels = await admin.json<Page<{ uuid: string }>>('/api/v1/manage/channels/');
    expect(channels.count).toBeGreaterThan(0);
    expect(shape(channels, 'GET /api/v1/manage/channels/')).toEqual([]);
    const stats = await admin.json(`/api/v1/manage/channels/${channels.results[0]!.uuid}/stats/`);
    expect(Object.keys(stats as object).sort()).toEqual(
      Object.keys(v1Example('GET /api/v1/manage/channels/{composite}/stats/') as object).sort(),
    );
    const tags = await admin.json<Page>('/api/v1/manage/tags/');
    expect(shape(tags, 'GET /api/v1/manage/tags/')).toEqual([]);
  });

  it('searches with q and counts what goes with an album', async () => {
    const made = await makeAlbum(3);
    const page = await admin.json<Page<{ id: number; title: string; tracks_count: number }>>(
      `/api/v1/manage/library/albums/?q=${encodeURIComponent(made.title)}`,
    );
    expect(page.results.map((album) => album.title)).toEqual([made.title]);
    expect(page.results[0]!.tracks_count).toBe(3);
    const stats = await admin.json<{ uploads: number; libraries: number }>(
      `/api/v1/manage/library/albums/${made.album}/stats/`,
    );
    expect(stats).toMatchObject({ uploads: 3, libraries: 1 });
  });
});

describe('manage/library access', () => {
  it('needs the library flag (403) and a login (401)', async () => {
    for (const path of ['manage/library/albums/', 'manage/library/uploads/', 'manage/channels/', 'manage/tags/']) {
      expect((await demo.fetch(`/api/v1/${path}`)).status, path).toBe(403);
      expect((await anonymous.fetch(`/api/v1/${path}`)).status, path).toBe(401);
    }
    const made = await makeAlbum();
    const refused = await demo.send('POST', '/api/v1/manage/library/albums/action/', {
      action: 'delete',
      objects: [made.album],
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    expect((await admin.fetch(`/api/v1/manage/library/albums/${made.album}/`)).status).toBe(200);
  });

  it('refuses an OAuth bearer token even for an admin, as a real pod does under manage/', () => {
    const adminRow = { id: 1, is_superuser: 1, is_active: 1 } as unknown as UserRow;
    const request = { auth: { user: adminRow, via: 'bearer', sessionKey: null } } as unknown as FastifyRequest;
    expect(() => requirePermission(request, 'library')).toThrow(
      expect.objectContaining({ status: 403 }) as unknown as Error,
    );
    const session = { auth: { user: adminRow, via: 'session', sessionKey: 'k' } } as unknown as FastifyRequest;
    expect(requirePermission(session, 'library')).toBe(adminRow);
  });
});

describe('manage/library deletes', () => {
  it('the action deletes the objects named, refuses "all" and unknown ones', async () => {
    const made = await makeAlbum(3);
    const uploads = await admin.json<Page<{ id: number; uuid: string }>>(
      `/api/v1/manage/library/uploads/?q=${encodeURIComponent(made.title)}`,
    );
    expect(uploads.count).toBe(3);
    const all = await admin.send('POST', '/api/v1/manage/library/uploads/action/', {
      action: 'delete',
      objects: 'all',
    });
    expect(all.status).toBe(400);
    expect(await all.json()).toEqual({ non_field_errors: ['You cannot apply this action on all objects'] });
    const none = await admin.send('POST', '/api/v1/manage/library/uploads/action/', {
      action: 'delete',
      objects: [999_999_999],
    });
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ non_field_errors: ['No object matching your request'] });
    const two = uploads.results.slice(0, 2).map((upload) => upload.id);
    const done = await admin.send('POST', '/api/v1/manage/library/uploads/action/', { action: 'delete', objects: two });
    expect(done.status).toBe(200);
    const body = await done.json();
    expect(body).toEqual({ updated: 2, action: 'delete', result: [2, { 'music.Upload': 2 }] });
    const left = await admin.json<Page>(`/api/v1/manage/library/uploads/?q=${encodeURIComponent(made.title)}`);
    expect(left.count).toBe(1);
    for (const kind of ['artists', 'albums', 'tracks', 'libraries']) {
      const refused = await admin.send('POST', `/api/v1/manage/library/${kind}/action/`, {
        action: 'delete',
        objects: 'all',
      });
      expect(refused.status, kind).toBe(400);
    }
  });

  it('deleting an album takes its tracks and uploads out of the catalogue', async () => {
    const made = await makeAlbum(2);
    expect((await admin.send('DELETE', `/api/v1/manage/library/albums/${made.album}/`)).status).toBe(204);
    expect((await admin.fetch(`/api/v1/albums/${made.album}/`)).status).toBe(404);
    const tracks = await admin.json<Page>(`/api/v1/tracks/?q=${encodeURIComponent(made.title)}`);
    expect(tracks.count).toBe(0);
    expect((await admin.fetch(`/api/v1/manage/library/uploads/${made.uploads[0]}/`)).status).toBe(404);
    expect((await admin.send('DELETE', `/api/v1/manage/library/albums/${made.album}/`)).status).toBe(404);
  });

  it('tags: created by name, a duplicate refused, deleted by name and through the action', async () => {
    const created = await admin.send('POST', '/api/v1/manage/tags/', { name: 'ManagerTagOne' });
    expect(created.status).toBe(201);
    expect(shape(await created.json(), 'POST /api/v1/manage/tags/')).toEqual([]);
    const again = await admin.send('POST', '/api/v1/manage/tags/', { name: 'managertagone' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ name: ['tag with this name already exists.'] });
    expect((await admin.send('POST', '/api/v1/manage/tags/', { name: ' ' })).status).toBe(400);
    expect((await admin.send('DELETE', '/api/v1/manage/tags/ManagerTagOne/')).status).toBe(204);
    expect((await admin.fetch('/api/v1/manage/tags/ManagerTagOne/')).status).toBe(404);
    await admin.send('POST', '/api/v1/manage/tags/', { name: 'ManagerTagTwo' });
    const all = await admin.send('POST', '/api/v1/manage/tags/action/', { action: 'delete', objects: 'all' });
    expect(all.status).toBe(400);
    const named = await admin.send('POST', '/api/v1/manage/tags/action/', {
      action: 'delete',
      objects: ['ManagerTagTwo'],
    });
    expect(await named.json()).toMatchObject({ updated: 1, action: 'delete' });
  });

  it('deleting a channel takes its artist and library', async () => {
    const channels = await admin.json<Page<{ uuid: string; artist: { id: number } }>>('/api/v1/manage/channels/');
    const channel = channels.results[0]!;
    expect((await admin.send('DELETE', `/api/v1/manage/channels/${channel.uuid}/`)).status).toBe(204);
    expect((await admin.fetch(`/api/v1/channels/${channel.uuid}/`)).status).toBe(404);
    expect((await admin.fetch(`/api/v1/artists/${channel.artist.id}/`)).status).toBe(404);
  });
});

describe('mutations/ q', () => {
  it('takes is_approved and target tokens, and free words of the summary', async () => {
    const made = await makeAlbum(1);
    const pending = await demo.send('POST', `/api/v1/albums/${made.album}/mutations/`, {
      type: 'update',
      payload: { title: 'Renamed by q test' },
      summary: 'spelling fix',
    });
    expect(pending.status).toBe(201);
    const found = await admin.json<Page<{ summary: string }>>(
      `/api/v1/mutations/?q=${encodeURIComponent(`is_approved:null target:"album ${made.album}" spelling`)}`,
    );
    expect(found.results.map((edit) => edit.summary)).toEqual(['spelling fix']);
    const none = await admin.json<Page>(
      `/api/v1/mutations/?q=${encodeURIComponent(`is_approved:true target:"album ${made.album}"`)}`,
    );
    expect(none.count).toBe(0);
    const other = await admin.json<Page>(
      `/api/v1/mutations/?q=${encodeURIComponent(`target:"album ${made.album}" nothere`)}`,
    );
    expect(other.count).toBe(0);
  });
});
