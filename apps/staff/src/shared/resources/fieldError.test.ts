import { describe, expect, it } from 'vitest';
import { fieldError } from './fieldError';

describe('fieldError', () => {
  it("answers a field's message id, and nothing for a field without one or a nested error", () => {
    const errors = {
      name: { type: 'required', message: 'formError.required' },
      locationIds: { 0: { type: 'custom', message: 'formError.groupScope' } },
    };
    expect(fieldError(errors, 'name')).toBe('formError.required');
    expect(fieldError(errors, 'address')).toBeUndefined();
    expect(fieldError(errors, 'locationIds')).toBeUndefined();
  });
});
