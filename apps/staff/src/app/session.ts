import {
  ApiError,
  type ClinicInfo,
  createApiClient,
  createRealtimeClient,
  errorDisplayText,
  type UserView,
} from '@clinic/api-client';
import { appointmentRealtimeEvents } from '@clinic/domain';
import { i18n } from '@clinic/i18n';
import { toast } from '@clinic/ui';
import { createOfflineFetch, REPLAY_HEADER } from '../offline/offlineFetch';
import { refreshKeptQueue, startOffline, stopOffline } from '../offline/runner';
import { authState } from '../state/auth';
import { clinicState, resetClinicState } from '../state/clinic';
import { loadClinicData, syncClinicData } from '../state/clinicData';
import { queryClient } from './query';
import { createRememberedDetails, type RememberedDetails } from './rememberedDetails';
import { storedUser, tokens } from './storedSession';

const remembered = createRememberedDetails();

/** The one API client of the staff app. */
export const api = createApiClient({
  tokens,
  // Looked up at each call, not when the client is made, so component tests can answer at the HTTP layer
  // (shared/testing/fakeApi.ts). The offline layer wraps it: kept reads answered from the cache, sheets queued,
  // other writes refused while offline (offline/routes.ts).
  fetch: createOfflineFetch((input, init) => globalThis.fetch(input, init)),
  getLanguage: () => i18n.getLanguage(),
  onSessionExpired: () => endSession('expired'),
  // After a refresh succeeds the refresh flag toggles and the realtime socket authenticates with the new token.
  onTokensRefreshed: () => {
    authState.refreshToken = !authState.refreshToken;
    realtime.reconnect();
  },
  onFileUrlError: (error) => toast.error('ui.toast.error', errorDisplayText(error, i18n.getLanguage())),
});

export const realtime = createRealtimeClient({
  getAccessToken: () => tokens.get()?.accessToken,
  isLoggedIn: () => authState.isUserLoggedIn,
  autoConnect: false,
});

const loadClinicDataFromApi = () => api.clinics.clinicData();

// Set-up resources written anywhere (another tab, another user) refresh their lists and the clinic data.
syncClinicData({
  realtime,
  load: loadClinicDataFromApi,
  queryClient,
  isLoggedIn: () => authState.isUserLoggedIn,
});

// The open queue merges appointment events without a read. A queue not on screen is only marked stale (read again
// when it opens: from the server, or offline from the kept copy), and the kept copy of today's queue is read again.
// ('queue' is features/queue's key; its module is not imported here, to keep it out of the first bundle.)
for (const name of appointmentRealtimeEvents)
  realtime.on(name, () => {
    void queryClient.invalidateQueries({ queryKey: ['queue'], refetchType: 'none' });
    refreshKeptQueue();
  });

// When an admin changes my role or groups, or disables me, my permissions are loaded again at once; a session
// the server has ended (disabled, role changed) fails that load, and this page returns to sign-in.
realtime.on('permissions.change', ({ userId }) => {
  if (authState.isUserLoggedIn && authState.userData?.id === userId)
    void loadUserDetails().catch(() => undefined);
});

// The server cuts a socket whose session has ended elsewhere (signed out on another device, a password change, a
// replayed refresh token): one read finds out at once, and a session that no longer holds returns to sign-in. An
// access token that merely expired is refreshed by that read, and the socket authenticates again with the new one.
realtime.on('unauthorized', () => {
  if (authState.isUserLoggedIn) void loadUserDetails({ quiet: true }).catch(() => undefined);
});

/**
 * Current user, clinic info and permissions together; a failure the server answered logs out. No answer at all
 * (status 0: offline, the server unreachable, or this page being left while the calls were on their way) says nothing
 * about the session: ending it then would also wipe the token the next page load reads. The shell opens with the
 * details remembered at the last load instead, and they load again when the network returns. `quiet` keeps the screen
 * on while they reload.
 */
export async function loadUserDetails({ quiet = false }: { quiet?: boolean } = {}): Promise<void> {
  if (!quiet) authState.isLoadingPermission = true;
  try {
    const [user, clinic, permissions] = await Promise.all([
      api.users.me(),
      api.clinics.info(),
      api.employees.myPermissions(),
    ]);
    setUser(user);
    applyDetails(clinic, permissions);
    // Clinic data: enabled locations, specialties and the doctors the user's groups allow.
    await loadClinicData(loadClinicDataFromApi);
    remembered.save({
      userId: user.id,
      clinic,
      permissions: {
        screenPermissions: permissions.screenPermissions,
        frontendFeatureIds: permissions.frontendFeatureIds,
      },
      clinicData: {
        locations: clinicState.locations,
        specialties: clinicState.specialties,
        doctors: clinicState.doctors.map((doctor) => ({ ...doctor, isMine: doctor.isMine ?? false })),
      },
    });
    authState.isLoadingPermission = false;
    if (authState.isOffline) backOnline();
    realtime.connect();
    startOfflineCache(user);
    // Push registration (docs/product.md#notifications) in its own chunk; the Firebase SDK loads only if the server
    // names FCM.
    void import('../features/notifications/push').then((push) => push.startPush());
  } catch (error) {
    // A session the server refused has already been ended by the client (onSessionExpired).
    if (!authState.isUserLoggedIn) throw error;
    if (error instanceof ApiError && error.status === 0) {
      openOffline();
      return;
    }
    endSession('failed');
    throw error;
  }
}

/** The offline cache of this user and clinic, and the outbox sent through this client (offline/). */
function startOfflineCache(user: { id: number; clinicId: number }) {
  void startOffline({
    user,
    queryClient,
    send: async (item) => {
      await api.request(item.path, {
        method: item.method as 'POST',
        body: item.body,
        idempotencyKey: item.key,
        ...(item.screenId ? { screenId: Number(item.screenId) } : {}),
        ...(item.featureId ? { featureId: Number(item.featureId) } : {}),
        headers: { [REPLAY_HEADER]: '1' },
      });
    },
    readAgain: async (call) => {
      await api.request(call.path, {
        method: call.method as 'GET',
        ...(call.body === undefined ? {} : { body: call.body }),
        ...(call.screenId ? { screenId: Number(call.screenId) } : {}),
        ...(call.featureId ? { featureId: Number(call.featureId) } : {}),
      });
    },
  }).catch(() => undefined);
}

function applyDetails(clinic: ClinicInfo, permissions: RememberedDetails['permissions']) {
  Object.assign(clinicState, {
    clinicName: clinic.name,
    enableCheckInSheet: clinic.enableCheckInSheet,
    info: clinic,
  });
  authState.userPermission = permissions.screenPermissions;
  authState.frontendFeatureIds = permissions.frontendFeatureIds;
}

/** How often the user details are tried again while the server cannot be reached (besides the 'online' event). */
const RETRY_OFFLINE_MS = 30_000;
let stopWaiting: (() => void) | undefined;

/** No answer: the shell opens with the remembered details (if none yet on screen) and waits for the network. */
function openOffline() {
  const details = authState.userData ? remembered.forUser(authState.userData.id) : undefined;
  if (authState.isLoadingPermission && details) {
    applyDetails(details.clinic, details.permissions);
    Object.assign(clinicState, details.clinicData);
  }
  authState.isLoadingPermission = false;
  authState.isOffline = true;
  if (authState.userData) startOfflineCache(authState.userData);
  if (stopWaiting || typeof window === 'undefined') return;
  const retry = () => {
    stopWaiting?.();
    if (authState.isUserLoggedIn) void loadUserDetails({ quiet: true }).catch(() => undefined);
  };
  const timer = setInterval(retry, RETRY_OFFLINE_MS);
  window.addEventListener('online', retry);
  stopWaiting = () => {
    clearInterval(timer);
    window.removeEventListener('online', retry);
    stopWaiting = undefined;
  };
}

/** The server answers again: screens whose loads failed meanwhile try again at once. */
function backOnline() {
  authState.isOffline = false;
  stopWaiting?.();
  void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
}

function setUser(user: UserView) {
  storedUser.set(user);
  authState.userData = user;
  authState.isUserLoggedIn = true;
}

/**
 * On start, a remembered user is restored only if both the user and the token are stored. Also the step after the
 * sign-in screen stored them: a fresh sign-in and a reload take the same path.
 */
export async function restoreSession(): Promise<void> {
  const user = storedUser.get();
  if (user && tokens.get()) {
    authState.userData = user;
    authState.isUserLoggedIn = true;
    await loadUserDetails().catch(() => undefined);
  } else {
    endSession('none');
  }
  authState.isCheckingRememberedUser = false;
}

export async function signOut(): Promise<void> {
  // This browser's push token goes first, while the session can still call the API.
  await import('../features/notifications/push').then((push) => push.stopPush()).catch(() => undefined);
  // Ends the session on the server too; if that fails (offline) the local sign-out still happens.
  await api.auth.logout().catch(() => undefined);
  endSession('signedOut');
}

type EndReason = 'none' | 'expired' | 'signedOut' | 'failed';

/** Logout: clears user, token, permissions and clinic data, and sets permission loading back on. */
export function endSession(reason: EndReason): void {
  const wasLoggedIn = authState.isUserLoggedIn;
  // Signing out deletes this user's offline cache and outbox. An expired session keeps them: the same user signs
  // in again and the outbox goes out then (the database is per user and clinic, so no one else reads it).
  if (reason === 'signedOut') {
    const user = authState.userData;
    void stopOffline(user ?? undefined).catch(() => undefined);
  }
  tokens.clear();
  storedUser.clear();
  remembered.clear();
  stopWaiting?.();
  realtime.disconnect();
  api.fileUrls.clear();
  queryClient.clear();
  resetClinicState();
  Object.assign(authState, {
    isUserLoggedIn: false,
    userData: null,
    userPermission: [],
    frontendFeatureIds: [],
    isLoadingPermission: true,
    isOffline: false,
  });
  // Several calls can fail on one dead session: only the first ending tells the user.
  if (reason === 'expired' && wasLoggedIn) toast.error(i18n.t('staff.session.expired'));
}
