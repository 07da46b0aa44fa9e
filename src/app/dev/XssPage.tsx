// The sanitizer harness of tests/e2e/180-xss.spec.ts: payloads handed in by the test are rendered
// through both paths a pod's text takes (markdown, and description.html through SafeHtml).

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown, SafeHtml } from '../widgets/SafeHtml';

declare global {
  interface Window {
    __shoalRenderPayloads?: (payloads: string[]) => void;
  }
}

export function XssPage() {
  const { t } = useTranslation();
  const [payloads, setPayloads] = useState<string[]>([]);
  useEffect(() => {
    window.__shoalRenderPayloads = setPayloads;
    return () => {
      delete window.__shoalRenderPayloads;
    };
  }, []);
  return (
    <div className="page">
      <h1>{t('dev.xss')}</h1>
      <p role="status" data-count={payloads.length}>
        {t('dev.rendered', { count: payloads.length })}
      </p>
      <div id="xss-output">
        {payloads.map((payload, index) => (
          <div key={index} data-index={index}>
            <div data-path="html">
              <SafeHtml html={payload} />
            </div>
            <div data-path="markdown">
              <Markdown text={payload} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
