import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '#client/app/app';
import { preloadPageFor } from '#client/app/pages';
import { createQueryClient } from '#client/lib/query-client';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// A page the back/forward cache brings back is as its last viewer left it, maybe someone who
// signed out since (Back, at a shared computer): load it afresh, as whoever is signed in now.
window.addEventListener('pageshow', (event) => {
  if (event.persisted) window.location.reload();
});

preloadPageFor(window.location.pathname);
createRoot(root).render(
  <StrictMode>
    <App queryClient={createQueryClient()} />
  </StrictMode>,
);
