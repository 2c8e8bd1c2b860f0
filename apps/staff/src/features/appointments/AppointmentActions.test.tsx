import { AppointmentFeature as F, PermissionLevel, AppointmentStatus as S } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppointmentActions } from './AppointmentActions';
import { visibleActions } from './actions';
import { appointment, appointmentsApi, renderAppointments } from './testing';

afterEach(cleanup);

const all = [F.Add, F.Approve, F.CheckIn, F.Examination, F.Cancel];
const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('appointment action buttons', () => {
  it.each([
    [S.NotApproved, all, ['Hủy lịch hẹn', 'Sửa', 'Duyệt']],
    [S.Approved, all, ['Hủy lịch hẹn', 'Sửa', 'Tiếp đón']],
    [S.CheckedIn, all, ['Hủy lịch hẹn', 'Bắt đầu khám']],
    [S.InProgress, all, ['Hủy lịch hẹn', 'Kết thúc khám']],
    [S.Invalid, all, ['Hủy lịch hẹn', 'Sửa']],
    [S.Finished, all, []],
    [S.Canceled, all, []],
    [S.NotApproved, [F.Approve], ['Duyệt']],
    [S.Approved, [F.Approve, F.Cancel], ['Hủy lịch hẹn']],
    [S.CheckedIn, [F.CheckIn], []],
  ])('status %i with features %j shows %j', async (status, features, expected) => {
    appointmentsApi();
    renderAppointments(<AppointmentActions appointment={appointment(1, { status })} />, { features });
    expect(buttons()).toEqual(expected);
  });

  it('Read only shows no buttons, whatever the features', () => {
    appointmentsApi();
    renderAppointments(<AppointmentActions appointment={appointment(1)} />, {
      features: all,
      level: PermissionLevel.Read,
    });
    expect(buttons()).toEqual([]);
  });

  it('the domain table decides: approve needs 102 on NotApproved only', () => {
    expect(visibleActions(S.NotApproved, (f) => f === F.Approve)).toEqual(['approve']);
    expect(visibleActions(S.Approved, (f) => f === F.Approve)).toEqual([]);
  });

  it('approving calls the server; cancelling needs a reason first', async () => {
    const server = appointmentsApi();
    const cancels = () => server.requests('PUT /clinic-appointments/cancel').map((r) => r.body);
    renderAppointments(<AppointmentActions appointment={appointment(4)} />, { features: all });
    fireEvent.click(screen.getByRole('button', { name: 'Duyệt' }));
    await waitFor(() =>
      expect(server.requests('PUT /clinic-appointments/approve').map((r) => r.body)).toEqual([{ ids: [4] }]),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Hủy lịch hẹn' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = Array.from(dialog.querySelectorAll('button')).find(
      (b) => b.textContent === 'Hủy lịch hẹn',
    );
    fireEvent.click(confirm as HTMLButtonElement);
    expect(await screen.findByText('Trường này là bắt buộc')).toBeTruthy();
    expect(cancels()).toEqual([]);
    // No longer than the API takes.
    expect((screen.getByRole('textbox', { name: /Lý do hủy/ }) as HTMLTextAreaElement).maxLength).toBe(1000);
    fireEvent.change(screen.getByRole('textbox', { name: /Lý do hủy/ }), {
      target: { value: ' Bệnh nhân báo bận ' },
    });
    fireEvent.click(confirm as HTMLButtonElement);
    await waitFor(() => expect(cancels()).toEqual([{ id: 4, reason: 'Bệnh nhân báo bận' }]));
  });
});
