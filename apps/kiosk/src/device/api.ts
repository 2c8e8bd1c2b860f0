import { deviceApi } from '@clinic/api-client/public';
import { isOffline, lazyDeviceSocket } from '@clinic/device';
import { i18n } from '@clinic/i18n';
import { readToken } from './storage';

/** The kiosk's API: the stored device token and the language on screen, read on every call. */
export const kioskApi = deviceApi({ getToken: readToken, getLanguage: () => i18n.getLanguage() });

/** The kiosk's socket listens to no event: it is there so a revocation reaches the kiosk at once. */
export const connectKioskSocket = lazyDeviceSocket(readToken);

/**
 * Runs a read once more after a short pause when the network failed outright (a connection dropped by an idle
 * timeout, a Wi-Fi blip): a patient's tap should not end on the offline screen for a hiccup. Reads only — a
 * check-in is not repeated blindly.
 */
export function retryOffline<T>(read: () => Promise<T>, pauseMs = 500): Promise<T> {
  return read().catch((error: unknown) => {
    if (!isOffline(error)) throw error;
    return new Promise<T>((resolve, reject) => setTimeout(() => read().then(resolve, reject), pauseMs));
  });
}
