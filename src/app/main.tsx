import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { afterFirstRender, bootstrap } from './bootstrap';
import { yieldToMain } from './idle';
import { listenForInstallOffer } from './pwa/install';
import { markBuild } from './pwa/register';
import { logger } from '../logger';
import { catchUnexpectedErrors } from './error-reports/unexpected';
import './styles/theme.css';
import './styles/widgets.css';

// The embed page (embed.html, issue 20) has the same entry, so the build has one: its player is a chunk
// of its own, loaded on that page only (two entries cost a runtime chunk on every start, and put the
// embed's code in the app's first chunk).
const root = document.getElementById('root');
const embedRoot = document.getElementById('embed-root');
// lead30: the start runs in a task of its own, after the one that evaluated the scripts.
if (root) void yieldToMain().then(() => start(root));
else if (embedRoot) void import('./embed/start').then((embed) => embed.start(embedRoot));

function start(root: HTMLElement) {
  markBuild();
  catchUnexpectedErrors();
  // Spec 01 section 8: a failed load of a chunk raises a preload-error event; it is not cancelled, so
  // the import throws and the screen's error boundary (shell/ScreenError) shows it, with a reload.
  window.addEventListener('vite:preloadError', (event) => {
    logger.error('A part of the app could not be loaded', (event as Event & { payload?: unknown }).payload);
  });
  listenForInstallOffer();

  void bootstrap().then(async ({ queryClient }) => {
    await yieldToMain();
    const reactRoot = createRoot(root);
    // lead30: the first render is a transition, so React renders it in slices (the static shell stays
    // on screen until it commits).
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <App queryClient={queryClient} />
        </StrictMode>,
      ),
    );
    afterFirstRender(queryClient);
  });
}
