import { z } from 'zod';
import { propertyValueEntry } from './property-values';
import { ref } from './refs';

// The body of PUT /clinic-appointments/{id}/check-in, shared by the API's route and the staff app's client.

/** The check-in sheet saved with the check-in (and POST /check-in-sheets' body, with its appointmentId). */
export const checkInSheetInput = z.object({
  formId: ref('form'),
  properties: z.array(propertyValueEntry).max(200),
});
export type CheckInSheetInput = z.output<typeof checkInSheetInput>;

export const checkInInput = z.object({
  sheet: checkInSheetInput.optional(),
  /**
   * Reception's "check in early anyway": the patient may be checked in before the window opens
   * (CHECK_IN_OPENS_BEFORE_MINUTES), on the appointment's own clinic day, and the activity log says so. Only the
   * staff route reads it; the kiosk's route has no such field and keeps refusing early arrivals.
   */
  allowEarly: z.boolean().optional(),
});
export type CheckInInput = z.output<typeof checkInInput>;
