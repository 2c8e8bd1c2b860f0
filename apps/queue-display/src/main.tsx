import { startAppUpdates, UpdateBanner } from '@clinic/pwa';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
    {/* Nobody answers prompts on a wall-mounted TV: take the update after a short notice. */}
    <UpdateBanner autoAcceptMs={10_000} />
  </StrictMode>,
);

if (import.meta.env.PROD) startAppUpdates({ updateIntervalMs: 15 * 60 * 1000 });
