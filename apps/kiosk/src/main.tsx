import { i18n } from '@clinic/i18n';
import { kioskDictionaries } from '@clinic/i18n/kiosk';
import { startAppUpdates } from '@clinic/pwa';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

i18n.addDictionaries(kioskDictionaries);

// No update prompt: patients would not know what to answer. A waiting version installs itself when the
// kiosk is idle on its start screen (useIdleUpdate).
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

if (import.meta.env.PROD) startAppUpdates({ updateIntervalMs: 15 * 60 * 1000 });
