import { Navigate } from 'react-router';
import { useSession } from '../../db/session';

/**
 * `/manage` has no screen of its own: it opens the first administration area the user may use (the
 * order of the sidebar's administration section), or library home for anyone else.
 */
export function ManageIndex() {
  const session = useSession();
  if (!session) return null;
  const permissions = session.profile?.permissions;
  const to = permissions?.settings
    ? '/manage/settings'
    : permissions?.library
      ? '/manage/library'
      : permissions?.moderation
        ? '/manage/moderation'
        : '/library';
  return <Navigate replace to={to} />;
}
