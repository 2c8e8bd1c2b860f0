import { i18n } from '@clinic/i18n';
import { toastStore } from '@clinic/ui';
import { configure } from '@testing-library/react';
import { snapshot } from 'valtio/vanilla';
import { beforeAll } from 'vitest';
import { queryClient } from './app/query';
import { resetOfflineState } from './offline/state';
import { authState } from './state/auth';
import { resetClinicState } from './state/clinic';
import { layoutState } from './state/layout';
// Component tests render screens without App, so they load the staff strings themselves.
import './app/dictionaries';

// findBy/waitFor give up after 1 s by default; on CI's two loaded cores a screen's first render after a lazy
// import has taken longer than that (a flaky red with nothing wrong). A real failure still fails, 4 s later.
configure({ asyncUtilTimeout: 5_000 });

// Test files share a worker's modules (isolate: false, for speed), so the app-wide stores are put back as a fresh
// import would have them before each file: no file sees the toasts, session or language another one left.
type Initial = { auth: object; layout: object };
const holder = globalThis as { staffInitialState?: Initial };
holder.staffInitialState ??= {
  auth: structuredClone(snapshot(authState)),
  layout: structuredClone(snapshot(layoutState)),
};
const initial = holder.staffInitialState;
beforeAll(() => {
  toastStore.clear();
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  resetClinicState();
  resetOfflineState();
  Object.assign(authState, structuredClone(initial.auth));
  Object.assign(layoutState, structuredClone(initial.layout));
  i18n.setLanguage('vi');
});
