// Issue 17: the screens a start shows (the anonymous home, the library home, login) are chunks of
// their own, so that each visitor's first script holds none of them. Before the first render, start-up loads
// the one its path and session lead to (preloadFirstScreen), so the screen renders at once, with no
// loading state in between; any other start loads it as any lazy screen (the shell's Suspense).

import { lazy, useState, type ComponentType } from 'react';

function firstScreen(importer: () => Promise<ComponentType>) {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const load = () =>
    (loading ??= importer().then(
      (screen) => (loaded = screen),
      (error: unknown) => {
        // Asked again next time (the lazy one shows the failure inside the shell, with a reload).
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await load() }));
  /** The loaded screen itself, or its lazy stand-in: chosen once per mount, so it never remounts. */
  function Screen() {
    const [Shown] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Shown />;
  }
  return { load, Screen };
}

const anonymousHome = firstScreen(async () => (await import('../home/HomeScreen')).HomeScreen);
const libraryHome = firstScreen(async () => (await import('../library/LibraryHome')).LibraryHome);
// s29: the login form (with the OAuth button and the sign-up links) is a start's screen on /login only.
const login = firstScreen(async () => (await import('../auth/LoginScreen')).LoginScreen);

export const HomeScreen = anonymousHome.Screen;
export const LibraryHome = libraryHome.Screen;
export const LoginScreen = login.Screen;

/**
 * The screen that a start on `pathname` shows: the anonymous home on `/`, the library home on `/` for
 * a signed-in user (the guard sends them on) and on `/library`, the login form on `/login`; none elsewhere.
 */
export function firstScreenOf(pathname: string, signedIn: boolean): 'anonymous' | 'library' | 'login' | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || path === '/index.html') return signedIn ? 'library' : 'anonymous';
  return path === '/library' ? 'library' : path === '/login' ? 'login' : null;
}

const screens = { anonymous: anonymousHome, library: libraryHome, login };

/** s29: the login form's chunk, for a visitor who is likely to ask for it next (bootstrap.ts). */
export function preloadLogin(): Promise<void> {
  return login.load().then(
    () => undefined,
    () => undefined,
  );
}

/** Loads the screen of this start, if any; a failure is left to the screen (it shows it, with a reload). */
export async function preloadFirstScreen(pathname: string, signedIn: boolean): Promise<void> {
  const screen = firstScreenOf(pathname, signedIn);
  if (screen === null) return;
  await screens[screen].load().catch(() => undefined);
}
