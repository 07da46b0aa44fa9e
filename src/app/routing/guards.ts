import type { PermissionFlag } from '../../db/session';
import { isRemoteProfilePath } from '../profiles/handle';

export interface GuardContext {
  /** The instance URL is still the placeholder (no pod chosen yet). */
  placeholderInstance: boolean;
  authenticated: boolean;
  permissions: Record<PermissionFlag, boolean>;
  /** The host of the instance URL: profiles of other domains are for logged-in users (profile18). */
  instanceDomain?: string | null;
}

interface GuardTarget {
  pathname: string;
  search?: string;
  hash?: string;
}

const INSTANCE_CHOOSER_PATH = '/instance-chooser';
const LIBRARY_HOME = '/library';

// Account settings are the user's own: spec 01 leaves them unsaid, a pod answers them only signed in.
// So is "my library" (`scope=me`): an anonymous visitor would only ever read "Nothing here yet".
// Uploads go into the user's libraries, against the user's quota.
const LOGIN_REQUIRED = ['/favorites', '/authorize', '/settings', '/library/me', '/upload'];
// remote18: the libraries one follows on other pods are the user's own too.
LOGIN_REQUIRED.push('/content/remote');
// Issue 18 (lib18): adding and managing content is the user's own (libraries, remote follows, files).
LOGIN_REQUIRED.push('/content');
// notif21: the notifications are the user's inbox.
LOGIN_REQUIRED.push('/notifications');

/** manage routes by prefix and the permission flag each needs (spec 01 section 6). */
const MANAGE_FLAGS: ReadonlyArray<[string, PermissionFlag]> = [
  ['/manage/settings', 'settings'],
  ['/manage/users', 'settings'],
  ['/manage/library', 'library'],
  ['/manage/moderation', 'moderation'],
];

function underPath(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

function withNext(path: string, target: GuardTarget): string {
  const next = `${target.pathname}${target.search ?? ''}${target.hash ?? ''}`;
  return `${path}?${new URLSearchParams({ next }).toString()}`;
}

/**
 * Where the router must send a navigation instead, or null to let it through.
 * The rules of spec 01 sections 2 and 6; checked on every route change.
 */
export function redirectFor(target: GuardTarget, ctx: GuardContext): string | null {
  const { pathname } = target;

  if (pathname === '/index.html') return `/${target.search ?? ''}${target.hash ?? ''}`;

  if (ctx.placeholderInstance) {
    return pathname === INSTANCE_CHOOSER_PATH ? null : withNext(INSTANCE_CHOOSER_PATH, target);
  }

  if (ctx.authenticated && pathname === '/') return LIBRARY_HOME;
  // Logging in lands here too: the login page's own `next` wins over library home.
  if (ctx.authenticated && pathname === '/login') return safeNext(new URLSearchParams(target.search ?? '').get('next'));

  if (!ctx.authenticated && LOGIN_REQUIRED.some((path) => underPath(pathname, path))) {
    return withNext('/login', target);
  }
  // Spec 01 section 6: an anonymous visitor opening the profile of a remote domain goes to login.
  if (!ctx.authenticated && isRemoteProfilePath(pathname, ctx.instanceDomain ?? null))
    return withNext('/login', target);

  // `/manage` itself has no screen: it opens the first area the user may use (the sidebar's order).
  if (pathname === '/manage' || pathname === '/manage/') {
    const area = ctx.authenticated ? MANAGE_FLAGS.find(([, flag]) => ctx.permissions[flag]) : undefined;
    return area ? area[0] : LIBRARY_HOME;
  }
  if (underPath(pathname, '/manage')) {
    const rule = MANAGE_FLAGS.find(([prefix]) => underPath(pathname, prefix));
    if (!rule || !ctx.authenticated || !ctx.permissions[rule[1]]) return LIBRARY_HOME;
  }

  return null;
}

/**
 * A `next` query value is only followed when it stays inside the app, so a crafted
 * link cannot send a user off to another site after logging in.
 */
export function safeNext(next: string | null | undefined, fallback = LIBRARY_HOME): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}
