import { createHash } from 'node:crypto';

/**
 * What is stored of the bank-notification webhook's API key: its sha-256, hex. The key is write-only (settings
 * never answer it); a webhook call is matched to its clinic by this hash (unique), so the key also names the
 * clinic, and a stolen database does not give the key away.
 */
export function webhookKeyHash(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}
