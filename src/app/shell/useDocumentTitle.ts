import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Issue 25 (axe25): each screen's document title names it, so tabs, history and a screen reader's
 * announcement of the page tell screens apart. The title follows the screen's h1 (every screen has
 * exactly one) and, on a screen of tabs, the tab shown (or the element marked `data-title-part`);
 * until a heading shows, the app's name.
 *
 * polish29: it watches the main landmark it reads (`mainRef`), not the whole body: the player bar's
 * progress, the queue and the messages change the page many times a second outside it.
 */
export function useDocumentTitle(mainRef: RefObject<HTMLElement | null>): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const app = t('app.name');
    const main = mainRef.current;
    const update = () => {
      const screen = main?.querySelector('h1')?.textContent?.trim();
      const current = main?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"], nav [aria-current="page"]');
      // On a page below the tab (a report of the reports tab), the page's own first heading names it.
      const below = current instanceof HTMLAnchorElement && current.pathname !== location.pathname;
      // sw25: a screen about the same object as another (an album and its edit screen) names its part.
      const part = main?.querySelector('[data-title-part]');
      const tab = (
        part ?? (below ? [...(main?.querySelectorAll('h2') ?? [])].find((heading) => !heading.closest('nav')) : current)
      )?.textContent?.trim();
      const title = !screen
        ? app
        : tab && tab !== screen
          ? t('axe25Title.tab', { tab, screen, app })
          : t('axe25Title.screen', { screen, app });
      if (document.title !== title) document.title = title;
    };
    update();
    if (!main) return;
    const observer = new MutationObserver(update);
    observer.observe(main, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-selected', 'aria-current'],
    });
    return () => {
      observer.disconnect();
      // No screen (the shell's splash while it decides): the app's name, as before any heading.
      document.title = app;
    };
  }, [mainRef, t, i18n.language]);
}
