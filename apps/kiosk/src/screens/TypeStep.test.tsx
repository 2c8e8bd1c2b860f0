import { formatAppointmentCode } from '@clinic/domain';
import { i18n } from '@clinic/i18n';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TypeStep } from './TypeStep';

afterEach(() => {
  cleanup();
  act(() => i18n.setLanguage('vi'));
});

// The example under "Mã đặt lịch" is what a real booking code looks like, so a patient types all of its digits.
describe('typing the booking code', () => {
  it('shows an example as long as the codes the clinic gives', () => {
    render(<TypeStep busy={false} onFind={vi.fn()} onBack={vi.fn()} />);
    const code = screen.getByRole('textbox', { name: 'Mã đặt lịch' });
    expect(code.getAttribute('placeholder')).toBe('Ví dụ: LH000012');
    expect(formatAppointmentCode(12)).toBe('LH000012');
    act(() => i18n.setLanguage('en'));
    expect(screen.getByRole('textbox', { name: 'Booking code' }).getAttribute('placeholder')).toBe(
      'For example: LH000012',
    );
  });
});
