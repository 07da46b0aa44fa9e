import { useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../db/session';
import { HELD_IMAGE_ATTR, markdownToSafeHtml, sanitizeHtml, type ImagePolicy } from '../text/sanitize';
import { isInternalPath } from '../text/urls';

/** App paths in rich text (@mentions, #hashtags) open through the router, not with a page load. */
function useInternalLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !isInternalPath(href) || anchor.target) return;
    event.preventDefault();
    void navigate(href);
  };
}

/** Images of the app's and the pod's origins load; others wait until the user asks (issue 15: no tracking pixels). */
function useImagePolicy(): [ImagePolicy, () => void] {
  const session = useSession();
  const [showRemote, setShowRemote] = useState(false);
  const policy = useMemo(() => {
    const origins = [window.location.origin];
    if (session?.instanceUrl) origins.push(new URL(session.instanceUrl).origin);
    return { allowedOrigins: origins, showRemote };
  }, [session?.instanceUrl, showRemote]);
  return [policy, () => setShowRemote(true)];
}

function RichText({ clean, className, onShowImages }: { clean: string; className?: string; onShowImages: () => void }) {
  const { t } = useTranslation();
  const onClick = useInternalLinks();
  if (!clean.trim()) return null;
  return (
    <>
      <div className={className} dir="auto" onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />
      {clean.includes(HELD_IMAGE_ATTR) && (
        <button type="button" className="button button--small held-images" onClick={onShowImages}>
          {t('richText.showRemoteImages')}
        </button>
      )}
    </>
  );
}

/** HTML a pod sends (description.html) is always sanitized before it is shown. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [policy, showRemote] = useImagePolicy();
  const clean = useMemo(() => sanitizeHtml(html, policy), [html, policy]);
  return <RichText clean={clean} className={className} onShowImages={showRemote} />;
}

/** Markdown source rendered with the options of spec 02 section 5, sanitized. */
export function Markdown({ text, className }: { text: string; className?: string }) {
  const [policy, showRemote] = useImagePolicy();
  const clean = useMemo(() => markdownToSafeHtml(text, policy), [text, policy]);
  return <RichText clean={clean} className={className} onShowImages={showRemote} />;
}
