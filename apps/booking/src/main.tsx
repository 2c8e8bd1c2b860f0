import { i18n } from '@clinic/i18n';
import { bookingDictionaries } from '@clinic/i18n/booking';
import { startAppUpdates, UpdateBanner } from '@clinic/pwa';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { loadFirstProfile } from './site/first-profile';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

i18n.addDictionaries(bookingDictionaries);

// The first paint is the clinic's page with its profile (see loadFirstProfile), not a spinner.
loadFirstProfile(window.location.pathname).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
      <UpdateBanner />
    </StrictMode>,
  ),
);

// 3 s after load: the worker's precache downloads must not compete with the first screen on a patient's phone.
if (import.meta.env.PROD) startAppUpdates({ registerAfterLoadMs: 3000 });
