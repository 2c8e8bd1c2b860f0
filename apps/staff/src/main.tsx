import { startAppUpdates, UpdateBanner } from '@clinic/pwa';
import { Spinner } from '@clinic/ui';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

// SPEC §1: the main part loads lazily behind the full-height spinner.
const App = lazy(() => import('./App'));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Suspense fallback={<Spinner />}>
      <App />
    </Suspense>
    <UpdateBanner />
  </StrictMode>,
);

if (import.meta.env.PROD) startAppUpdates();
