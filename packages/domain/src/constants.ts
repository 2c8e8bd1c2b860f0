// Business constants and limits (what they mean: docs/product.md#rules-and-limits).

// Paging
export const DEFAULT_PAGE_SIZE = 50;
/**
 * How far a long list counts its matches: past it the total reads "1,000+" (`paging.totalIsCapped`), because
 * counting every one of a million matches costs seconds and no one pages that far.
 */
export const LIST_COUNT_CAP = 1000;
export const FIRST_PAGE = 1;
/** Page size of the fetch-all helpers, which page until the total is reached; also the largest page. */
export const FETCH_ALL_PAGE_SIZE = 100;

// Server data cache (client) and retries
const HOUR_MS = 60 * 60 * 1000;
export const CACHE_FRESH_MS = 4 * HOUR_MS;
export const CACHE_KEEP_MS = 5 * HOUR_MS;
/** Attempts for queries; mutations are never retried. */
export const QUERY_RETRIES = 3;
export const RETRY_BACKOFF_CAP_MS = 30_000;

// Business limits
export const BOOKING_MIN_LEAD_MINUTES = 60;
export const MAX_INVITE_EMAILS = 20;
export const MAX_MEDICINES_PER_ADD = 20;
/**
 * A re-examination counts as booked by an appointment from the exam up to this many days after the due date: a
 * patient asked back on Tuesday who books the next Monday came back for it; one who books a month later did not.
 */
export const RE_EXAM_GRACE_DAYS = 7;
/** The longest reason a cancelled appointment may carry (the API refuses longer; the staff dialogs stop there). */
export const CANCEL_REASON_MAX_LENGTH = 1000;

/** A doctor's introduction, work experience and certificates: the longest text each takes. */
export const DOCTOR_PROFILE_TEXT_MAX = 4000;
/** A doctor's examination room ('Phòng 3'): the longest name it takes. */
export const DOCTOR_ROOM_MAX = 50;
export const PASSWORD_MIN_LENGTH = 8;
/** A cap so a huge body cannot make password hashing expensive. */
export const PASSWORD_MAX_LENGTH = 128;
export const SIGN_UP_CODE_LENGTH = 8;
/** Cost per unit and other prices, in whole VND. */
export const VND_MIN = 1;
export const VND_MAX = 1_000_000_000;

// Realtime (socket.io, websocket only)
export const REALTIME_RECONNECT_DELAY_MS = 2000;
export const REALTIME_RECONNECT_DELAY_MAX_MS = 10_000;
/** Wait before reconnecting when the server closed the connection while the user is logged in. */
export const REALTIME_RECONNECT_AFTER_SERVER_DISCONNECT_MS = 5000;

// File URL batching: at most 10 ids per request, one request every 400 ms until the queue is empty.
export const FILE_URL_BATCH_SIZE = 10;
export const FILE_URL_BATCH_INTERVAL_MS = 400;

// UI timings
export const TRANSITION_MS = {
  fade: 150,
  collapse: 350,
  modal: 300,
  carousel: 600,
  ripple: 500,
} as const;

// Platform and locale
export const DEFAULT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** Settings of a newly registered clinic. */
export const DEFAULT_CLINIC_SETTINGS = {
  allowBookingInDays: 30,
  allowCheckInLateAfterMinutes: 15,
  enableCheckInSheet: true,
  allowBookingBeforeMinutes: BOOKING_MIN_LEAD_MINUTES,
} as const;

/** The earliest year of birth a patient form accepts. */
export const MIN_BIRTH_YEAR = 1900;
