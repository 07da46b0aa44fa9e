// The notifications' outbox writes against the real demo pod (seed: admin follows demo's library, so
// demo has one unread Follow): replayed after being made offline, and safe to send again.

import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readOutbox } from '../../db/outbox';
import { getDb } from '../../db/schema';
import { enqueueWrite } from '../outbox';
import { startOutboxHarness, type OutboxHarness } from '../testing/outbox-harness';
import { getSupportDates, listInbox } from './inbox-api';
import { isPendingRequest } from './model';
import { withWaitingReads, withWaitingReminders } from './queries';

let h: OutboxHarness;
let itemId: number;
beforeAll(async () => {
  h = await startOutboxHarness();
  itemId = h.sql<{ id: number }>('SELECT id FROM inbox_items WHERE user_id = ?', h.demoId)[0]!.id;
});
afterAll(() => h.stop());
beforeEach(async () => {
  h.network.mode = 'none';
  h.network.decide = null;
  h.refused.length = 0;
  h.network.delivered.length = 0;
  h.exec('UPDATE inbox_items SET is_read = 0 WHERE user_id = ?', h.demoId);
  await getDb().outbox.clear();
});

const readOnPod = (id: number) =>
  h.sql<{ is_read: number }>('SELECT is_read FROM inbox_items WHERE id = ?', id)[0]?.is_read;
const unreadOnPod = () =>
  h.sql<{ n: number }>('SELECT COUNT(*) AS n FROM inbox_items WHERE user_id = ? AND is_read = 0', h.demoId)[0]!.n;
const datesOnPod = () =>
  h.sql<{ i: string | null; f: string | null }>(
    'SELECT instance_support_message_display_date AS i, funkwhale_support_message_display_date AS f FROM users WHERE id = ?',
    h.demoId,
  )[0]!;

describe('the inbox as the screen reads it', () => {
  it('says who did what on which library', async () => {
    const page = await listInbox(h.http, 1);
    expect(page.ok).toBe(true);
    if (!page.ok) return;
    const [item] = page.data.results;
    expect(item).toMatchObject({
      id: itemId,
      isRead: false,
      kind: 'libraryFollow',
      actor: { preferredUsername: 'admin' },
      library: { name: "demo's uploads" },
      follow: { approved: true },
    });
    expect(isPendingRequest(item!)).toBe(false);
  });
});

describe('read and unread through the outbox', () => {
  it('a read made offline waits, shows at once over the cached page, and is sent when the pod is back', async () => {
    h.network.mode = 'down';
    await enqueueWrite(h.scope, { type: 'inboxRead', item: itemId, read: true });
    await h.replayer.retryNow();
    expect(readOnPod(itemId)).toBe(0);
    const page = await listInboxOffline();
    expect(withWaitingReads(page, [{ type: 'inboxRead', item: itemId, read: true }])[0]!.isRead).toBe(true);

    await h.reload();
    h.network.mode = 'none';
    await h.replayer.retryNow();
    expect(await readOutbox()).toEqual([]);
    expect(readOnPod(itemId)).toBe(1);
  });

  it('an unread whose answer was lost is sent again and counts as done', async () => {
    h.exec('UPDATE inbox_items SET is_read = 1 WHERE id = ?', itemId);
    await enqueueWrite(h.scope, { type: 'inboxRead', item: itemId, read: false });
    h.network.mode = 'cut-after';
    await h.replayer.retryNow();
    expect(readOnPod(itemId)).toBe(0);
    expect(await readOutbox()).toHaveLength(1);
    h.network.mode = 'none';
    await h.replayer.retryNow();
    expect(await readOutbox()).toEqual([]);
    expect(h.refused).toEqual([]);
    expect(h.network.delivered.filter((line) => line.includes(`/federation/inbox/${itemId}/`))).toHaveLength(2);
  });

  it('an item the pod no longer has needs nothing more: done, not refused', async () => {
    await enqueueWrite(h.scope, { type: 'inboxRead', item: 987654, read: true });
    await h.replayer.retryNow();
    expect(await readOutbox()).toEqual([]);
    expect(h.refused).toEqual([]);
  });

  it('"Mark all as read" sent twice (lost answer): the second finds nothing unread and is done', async () => {
    expect(unreadOnPod()).toBeGreaterThan(0);
    await enqueueWrite(h.scope, { type: 'inboxRead', item: null, read: true });
    h.network.mode = 'cut-after';
    await h.replayer.retryNow();
    expect(unreadOnPod()).toBe(0);
    h.network.mode = 'none';
    await h.replayer.retryNow();
    expect(await readOutbox()).toEqual([]);
    expect(h.refused).toEqual([]);
    expect(h.network.delivered.filter((line) => line.includes('/federation/inbox/action/'))).toHaveLength(2);
  });

  it('the waiting writes apply in the order they were made', () => {
    const item = { kind: 'other', actor: null, library: null, follow: null, date: null } as const;
    const items = [
      { ...item, id: 1, isRead: false },
      { ...item, id: 2, isRead: true },
    ];
    const shown = withWaitingReads(items, [
      { type: 'inboxRead', item: null, read: true },
      { type: 'inboxRead', item: 2, read: false },
    ]);
    expect(shown.map((item) => item.isRead)).toEqual([true, false]);
  });
});

describe('the support reminder through the outbox', () => {
  it('"60 days" made offline is sent after a reload; the pod holds the date', async () => {
    const date = new Date(Date.now() + 60 * 24 * 3600 * 1000).toISOString();
    h.network.mode = 'down';
    await enqueueWrite(h.scope, { type: 'supportReminder', username: 'demo', message: 'instance', date });
    await h.replayer.retryNow();
    expect(datesOnPod().i).not.toBe(date);
    expect(
      withWaitingReminders({ instance: null, funkwhale: null }, [
        { type: 'supportReminder', username: 'demo', message: 'instance', date },
      ]),
    ).toEqual({ instance: date, funkwhale: null });

    await h.reload();
    h.network.mode = 'none';
    await h.replayer.retryNow();
    expect(await readOutbox()).toEqual([]);
    expect(datesOnPod().i).toBe(date);
    const read = await getSupportDates(h.http);
    expect(read.ok && read.data.instance).toBe(date);
  });

  it('"never" whose answer was lost is sent again: the pod holds null, nothing refused', async () => {
    await enqueueWrite(h.scope, { type: 'supportReminder', username: 'demo', message: 'funkwhale', date: null });
    h.network.mode = 'cut-after';
    await h.replayer.retryNow();
    expect(datesOnPod().f).toBeNull();
    h.network.mode = 'none';
    await h.replayer.retryNow();
    expect(await readOutbox()).toEqual([]);
    expect(h.refused).toEqual([]);
    expect(datesOnPod().f).toBeNull();
  });
});

async function listInboxOffline() {
  const mode = h.network.mode;
  h.network.mode = 'none';
  const page = await listInbox(h.http, 1);
  h.network.mode = mode;
  if (!page.ok) throw new Error('inbox');
  return page.data.results;
}
