// The error class alone, without the error catalogue: the booking page throws it without downloading the
// catalogue that errorDisplayText needs.

/** The API's error body (docs/conventions.md#errors); `fields` only on schema violations. */
export interface ApiErrorBody {
  code?: string | number;
  message?: string;
  messages?: { code: string; value: string }[];
  fields?: { path: string; messageId: string; text: string }[];
  /** The stock refusals (prescriptionStockShort, invoiceStockShort): each short medicine, asked and usable. */
  shortages?: {
    index?: number;
    source?: string;
    medicineId: number;
    name: string;
    quantity: number;
    usable: number;
  }[];
}

/**
 * A failed API call: HTTP status (0 when no response arrived), the body, the server's code and
 * text, and its `messages` list as a code → text map. `message` is the server's text when it sent one, else a
 * technical description ('502 Bad Gateway', 'fetch failed') that errorDisplayText shows inside the
 * 'Unknown error …' text.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | number | undefined;
  readonly body: unknown;
  readonly messages: Record<string, string>;
  /** The `message` the server sent, or undefined when the body had none (a proxy page, no response). */
  readonly serverMessage: string | undefined;

  constructor(status: number, body: unknown, fallbackMessage: string, options?: { cause?: unknown }) {
    const b: ApiErrorBody = body !== null && typeof body === 'object' ? (body as ApiErrorBody) : {};
    const serverMessage = typeof b.message === 'string' && b.message !== '' ? b.message : undefined;
    super(
      serverMessage ?? fallbackMessage,
      options?.cause === undefined ? undefined : { cause: options.cause },
    );
    this.status = status;
    this.code = b.code;
    this.body = body;
    this.serverMessage = serverMessage;
    this.messages = Object.fromEntries(
      (Array.isArray(b.messages) ? b.messages : []).map((m) => [String(m.code), String(m.value)]),
    );
  }
}
