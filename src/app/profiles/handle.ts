// Profile routes (spec 01 section 2): `/@{username}` for an account of this pod, `/@{username}@{domain}`
// for any account, each with the children overview, activity and manageUploads.

interface ProfileHandle {
  username: string;
  /** null in `/@{username}`: the account is on this pod. */
  domain: string | null;
}

const HANDLE = /^@([^@/\s]+)(?:@([^@/\s]+))?$/;

/** The handle of a profile route's first segment (`@name` or `@name@domain`), or null. */
export function parseProfileHandle(segment: string | undefined): ProfileHandle | null {
  if (segment === undefined) return null;
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const match = HANDLE.exec(text);
  if (!match) return null;
  return { username: match[1]!, domain: match[2]?.toLowerCase() ?? null };
}

/** `name@domain`, what the pod's actor endpoints and `scope=actor:` take. */
export function fullUsernameOf(handle: ProfileHandle, instanceDomain: string): string {
  return `${handle.username}@${handle.domain ?? instanceDomain.toLowerCase()}`;
}

/** The host of the instance URL (`pod.example` or `127.0.0.1:8080`), the domain of its accounts. */
export function instanceDomainOf(instanceUrl: string | null): string | null {
  if (instanceUrl === null) return null;
  try {
    return new URL(instanceUrl).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Spec 01 section 6: an anonymous visitor opening the profile of another domain goes to login. True
 * when the path is a profile route (or one of its children) naming a domain other than this pod's.
 */
export function isRemoteProfilePath(pathname: string, instanceDomain: string | null): boolean {
  const [, first, ...rest] = pathname.split('/');
  if (rest.length > 1) return false;
  const handle = parseProfileHandle(first);
  if (handle === null || handle.domain === null) return false;
  return instanceDomain === null || handle.domain !== instanceDomain.toLowerCase();
}
