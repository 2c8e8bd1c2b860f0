import { errorByCode, type Language } from '@clinic/domain';

/** A failed API call: HTTP status, the server's code and text, and its messages as a code → text map. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | number | undefined;
  readonly body: unknown;
  readonly messages: Record<string, string>;

  constructor(status: number, body: unknown, fallbackMessage: string) {
    const b = (body ?? {}) as {
      code?: string | number;
      message?: string;
      messages?: { code: string; value: string }[];
    };
    super(b.message ?? fallbackMessage);
    this.name = 'ApiError';
    this.status = status;
    this.code = b.code;
    this.body = body;
    this.messages = Object.fromEntries((b.messages ?? []).map((m) => [m.code, m.value]));
  }
}

const unknownError = {
  vi: 'Lỗi không xác định, vui lòng liên hệ bộ phận hỗ trợ kỹ thuật ({message})',
  en: 'Unknown error, please contact technical supporter ({message})',
};

/** SPEC §8: the text for the server's code, else the error's message, else 'Unknown error … ({message})'. */
export function errorDisplayText(error: unknown, lang: Language): string {
  if (error instanceof ApiError && error.code !== undefined) {
    const known = errorByCode(error.code);
    if (known && Object.keys(error.messages).length <= 1) return known[lang];
    const fromServer = error.messages[String(error.code)];
    if (fromServer) return fromServer;
  }
  const message = error instanceof Error ? error.message : String(error ?? '');
  return message || unknownError[lang].replace('{message}', '');
}
