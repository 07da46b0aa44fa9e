import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../../logger';
import { podClient } from '../testing/queries';
import { json } from '../testing/responses';
import { fetchNotificationCounts, fetchPendingEditsCount, fetchUnreadInboxCount } from './api';

afterEach(() => vi.restoreAllMocks());
const page = (count: number) => json({ count, next: null, previous: null, results: [] });
const pathAndQuery = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

describe('notification counts', () => {
  it('ask one item of each filtered list and read its count (spec 01 section 7)', async () => {
    const { http, fetchImpl } = podClient((request) => {
      const path = new URL(request.url).pathname;
      return page(
        { '/api/v1/federation/inbox/': 1, '/api/v1/mutations/': 2, '/api/v1/manage/moderation/reports/': 3 }[path] ?? 4,
      );
    });
    expect(await fetchNotificationCounts(http, { library: true, moderation: true })).toEqual({
      inbox: 1,
      pendingReviewEdits: 2,
      pendingReviewReports: 3,
      pendingReviewRequests: 4,
    });
    expect(fetchImpl.calls.map((call) => pathAndQuery(call.url)).sort()).toEqual([
      '/api/v1/federation/inbox/?is_read=false&page_size=1',
      '/api/v1/manage/moderation/reports/?is_handled=false&page_size=1',
      '/api/v1/manage/moderation/requests/?status=pending&page_size=1',
      '/api/v1/mutations/?is_approved=null&page_size=1',
    ]);
  });

  it('ask only what the permission flags allow; the others are 0 (spec 01 section 6)', async () => {
    const { http, fetchImpl } = podClient(page(5), page(6));
    expect(await fetchNotificationCounts(http, { library: true, moderation: false })).toEqual({
      inbox: 5,
      pendingReviewEdits: 6,
      pendingReviewReports: 0,
      pendingReviewRequests: 0,
    });
    expect(fetchImpl.calls).toHaveLength(2);
  });

  it('count a failure, an odd answer or a lost network as 0 (spec 01 section 8)', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    expect(await fetchUnreadInboxCount(podClient(json({ detail: 'Not found.' }, 404)).http)).toBe(0);
    expect(await fetchUnreadInboxCount(podClient(json({ detail: 'Permission denied' }, 403)).http)).toBe(0);
    expect(await fetchPendingEditsCount(podClient(json({ count: 'many' })).http)).toBe(0);
    expect(await fetchPendingEditsCount(podClient(new TypeError('Failed to fetch')).http)).toBe(0);
  });
});
