import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.js';

describe('secret box', () => {
  const box = createSecretBox('server-secret-one', 'national-prescription');

  it('opens what it sealed, and never shows the plain text', () => {
    const sealed = box.seal('mật-khẩu 123');
    expect(sealed).not.toContain('123');
    expect(box.open(sealed)).toBe('mật-khẩu 123');
    // A fresh IV each time: the same password never seals to the same text.
    expect(box.seal('mật-khẩu 123')).not.toBe(sealed);
  });

  it('answers null for another secret, another purpose or tampered text', () => {
    const sealed = box.seal('secret');
    expect(createSecretBox('server-secret-two', 'national-prescription').open(sealed)).toBeNull();
    expect(createSecretBox('server-secret-one', 'other').open(sealed)).toBeNull();
    const [v, iv, tag, data] = sealed.split('.');
    const flipped = `${data!.startsWith('A') ? 'B' : 'A'}${data!.slice(1)}`;
    expect(box.open([v, iv, tag, flipped].join('.'))).toBeNull();
    expect(box.open('garbage')).toBeNull();
  });
});
