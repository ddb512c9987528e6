import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '#client/app/app';
import { preloadPageFor } from '#client/app/pages';
import { createQueryClient } from '#client/lib/query-client';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

preloadPageFor(window.location.pathname);
createRoot(root).render(
  <StrictMode>
    <App queryClient={createQueryClient()} />
  </StrictMode>,
);
