import { startAppUpdates, UpdateBanner } from '@clinic/pwa';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
    {/* Patients may not answer the prompt: apply the update by itself after a while. */}
    <UpdateBanner autoAcceptMs={30_000} />
  </StrictMode>,
);

if (import.meta.env.PROD) startAppUpdates({ updateIntervalMs: 15 * 60 * 1000 });
