import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { embedClient } from '../../sync/playlists';
import { HttpClientProvider } from '../../sync/core';
import { initI18n, loadLaterStrings } from '../i18n/setup';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { EmbedPlayer, parseEmbedParams } from './EmbedPlayer';
import '../styles/theme.css';
import './embed.css';

// The embed page (issue 20): no session, no service worker, no router; the pod is this page's origin.
// embed.html loads the app's entry (src/app/main.tsx), which loads this chunk on that page only.
export function start(root: HTMLElement) {
  const client = embedClient(window.location.origin);
  const queryClient = new QueryClient();
  void initI18n(DEFAULT_LOCALE)
    .then(() => loadLaterStrings())
    .then(() => {
      createRoot(root).render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <HttpClientProvider client={client}>
              <EmbedPlayer params={parseEmbedParams(window.location.search)} />
            </HttpClientProvider>
          </QueryClientProvider>
        </StrictMode>,
      );
    });
}
