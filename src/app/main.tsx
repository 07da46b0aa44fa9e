import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { bootstrap } from './bootstrap';
import './styles/theme.css';
import './styles/widgets.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

void bootstrap().then(({ router, queryClient }) => {
  createRoot(root).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
});
