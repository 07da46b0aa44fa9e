// The mirrors' refresh on a pod that fails one list, or lacks one (a 1.4 pod has no
// `federation/follows/user/all/`): the other lists are still pulled, and the missing one is asked once.

import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readMirror, readSyncMeta, SCOPE_KEY, writeSyncMeta } from '../../db/mirror';
import { getDb } from '../../db/schema';
import { startOutboxHarness, type OutboxHarness } from '../testing/outbox-harness';
import { onSyncEvent, type SyncEvent } from '../core/events';
import { resetOddAnswers } from '../core/odd-answers';
import { MISSING_LISTS_KEY, PULL_ORDER, pullMirrors } from './pull';

let h: OutboxHarness;
beforeEach(async () => {
  h = await startOutboxHarness();
  h.network.delivered.splice(0);
});
afterEach(async () => {
  await h.stop();
});

/** The lists read since the last call, without the API prefix and query. */
const asked = () => h.network.delivered.splice(0).map((line) => line.replace(/^GET \/api\/v[12]\//, '').split('?')[0]);
const HTML_404 =
  '<!doctype html><html lang="en"><head><title>Not Found</title></head><body><h1>Not Found</h1></body></html>';

describe('pullMirrors', () => {
  it('pulls every list in spec order', async () => {
    expect((await pullMirrors(h.http, h.scope)).ok).toBe(true);
    expect(asked()).toEqual([
      'favorites/tracks/all/',
      'playlists/',
      // demo's one playlist, never pulled before: its track ids (an offline add checks them)
      'playlists/2/tracks/',
      'federation/follows/library/all/',
      'federation/follows/user/all/',
      'subscriptions/all/',
      'moderation/content-filters/',
    ]);
    expect(PULL_ORDER).toHaveLength(6);
  });

  it("a first pull for this user drops another user's sync facts but keeps the notification counts", async () => {
    const counts = { inbox: 1, pendingReviewEdits: 0, pendingReviewReports: 0, pendingReviewRequests: 0 };
    await writeSyncMeta(SCOPE_KEY, 'someone else');
    await writeSyncMeta(MISSING_LISTS_KEY, ['somewhere']);
    // Written by the live events for this session before the pull (a reload straight after a login).
    await writeSyncMeta('notificationCounts', counts);
    expect((await pullMirrors(h.http, h.scope)).ok).toBe(true);
    expect(await readSyncMeta(SCOPE_KEY)).toBe(h.scope);
    expect(await readSyncMeta(MISSING_LISTS_KEY)).toBeUndefined();
    expect(await readSyncMeta('notificationCounts')).toEqual(counts);
  });

  it('one list that fails does not stop the others: the lists after it are pulled and mirrored', async () => {
    h.running.pod.faults.add({
      method: 'GET',
      path: '^/api/v[12]/favorites/tracks/all/$',
      mode: 'refuse',
      status: 500,
      body: 'Server Error (500)',
    });
    h.running.pod.faults.add({
      method: 'GET',
      path: '^/api/v[12]/federation/follows/library/all/$',
      mode: 'refuse',
      status: 200,
      body: { unreadable: true },
    });
    const result = await pullMirrors(h.http, h.scope);
    expect(!result.ok && result.error.kind).toBe('invalid-response');
    expect(asked()).toEqual([
      'favorites/tracks/all/',
      'playlists/',
      // demo's one playlist, never pulled before: its track ids (an offline add checks them)
      'playlists/2/tracks/',
      'federation/follows/library/all/',
      'federation/follows/user/all/',
      'subscriptions/all/',
      'moderation/content-filters/',
    ]);
    // What came after the failures is mirrored: demo's playlists on the pod.
    const onPod = h.sql<{ id: number }>('SELECT p.id FROM playlists p WHERE p.user_id = ?', h.demoId).length;
    expect(onPod).toBeGreaterThan(0);
    expect(await getDb().playlistMirror.count()).toBe(onPod);
    expect(await readMirror('favorite')).toEqual([]);
  });

  it('an unreadable favorites answer keeps the mirrored favorites and says so once, quietly', async () => {
    expect((await pullMirrors(h.http, h.scope, ['favorite'])).ok).toBe(true);
    const mirrored = await readMirror('favorite');
    expect(mirrored.length).toBeGreaterThan(0);
    resetOddAnswers();
    const events: SyncEvent[] = [];
    const stop = onSyncEvent((event) => events.push(event));
    try {
      // What a proxy sends with a 200 in place of the pod's answer, then JSON cut short.
      h.running.pod.faults.add({
        method: 'GET',
        path: '^/api/v[12]/favorites/tracks/all/$',
        mode: 'refuse',
        status: 200,
        raw: '<!doctype html><p>Bad Gateway</p>',
        contentType: 'text/html',
        times: 1,
      });
      h.running.pod.faults.add({
        method: 'GET',
        path: '^/api/v[12]/favorites/tracks/all/$',
        mode: 'refuse',
        status: 200,
        raw: '{"count": 2, "results": [{"id"',
      });
      const result = await pullMirrors(h.http, h.scope, ['favorite']);
      expect(!result.ok && result.error.kind).toBe('invalid-response');
      expect((await pullMirrors(h.http, h.scope, ['favorite'])).ok).toBe(false);
      expect(await readMirror('favorite')).toEqual(mirrored);
      expect(events).toEqual([
        { type: 'message', text: { key: 'sync.oddAnswer.favorites' }, error: false, key: 'odd-answer:favorites' },
      ]);
      // A 5xx is not an odd answer: nothing more is said.
      h.running.pod.faults.clear();
      h.running.pod.faults.add({
        method: 'GET',
        path: '^/api/v[12]/favorites/tracks/all/$',
        mode: 'refuse',
        status: 503,
        body: 'down',
      });
      resetOddAnswers();
      await pullMirrors(h.http, h.scope, ['favorite']);
      expect(events).toHaveLength(1);
    } finally {
      stop();
      resetOddAnswers();
    }
  });

  it('a list the pod lacks (404) is asked once, remembered for that pod, and the refresh goes on quietly', async () => {
    h.running.pod.faults.add({
      method: 'GET',
      path: '^/api/v[12]/federation/follows/user/all/$',
      mode: 'refuse',
      status: 404,
      body: HTML_404,
    });
    expect((await pullMirrors(h.http, h.scope)).ok).toBe(true);
    expect(asked()).toContain('federation/follows/user/all/');
    expect(await readSyncMeta<string[]>(MISSING_LISTS_KEY)).toEqual([h.http.url('federation/follows/user/all/')]);

    // Every later refresh leaves it out, and the others go on being asked.
    expect((await pullMirrors(h.http, h.scope)).ok).toBe(true);
    expect((await pullMirrors(h.http, h.scope)).ok).toBe(true);
    const later = asked();
    expect(later).not.toContain('federation/follows/user/all/');
    expect(later.filter((path) => path === 'playlists/')).toHaveLength(2);
    expect(h.running.pod.faults.list()[0]?.matched).toBe(1);
  });

  it('a 404 of a list every pod has is a failure, not remembered', async () => {
    h.running.pod.faults.add({
      method: 'GET',
      path: '^/api/v[12]/subscriptions/all/$',
      mode: 'refuse',
      status: 404,
      body: HTML_404,
      times: 1,
    });
    expect((await pullMirrors(h.http, h.scope)).ok).toBe(false);
    expect(await readSyncMeta(MISSING_LISTS_KEY)).toBeUndefined();
    asked();
    expect((await pullMirrors(h.http, h.scope)).ok).toBe(true);
    expect(asked()).toContain('subscriptions/all/');
  });
});
