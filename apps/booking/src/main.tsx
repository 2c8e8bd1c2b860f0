import { i18n } from '@clinic/i18n';
import { bookingDictionaries } from '@clinic/i18n/booking';
import { startAppUpdates, UpdateBanner } from '@clinic/pwa';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

i18n.addDictionaries(bookingDictionaries);

createRoot(container).render(
  <StrictMode>
    <App />
    <UpdateBanner />
  </StrictMode>,
);

if (import.meta.env.PROD) startAppUpdates();
