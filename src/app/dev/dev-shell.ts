// classic26: a dev-only way to mount the classic shell before the `ui-v2` switch (variant26) exists.
// In builds with the developer pages, `?devShell=classic` (kept for the tab in sessionStorage) makes
// Shell render ClassicShell around the same route table; `?devShell=new` goes back. Remove with the
// wrapper in Shell.tsx once the two route tables are in.

const KEY = 'shoal.devShell';

export function devClassicShell(): boolean {
  if (!(import.meta.env.DEV || import.meta.env.VITE_SHOAL_DEV_PAGES === '1')) return false;
  try {
    const asked = new URLSearchParams(window.location.search).get('devShell');
    if (asked) sessionStorage.setItem(KEY, asked);
    return sessionStorage.getItem(KEY) === 'classic';
  } catch {
    return false;
  }
}
