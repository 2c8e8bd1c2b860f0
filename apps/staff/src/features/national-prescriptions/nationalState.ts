import type { NationalState } from '@clinic/api-client';
import { isNationalReason, NationalStatus } from '@clinic/domain';
import type { Translate, TranslationKey } from '@clinic/i18n';
import type { Tone } from '@clinic/ui';

// What the staff app makes of a prescription's national state: the badge's colour, which send button it offers,
// and the reasons in words.

export const statusTone: Readonly<Record<NationalStatus | 'none', Tone>> = {
  none: 'secondary',
  [NationalStatus.Pending]: 'warning',
  [NationalStatus.Sent]: 'success',
  [NationalStatus.Rejected]: 'danger',
  [NationalStatus.Failed]: 'danger',
};

/** A pending send older than this may be pushed again by hand (the job may have been lost with its instance). */
export const STUCK_PENDING_MS = 60_000;

/**
 * The send button a state offers: 'send' while never queued, 'again' after a refusal or failure (or a send stuck
 * pending for over a minute), none while it is on its way or sent.
 */
export function sendActionOf(national: NationalState, now: number): 'send' | 'again' | null {
  if (national.status === null) return 'send';
  if (national.status === NationalStatus.Rejected || national.status === NationalStatus.Failed)
    return 'again';
  if (
    national.status === NationalStatus.Pending &&
    national.queuedAt !== null &&
    now - Date.parse(national.queuedAt) > STUCK_PENDING_MS
  )
    return 'again';
  return null;
}

/** Polls a pending prescription every 5 s (the send runs in the background); stops once it is settled. */
export const NATIONAL_POLL_MS = 5_000;
export const pollWhilePending = (national: NationalState | undefined | null) =>
  national?.status === NationalStatus.Pending ? NATIONAL_POLL_MS : false;

/** Our own reasons (NationalReason), translated; any other is the national system's text, shown as written. */
export function reasonText(error: NationalState['errors'][number], t: Translate): string {
  if (isNationalReason(error.message)) {
    const key = `prescriptions.national.errors.${error.message.slice('national.'.length)}` as TranslationKey;
    return t(key, { field: error.field ?? '' });
  }
  return error.field
    ? t('prescriptions.national.fieldReason', { field: error.field, message: error.message })
    : error.message;
}
