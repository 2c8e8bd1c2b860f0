import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Capability tokens for the two file URLs that carry no bearer token: the upload PUT and the download GET.
 * `<purpose>.<file id>.<expiry in unix seconds>.<HMAC-SHA256>`. The key is derived from the JWT secret with a
 * label, so a file token can never pass for a session JWT or the other way round, and the purpose is signed,
 * so a download link cannot be replayed as an upload link.
 */
export type FileTokenPurpose = 'upload' | 'download';

const prefix: Record<FileTokenPurpose, string> = { upload: 'u', download: 'd' };

/** Upload links live 15 minutes (docs/product.md#files: request, then PUT at once). */
export const UPLOAD_TOKEN_TTL_MS = 15 * 60 * 1000;
/**
 * Download links live a day: clients cache a file's URL for the session (docs/product.md#files), so a short life would
 * break images on screens left open, while a leaked link still dies the next day.
 */
export const DOWNLOAD_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export function createFileTokens(secret: string) {
  const key = createHmac('sha256', secret).update('clinic-suite/file-links/v1').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  return {
    sign(purpose: FileTokenPurpose, fileId: number, expiresAt: Date): string {
      const body = `${prefix[purpose]}.${fileId}.${Math.floor(expiresAt.getTime() / 1000)}`;
      return `${body}.${mac(body)}`;
    },
    /** The file id of a genuine, unexpired token for `purpose`; null for anything else. */
    verify(token: string, purpose: FileTokenPurpose, now: Date): number | null {
      const parts = token.split('.');
      if (parts.length !== 4 || parts[0] !== prefix[purpose]) return null;
      const [, id, exp, signature] = parts as [string, string, string, string];
      const expected = Buffer.from(mac(`${parts[0]}.${id}.${exp}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const fileId = Number(id);
      if (!Number.isSafeInteger(fileId) || fileId <= 0) return null;
      return Number(exp) * 1000 > now.getTime() ? fileId : null;
    },
  };
}
