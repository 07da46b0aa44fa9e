import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { markdownToSafeHtml, sanitizeHtml } from '../text/sanitize';
import { isInternalPath } from '../text/urls';

/** App paths in rich text (@mentions, #hashtags) open through the router, not with a page load. */
function useInternalLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !isInternalPath(href) || anchor.target) return;
    event.preventDefault();
    void navigate(href);
  };
}

/** HTML a pod sends (description.html) is always sanitized before it is shown. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const onClick = useInternalLinks();
  if (!clean.trim()) return null;
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** Markdown source rendered with the options of spec 02 section 5, sanitized. */
export function Markdown({ text, className }: { text: string; className?: string }) {
  const clean = useMemo(() => markdownToSafeHtml(text), [text]);
  const onClick = useInternalLinks();
  if (!clean.trim()) return null;
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
