import { describe, expect, it } from 'vitest';
import {
  canForward,
  DEFAULT_REPORT_CATEGORIES,
  deletablePath,
  EMPTY_REPORT_DRAFT,
  mapManageReport,
  mapReportCategories,
  remoteDomainOf,
  reportCategoriesFor,
  reportFormProblems,
  reportPayload,
  reportStatusKey,
  type ReportFormContext,
} from './model';
import { manageReportSchema } from './schema';
import { v1Example } from '../testing/fixtures';

// What a real 1.4 pod's node info lists (real-1.4/nodeinfo.json): two categories open to visitors.
const podTypes =
  mapReportCategories([
    { type: 'takedown_request', label: 'Takedown request', anonymous: true },
    { type: 'invalid_metadata', label: 'Invalid metadata', anonymous: false },
    { type: 'illegal_content', label: 'Illegal content', anonymous: true },
    { type: 'offensive_content', label: 'Offensive content', anonymous: false },
    { type: 'other', label: 'Other', anonymous: false },
    { type: 'spam', label: 'Spam', anonymous: true },
  ]) ?? [];

const context = (patch: Partial<ReportFormContext> = {}): ReportFormContext => ({
  signedIn: true,
  remoteDomain: null,
  categories: podTypes,
  ...patch,
});

describe('report categories', () => {
  it('keeps the known categories of node info, in its order', () => {
    expect(podTypes.map((category) => category.type)).toEqual([
      'takedown_request',
      'invalid_metadata',
      'illegal_content',
      'offensive_content',
      'other',
    ]);
    expect(mapReportCategories(undefined)).toBeNull();
  });

  it('offers every category when signed in, only the anonymous ones to a visitor', () => {
    expect(reportCategoriesFor(podTypes, true)).toHaveLength(5);
    expect(reportCategoriesFor(podTypes, false).map((category) => category.type)).toEqual([
      'takedown_request',
      'illegal_content',
    ]);
    // With none marked anonymous (or no list at all) a visitor gets none: the form says reports are disabled.
    expect(reportCategoriesFor(DEFAULT_REPORT_CATEGORIES, false)).toEqual([]);
  });
});

describe('report form rules', () => {
  const draft = { ...EMPTY_REPORT_DRAFT, category: 'takedown_request', message: ' It is mine ' };

  it('needs a category the form offers', () => {
    expect(reportFormProblems({ ...draft, category: '' }, context())).toEqual(['category']);
    expect(reportFormProblems({ ...draft, category: 'other' }, context({ signedIn: false }))).toEqual([
      'category',
      'email',
    ]);
    expect(reportFormProblems(draft, context())).toEqual([]);
  });

  it('needs a valid e-mail from a visitor only', () => {
    const visitor = context({ signedIn: false });
    expect(reportFormProblems(draft, visitor)).toEqual(['email']);
    expect(reportFormProblems({ ...draft, email: 'not an address' }, visitor)).toEqual(['email']);
    expect(reportFormProblems({ ...draft, email: 'me@example.org' }, visitor)).toEqual([]);
  });

  it('sends the e-mail only when anonymous and the forward only for another pod’s object', () => {
    const target = { type: 'track', id: 42 } as const;
    const full = { ...draft, email: ' me@example.org ', forward: true };
    expect(reportPayload(full, target, context())).toEqual({
      type: 'takedown_request',
      summary: 'It is mine',
      target: { type: 'track', id: 42 },
    });
    expect(reportPayload(full, target, context({ signedIn: false }))).toMatchObject({
      submitter_email: 'me@example.org',
    });
    expect(canForward(context())).toBe(false);
    expect(canForward(context({ remoteDomain: 'remote.example.org' }))).toBe(true);
    expect(reportPayload(full, target, context({ remoteDomain: 'remote.example.org' }))).toMatchObject({
      forward: true,
    });
    expect(
      reportPayload({ ...full, forward: false }, target, context({ remoteDomain: 'remote.example.org' })),
    ).not.toHaveProperty('forward');
  });

  it('names accounts by full username and libraries and channels by uuid', () => {
    expect(reportPayload(draft, { type: 'account', fullUsername: 'bob@pod.example' }, context()).target).toEqual({
      type: 'account',
      full_username: 'bob@pod.example',
    });
    expect(reportPayload(draft, { type: 'library', uuid: 'u-1' }, context()).target).toEqual({
      type: 'library',
      uuid: 'u-1',
    });
  });

  it('reads another pod’s domain from the fid', () => {
    expect(remoteDomainOf(true, 'https://remote.example.org/federation/music/tracks/1')).toBeNull();
    expect(remoteDomainOf(false, 'https://remote.example.org/federation/music/tracks/1')).toBe('remote.example.org');
    expect(remoteDomainOf(false, null)).toBe('');
  });
});

describe('manage reports', () => {
  const api = manageReportSchema.parse(v1Example('GET /api/v1/manage/moderation/reports/{uuid}/'));

  it('reads the manage shape, with the status label of resolved and unresolved', () => {
    const report = mapManageReport(api);
    expect(report).toMatchObject({
      category: 'invalid_metadata',
      target: { type: 'track', id: 42 },
      targetType: 'track',
      resolved: false,
      submitterEmail: 'Milford1@yahoo.com',
    });
    expect(report.notes[0]?.summary).toBe('Contacted the uploader');
    expect(reportStatusKey(report)).toBe('reports22.status.unresolved');
    expect(reportStatusKey({ resolved: true })).toBe('reports22.status.resolved');
  });

  it('keeps the frozen copy’s type once the object is gone, and offers no delete then', () => {
    const gone = mapManageReport({ ...api, target: null });
    expect(gone.target).toBeNull();
    expect(gone.targetType).toBe('track');
    expect(deletablePath(gone.target)).toBeNull();
    expect(deletablePath({ type: 'track', id: 42 })).toBe('manage/library/tracks/42/');
    expect(deletablePath({ type: 'playlist', id: 1 })).toBeNull();
  });
});
