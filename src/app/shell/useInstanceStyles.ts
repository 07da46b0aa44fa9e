import { useEffect } from 'react';
import { useFrontSettings, useInstanceSettings } from '../../sync/instance';

/**
 * The pod's own look: `ui.custom_css` from the instance settings and the front settings'
 * `additionalStylesheets`, both set by the pod's administrators.
 */
export function useInstanceStyles(): void {
  const settings = useInstanceSettings();
  const front = useFrontSettings(window.location.origin);
  const customCss = settings.data?.ui.customCss ?? '';
  const sheets = front.data?.additionalStylesheets;

  useEffect(() => {
    if (!customCss) return;
    const style = document.createElement('style');
    style.dataset.source = 'instance-custom-css';
    style.textContent = customCss;
    document.head.append(style);
    return () => style.remove();
  }, [customCss]);

  useEffect(() => {
    if (!sheets?.length) return;
    const links = sheets.map((href) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      document.head.append(link);
      return link;
    });
    return () => links.forEach((link) => link.remove());
  }, [sheets]);
}
