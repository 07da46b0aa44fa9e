import { describe, expect, it } from 'vitest';
import { navSections, type NavContext } from './nav-sections';

const none = { library: false, moderation: false, settings: false };
const base: NavContext = { variant: 'new', signedIn: true, permissions: none, channelsOn: true, counts: null };
const paths = (ctx: NavContext) => navSections(ctx).flatMap((section) => section.entries.map((entry) => entry.to));
const titles = (ctx: NavContext) => navSections(ctx).map((section) => section.title);

describe('navSections', () => {
  it('shows an anonymous visitor Explore only, with home at /', () => {
    const ctx = { ...base, signedIn: false, permissions: null };
    expect(titles(ctx)).toEqual(['nav.explore']);
    expect(paths(ctx)[0]).toBe('/');
  });

  it('shows no Administration without a permission', () => {
    expect(titles(base)).toEqual(['nav.explore', 'nav.myLibrary']);
  });

  it('shows each permission its own administration entries', () => {
    const admin = (permissions: NavContext['permissions']) =>
      navSections({ ...base, permissions })
        .find((section) => section.title === 'nav.administration')
        ?.entries.map((entry) => entry.to);
    expect(admin({ ...none, library: true })).toEqual(['/manage/library/edits', '/manage/library/artists']);
    expect(admin({ ...none, moderation: true })).toEqual(['/manage/moderation/reports', '/manage/moderation/requests']);
    expect(admin({ ...none, settings: true })).toEqual(['/manage/settings', '/manage/users']);
    expect(admin({ library: true, moderation: true, settings: true })).toHaveLength(6);
  });

  it('carries the counters with the names that say them', () => {
    const counts = { inbox: 3, pendingReviewEdits: 2, pendingReviewReports: 0, pendingReviewRequests: 5 };
    const entries = navSections({
      ...base,
      counts,
      permissions: { library: true, moderation: true, settings: false },
    }).flatMap((section) => section.entries);
    const count = (to: string) => entries.find((entry) => entry.to === to)?.count;
    expect(count('/notifications')).toEqual({ value: 3, label: 'notifications21Shell.navUnread' });
    expect(count('/manage/library/edits')).toEqual({ value: 2, label: 'nav.pendingEditsCount' });
    expect(count('/manage/moderation/reports')).toEqual({ value: 0, label: 'nav.reportsUnresolved' });
    expect(count('/manage/moderation/requests')).toEqual({ value: 5, label: 'nav.requestsPending' });
  });

  it('links the classic variant to the libraries instead of uploads, without channels browse', () => {
    const newer = paths(base);
    const classic = paths({ ...base, variant: 'classic' });
    expect(newer).toContain('/upload');
    expect(newer).toContain('/library/channels');
    expect(classic).not.toContain('/upload');
    expect(classic).not.toContain('/library/channels');
    expect(classic).toContain('/content/libraries');
    // Nothing else differs.
    expect(newer.filter((to) => to !== '/upload' && to !== '/library/channels')).toEqual(
      classic.filter((to) => to !== '/content/libraries'),
    );
  });

  it('leaves the channel entries out when channels are off on the pod', () => {
    const off = paths({ ...base, channelsOn: false });
    expect(off).not.toContain('/library/podcasts');
    expect(off).not.toContain('/library/channels');
    expect(off).not.toContain('/subscriptions');
  });
});
