import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { bootstrap } from './bootstrap';
import { listenForInstallOffer } from './pwa/install';
import { markBuild, registerServiceWorker } from './pwa/register';
import './styles/theme.css';
import './styles/widgets.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

markBuild();
listenForInstallOffer();

void bootstrap().then(({ router, queryClient }) => {
  createRoot(root).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
  // After i18n is ready: the update offer is a translated message.
  registerServiceWorker();
});
