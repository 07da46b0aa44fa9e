import { useLocation } from 'react-router';
import { useSession, type SessionRow } from '../../db/session';
import { useSessionCheckedThisRun } from '../../sync/session';
import { redirectFor } from '../routing/guards';
import { instanceDomainOf } from '../profiles/handle';

/** What a shell shows for the current path: the splash, a redirect, or its frame. */
export type ShellGate = { kind: 'splash' } | { kind: 'redirect'; to: string } | { kind: 'ready'; session: SessionRow };

/**
 * The splash, guards and redirect logic every shell (newer and classic) runs before its frame
 * (spec 01 section 2), so both decide the same way.
 */
export function useShellGate(): ShellGate {
  const location = useLocation();
  const session = useSession();
  const checkedThisRun = useSessionCheckedThisRun();

  // Only a first start waits (for the front settings to name the pod). Once the pod is known, the
  // screens render from what is stored and the session check runs behind (issue 17).
  if (!session || (session.instanceUrl === null && !session.checked)) return { kind: 'splash' };

  const profile = session.profile;
  const redirect = redirectFor(location, {
    placeholderInstance: session.instanceUrl === null,
    authenticated: profile !== null,
    permissions: profile?.permissions ?? { settings: false, library: false, moderation: false },
    instanceDomain: instanceDomainOf(session.instanceUrl),
  });
  if (redirect) {
    // Turned away for want of a sign-in or a permission the stored session lacks: this run's check
    // may still find one (a pod cookie set elsewhere), so the deep link waits for it, not lost.
    const mayChange = profile === null || location.pathname.startsWith('/manage');
    if (mayChange && (!checkedThisRun || !session.checked) && session.instanceUrl !== null) return { kind: 'splash' };
    return { kind: 'redirect', to: redirect };
  }
  return { kind: 'ready', session };
}
