import { i18n } from '@clinic/i18n';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ticket } from '../testing';
import { PaperTicket } from './PaperTicket';

describe('the paper ticket', () => {
  it('is the print template: clinic, location, the big order number, the rows and the thanks', () => {
    const { container } = render(<PaperTicket ticket={ticket} />);
    const paper = container.querySelector('.clinic-print.clinic-print--80mm.clinic-print--kioskTicket');
    expect(paper?.querySelector('.clinic-print__ticket-number')?.textContent).toBe('17');
    const text = paper?.textContent ?? '';
    for (const expected of [
      'Phòng khám An Tâm',
      'Cơ sở Quận 1',
      'Số thứ tự của bạn',
      'T.T.B.',
      'BS. Lê Văn Cường',
      'Phòng 3',
      '09:30',
      '23/11/2026',
      'LH0012',
      'Cảm ơn quý khách!',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Phiếu in lại');
  });

  it('says it is a reprint, and follows the kiosk language', () => {
    const { container } = render(<PaperTicket ticket={{ ...ticket, reprint: true }} />);
    expect(container.textContent).toContain('Phiếu in lại');
    act(() => i18n.setLanguage('en'));
    expect(container.textContent).toContain('Your queue number');
    expect(container.textContent).toContain('Reprinted ticket');
  });

  it('prints a name with markup as text', () => {
    const { container } = render(
      <PaperTicket ticket={{ ...ticket, doctorName: '<img src=x onerror=alert(1)>' }} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});
