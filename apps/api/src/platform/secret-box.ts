import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals a secret the server must send on (the national e-prescription password), so the database alone does not
 * give it away: AES-256-GCM under a key derived from the server's own secret (JWT_SECRET or the persisted one) for
 * this purpose only. Sealed text: 'v1.<iv>.<tag>.<data>', base64url. A changed server secret makes old seals
 * unreadable: `open` then answers null and the owner types the password again.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string | null;
}

export function createSecretBox(serverSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'clinic-secret-box', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}
