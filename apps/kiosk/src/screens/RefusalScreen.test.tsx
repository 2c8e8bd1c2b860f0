import { i18n } from '@clinic/i18n';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appointment, ticket } from '../testing';
import { RefusalScreen } from './RefusalScreen';

const sentence = () => screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent;

// Each refusal is one sentence a patient understands, with what they need to act on it.
describe('the refusal screens', () => {
  it('sends an early patient back at the time the check-in opens', () => {
    render(
      <RefusalScreen
        kind="tooEarly"
        appointment={appointment({ verdict: 'tooEarly', comeBackAt: '09:00' })}
        onHome={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bạn đến sớm');
    // The sentence under the heading says what to do, without repeating the heading.
    expect(sentence()).toBe('Giờ tiếp đón của lịch hẹn này bắt đầu lúc 09:00. Vui lòng quay lại lúc đó.');
    act(() => i18n.setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('You are early');
    expect(sentence()).toBe('Check-in for this appointment opens at 09:00. Please come back then.');
  });

  it('sends a late, cancelled or unusual booking to reception', () => {
    const { rerender } = render(<RefusalScreen kind="tooLate" onHome={vi.fn()} />);
    expect(sentence()).toContain('vui lòng đến quầy lễ tân');
    rerender(<RefusalScreen kind="cancelled" onHome={vi.fn()} />);
    expect(sentence()).toContain('đã bị hủy');
    rerender(<RefusalScreen kind="seeReception" onHome={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Vui lòng đến quầy lễ tân');
  });

  it('names the day of a booking for another day, and the branch of a booking elsewhere', () => {
    const { rerender } = render(
      <RefusalScreen
        kind="notToday"
        appointment={appointment({ verdict: 'notToday', date: '2026-12-02' })}
        onHome={vi.fn()}
      />,
    );
    expect(sentence()).toBe('Lịch hẹn của bạn vào ngày 02/12/2026. Vui lòng quay lại đúng ngày hẹn.');
    rerender(
      <RefusalScreen
        kind="otherLocation"
        appointment={appointment({
          verdict: 'otherLocation',
          otherLocation: { name: 'Cơ sở Thủ Đức', address: '5 Võ Văn Ngân' },
        })}
        onHome={vi.fn()}
      />,
    );
    expect(sentence()).toBe('Lịch hẹn của bạn ở Cơ sở Thủ Đức, 5 Võ Văn Ngân.');
  });

  it('shows the number of a patient already checked in and offers to print it again', () => {
    const onReprint = vi.fn();
    render(
      <RefusalScreen
        kind="alreadyCheckedIn"
        appointment={appointment({ verdict: 'alreadyCheckedIn', ticket })}
        onHome={vi.fn()}
        onReprint={onReprint}
      />,
    );
    expect(sentence()).toBe('Bạn đã được tiếp đón. Số thứ tự của bạn là 17.');
    expect(screen.getByText('17')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'In lại phiếu' }).click());
    expect(onReprint).toHaveBeenCalledOnce();
  });

  it('says a wrong code or phone plainly and lets the patient type again', () => {
    const onRetry = vi.fn();
    render(<RefusalScreen kind="notFound" onHome={vi.fn()} onRetry={onRetry} />);
    expect(sentence()).toBe('Mã đặt lịch hoặc số điện thoại chưa đúng. Vui lòng kiểm tra lại.');
    act(() => screen.getByRole('button', { name: 'Nhập lại' }).click());
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
