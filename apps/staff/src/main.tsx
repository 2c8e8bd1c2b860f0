import { startAppUpdates, UpdateBanner } from '@clinic/pwa';
import { Spinner } from '@clinic/ui';
import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useLocation } from 'wouter';
import { loadApp } from './app/loadApp';
import { signedOutStart } from './app/signedOutStart';
import SignIn from './features/auth/SignIn';

// The main part loads lazily behind the full-height spinner. Signed out, the sign-in screen comes first and alone
// (its strings, its two fields, one fetch); the main part loads once it is needed.
const App = lazy(loadApp);

function Root({ signedOut }: { signedOut: boolean }) {
  const [location, navigate] = useLocation();
  const [appNeeded, setAppNeeded] = useState(!signedOut);
  // Any page but sign-in (home after signing in, registration, a forgotten password) is the main part's, and
  // once it is loaded it stays: signing out later shows its own sign-in route.
  const showApp = appNeeded || location !== '/login';
  useEffect(() => {
    if (showApp) setAppNeeded(true);
  }, [showApp]);
  if (!showApp) return <SignIn onSignedIn={() => navigate('/', { replace: true })} />;
  return (
    <Suspense fallback={<Spinner />}>
      <App />
    </Suspense>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Root signedOut={signedOutStart()} />
    <UpdateBanner />
  </StrictMode>,
);

if (import.meta.env.PROD) startAppUpdates();
