import { AppointmentStatus, allAppointmentStatuses, appointmentStatusColor } from '@clinic/domain';
import { i18n } from '@clinic/i18n';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it.each(allAppointmentStatuses)('status %i takes its documented colour', (status) => {
    const { container } = render(<StatusBadge status={status} />);
    expect(container.firstElementChild).toHaveAttribute('data-tone', appointmentStatusColor[status]);
  });

  it('names the status in Vietnamese and English', () => {
    const { rerender } = render(<StatusBadge status={AppointmentStatus.NotApproved} />);
    expect(screen.getByText('Chờ duyệt')).toHaveAttribute('data-tone', 'warning');
    act(() => i18n.setLanguage('en'));
    rerender(<StatusBadge status={AppointmentStatus.Canceled} dot />);
    expect(screen.getByText('Canceled')).toHaveAttribute('data-tone', 'danger');
    act(() => i18n.setLanguage('vi'));
  });
});
