import { i18n } from '@clinic/i18n';
import { displayDictionaries } from '@clinic/i18n/display';
import { startAppUpdates } from '@clinic/pwa';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

i18n.addDictionaries(displayDictionaries);

// No update prompt: nobody answers prompts on a wall-mounted TV. A waiting version installs itself at a quiet
// moment, between calls (useIdleUpdate).
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

if (import.meta.env.PROD) startAppUpdates({ updateIntervalMs: 15 * 60 * 1000 });
