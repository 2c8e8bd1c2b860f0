import { describe, expect, it } from 'vitest';
import { toLabInput } from './Laboratories';

describe('laboratory settings body', () => {
  const draft = {
    enabled: true,
    baseUrl: ' https://lab.example ',
    username: '',
    apiKey: '',
    clearKey: false,
  };

  it('keeps the stored key by leaving apiKey out, and sends blanks as null', () => {
    expect(toLabInput(draft)).toEqual({ enabled: true, baseUrl: 'https://lab.example', username: null });
  });

  it('sends a newly typed key, or "" when the user clears the stored one', () => {
    expect(toLabInput({ ...draft, apiKey: ' k-123 ' }).apiKey).toBe('k-123');
    expect(toLabInput({ ...draft, clearKey: true }).apiKey).toBe('');
  });
});
