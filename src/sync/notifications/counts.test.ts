import { describe, expect, it } from 'vitest';
import { clampCounts, countsReducer, ZERO_COUNTS } from './counts';
import type { LiveEvent } from '../live';

const start = { inbox: 2, pendingReviewEdits: 3, pendingReviewReports: 4, pendingReviewRequests: 5 };
const mutation = (type: 'mutation.created' | 'mutation.updated', count: number) =>
  ({ type, mutation: {}, pending_review_count: count }) as LiveEvent;

describe('countsReducer', () => {
  it('counts an inbox item up by one', () => {
    expect(countsReducer(start, { type: 'inbox.item_added', item: {} })).toEqual({ ...start, inbox: 3 });
  });

  it('takes the totals the pod sends for edits, reports and requests', () => {
    expect(countsReducer(start, mutation('mutation.created', 7))).toEqual({ ...start, pendingReviewEdits: 7 });
    expect(countsReducer(start, mutation('mutation.updated', 0))).toEqual({ ...start, pendingReviewEdits: 0 });
    expect(countsReducer(start, { type: 'report.created', report: {}, unresolved_count: 9 })).toEqual({
      ...start,
      pendingReviewReports: 9,
    });
    expect(countsReducer(start, { type: 'user_request.created', user_request: {}, pending_count: 1 })).toEqual({
      ...start,
      pendingReviewRequests: 1,
    });
  });

  it('never goes below 0 (spec 01 section 5)', () => {
    expect(countsReducer(start, mutation('mutation.updated', -4)).pendingReviewEdits).toBe(0);
    expect(
      countsReducer(start, { type: 'report.created', report: {}, unresolved_count: -1 }).pendingReviewReports,
    ).toBe(0);
    expect(
      clampCounts({ inbox: -1, pendingReviewEdits: Number.NaN, pendingReviewReports: 2.7, pendingReviewRequests: -0 }),
    ).toEqual({
      ...ZERO_COUNTS,
      pendingReviewReports: 2,
    });
  });

  it('leaves the counts alone for other events', () => {
    const listen = {
      type: 'Listen',
      id: 'https://pod/@a/listenings/tracks/1',
      actor: { local_id: 'a' },
      object: { local_id: 1 },
    } as LiveEvent;
    expect(countsReducer(start, listen)).toBe(start);
    expect(countsReducer(start, { type: 'import.status_updated', new_status: 'finished', upload: { uuid: 'u' } })).toBe(
      start,
    );
  });
});
