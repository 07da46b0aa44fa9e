import { useEffect } from 'react';
import { useFrontSettings, useInstanceSettingsOrDefaults } from '../../sync/instance';

/**
 * The pod's own look: `ui.custom_css` from the instance settings and the front settings'
 * `additionalStylesheets`, both set by the pod's administrators, on every screen, replaced when
 * they change.
 *
 * The custom CSS is a constructed style sheet adopted by the document, not a `<style>` element:
 * a Content-Security-Policy without `style-src 'unsafe-inline'` blocks inline `<style>` text but
 * not style sheets built through the CSSOM. Adopted sheets come after every sheet of the document,
 * so the custom CSS wins over Shoal's styles at equal specificity. The stylesheets are `<link>`s
 * appended in order after Shoal's own (allowed by `style-src` as any file of the pod or of its
 * `https:` sources is); being document sheets, they cascade before the adopted custom CSS.
 */
export function useInstanceStyles(): void {
  const customCss = useInstanceSettingsOrDefaults().ui.customCss;
  const front = useFrontSettings(window.location.origin);
  const sheets = front.data?.additionalStylesheets;

  useEffect(() => {
    if (!customCss) return;
    return adoptCss(customCss);
  }, [customCss]);

  useEffect(() => {
    if (!sheets?.length) return;
    const links = sheets.map((href) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.dataset.source = 'instance-stylesheet';
      document.head.append(link);
      return link;
    });
    return () => links.forEach((link) => link.remove());
  }, [sheets]);
}

/** Adds the CSS to the document's adopted sheets; the returned function takes it away again. */
function adoptCss(css: string): () => void {
  if (typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype && document.adoptedStyleSheets) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }
  // A browser without constructed sheets (none Shoal supports today): an element, which a strict CSP blocks.
  const style = document.createElement('style');
  style.dataset.source = 'instance-custom-css';
  style.textContent = css;
  document.head.append(style);
  return () => style.remove();
}
