import { ApiError, type PublicBookingApi, publicBookingApi } from '@clinic/api-client/public';
import { i18n, type Translate } from '@clinic/i18n';
import { useMemo } from 'react';

/** The clinic's public API, in the page's language. */
export function useClinicApi(slug: string): PublicBookingApi {
  return useMemo(() => publicBookingApi(slug, { getLanguage: () => i18n.getLanguage() }), [slug]);
}

/** What a patient reads when a call fails: the server's own translated text, or 'cannot reach the server'. */
export function errorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.status !== 0 && error.serverMessage) return error.serverMessage;
  return t('booking.site.offline');
}

/** The server's per-field texts of a refused form ({ phone: 'Số điện thoại không hợp lệ' }). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const fields = (error.body as { fields?: { path: string; text: string }[] } | undefined)?.fields ?? [];
  return Object.fromEntries(fields.map((f) => [f.path, f.text]));
}
