import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Issue 25 (axe25): each screen's document title names it, so tabs, history and a screen reader's
 * announcement of the page tell screens apart. The title follows the screen's h1 (every screen has
 * exactly one) and, on a screen of tabs, the tab shown (or the element marked `data-title-part`);
 * until a heading shows, the app's name.
 */
export function useDocumentTitle(): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const app = t('app.name');
    const update = () => {
      const main = document.getElementById('main');
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
    const observer = new MutationObserver(update);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-selected', 'aria-current'],
    });
    return () => observer.disconnect();
  }, [t, i18n.language]);
}
