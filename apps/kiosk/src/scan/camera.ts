/** Why the camera did not start, as far as the browser tells us. */
export type CameraProblem = 'noCamera' | 'denied';

/** html5-qrcode rejects with the browser's error or a string naming it ('NotAllowedError: Permission denied'). */
export function cameraProblem(error: unknown): CameraProblem {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /NotAllowed|Permission|Security/i.test(text) ? 'denied' : 'noCamera';
}

/** The booking token inside a scanned QR: the raw token, or a link that carries it as `?token=`. */
export function bookingTokenOf(text: string): string | undefined {
  const value = text.trim();
  if (/^b1\./.test(value)) return value;
  try {
    const token = new URL(value).searchParams.get('token');
    return token ?? undefined;
  } catch {
    return undefined;
  }
}
