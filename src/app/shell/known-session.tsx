import { createContext, useContext, type ReactNode } from 'react';
import { useSession, type SessionRow } from '../../db/session';

/**
 * The session as the shell's gate has read it. Every `useSession()` starts undefined on its first
 * render (its live query has not answered yet), so a screen that branches on who is signed in (owner
 * or not, signed in or not, the pod's domain) would show the wrong branch for a frame: page-not-found
 * on a profile, "not your library" to its owner. Inside the shell the row is already known.
 */
const KnownSession = createContext<SessionRow | undefined>(undefined);

/** Given by the shell (ShellFrame) once its gate has the session row. */
export function KnownSessionProvider({ session, children }: { session: SessionRow; children: ReactNode }) {
  return <KnownSession.Provider value={session}>{children}</KnownSession.Provider>;
}

/**
 * The session row, known from the first render inside the shell (undefined only outside it, while
 * the row is read): what a screen uses when it branches on the session.
 */
export function useKnownSession(): SessionRow | undefined {
  const fromShell = useContext(KnownSession);
  const live = useSession();
  return live ?? fromShell;
}
