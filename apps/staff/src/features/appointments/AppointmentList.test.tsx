import { AppointmentStatus, AppointmentFeature as F, PermissionLevel } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeApi } from '../../shared/testing/fakeApi';
import { AppointmentList } from './AppointmentList';
import { toCountBody, toSearchBody } from './filters';
import { appointment, appointmentsApi, renderAppointments } from './testing';

afterEach(cleanup);

const searches = (server: FakeApi) => server.requests('POST /clinic-appointments/search');
const lastBody = (server: FakeApi) => searches(server).at(-1)?.body;
const lastCountBody = (server: FakeApi) =>
  server.requests('POST /clinic-appointments/search-count').at(-1)?.body;

describe('appointment filters', () => {
  it('map to the search body: range read forwards, status only on search, blanks left out', () => {
    const f = {
      from: '2026-07-13',
      to: '2026-07-06',
      status: AppointmentStatus.Approved,
      doctorId: 3,
      locationId: null,
    };
    expect(toSearchBody('  bich ', f)).toEqual({
      from: '2026-07-06',
      to: '2026-07-13',
      statuses: [2000],
      doctorIds: [3],
      keyword: 'bich',
    });
    expect(toCountBody('', f)).toEqual({ from: '2026-07-06', to: '2026-07-13', doctorIds: [3] });
  });
});

describe('appointment list', () => {
  it('opens on today to a week ahead; a status tab and the keyword narrow the search; a row opens details', async () => {
    const server = appointmentsApi([appointment(5, { orderNumber: 4, status: AppointmentStatus.CheckedIn })]);
    const { location } = renderAppointments(<AppointmentList debounceMs={0} today="2026-07-06" />);
    expect(await screen.findByText('Trần Thị Bích')).toBeTruthy();
    expect(searches(server).at(-1)).toMatchObject({
      query: { pageSize: '50', pageNumber: '1' },
      body: { from: '2026-07-06', to: '2026-07-13' },
    });
    expect(lastBody(server)).toEqual({ from: '2026-07-06', to: '2026-07-13' });
    expect(lastCountBody(server)).toEqual({ from: '2026-07-06', to: '2026-07-13' });
    // The status in its colour, the patient's code and phone, the order number.
    const row = screen.getByText('Trần Thị Bích').closest('tr') as HTMLElement;
    expect(within(row).getByText('Đã tiếp đón').getAttribute('data-status')).toBe('3000');
    expect(within(row).getByText('BN000007 · 0912345678')).toBeTruthy();
    expect(within(row).getByText('4')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: /Đã duyệt/ }));
    await waitFor(() =>
      expect(lastBody(server)).toEqual({ from: '2026-07-06', to: '2026-07-13', statuses: [2000] }),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Tìm lịch hẹn' }), {
      target: { value: ' nguyen ' },
    });
    await waitFor(() =>
      expect(lastBody(server)).toEqual({
        from: '2026-07-06',
        to: '2026-07-13',
        statuses: [2000],
        keyword: 'nguyen',
      }),
    );
    // The counts stay over every status.
    expect(lastCountBody(server)).toEqual({
      from: '2026-07-06',
      to: '2026-07-13',
      keyword: 'nguyen',
    });

    fireEvent.click(screen.getByText('Trần Thị Bích'));
    expect(location.history?.at(-1)).toBe('/5');
  });

  it('gives each row its actions: a move stays on the list, and the dialog it opens does not open the row', async () => {
    const server = appointmentsApi([appointment(5, { status: AppointmentStatus.NotApproved })]);
    const { location } = renderAppointments(<AppointmentList debounceMs={0} today="2026-07-06" />, {
      features: [F.Approve, F.Cancel],
    });
    const actions = await screen.findByRole('group', { name: 'Thao tác cho Trần Thị Bích' });
    expect(screen.getByRole('columnheader', { name: 'Thao tác' })).toBeTruthy();
    fireEvent.click(within(actions).getByRole('button', { name: 'Duyệt' }));
    await waitFor(() =>
      expect(server.requests('PUT /clinic-appointments/approve').map((r) => r.body)).toEqual([{ ids: [5] }]),
    );
    // Asked as screen 10, the list's own.
    expect(server.requests('PUT /clinic-appointments/approve')[0]?.headers.get('x-screen-id')).toBe('10');

    fireEvent.click(within(actions).getByRole('button', { name: 'Hủy lịch' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quay lại' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.history ?? []).not.toContain('/5');
  });

  it('shows no actions to a user who may only read the screen', async () => {
    appointmentsApi([appointment(5, { status: AppointmentStatus.NotApproved })]);
    renderAppointments(<AppointmentList debounceMs={0} today="2026-07-06" />, {
      level: PermissionLevel.Read,
      features: [F.Approve, F.Cancel],
    });
    expect(await screen.findByText('Trần Thị Bích')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Thao tác' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Duyệt' })).toBeNull();
  });

  it('a banner tells of invalid appointments and lists them all, whatever the dates', async () => {
    const server = appointmentsApi().on('GET /clinic-appointments/has-invalid', () => ({
      hasInvalid: true,
      count: 2,
    }));
    renderAppointments(<AppointmentList debounceMs={0} today="2026-07-06" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Xem các lịch hẹn không hợp lệ' }));
    await waitFor(() => expect(lastBody(server)).toEqual({ statuses: [10000] }));
    expect(screen.queryByRole('button', { name: 'Xem các lịch hẹn không hợp lệ' })).toBeNull();
  });
});

describe('a chain-sized appointment list', () => {
  it('says "1.000+ lịch hẹn" and "1.000+" on a tab when the server stopped counting, and pages up to the cap', async () => {
    const server = appointmentsApi()
      .on('POST /clinic-appointments/search', () => ({
        pageData: [appointment(5)],
        paging: { totalItem: 1000, totalIsCapped: true, pageSize: 50, pageNumber: 1 },
      }))
      .on('POST /clinic-appointments/search-count', () => ({
        total: 1012,
        totalIsCapped: true,
        byStatus: { '1000': 12, '9000': 1000 },
        cappedStatuses: ['9000'],
      }));
    renderAppointments(<AppointmentList debounceMs={0} today="2026-07-06" />);
    expect(await screen.findByText('1.000+ lịch hẹn')).toBeTruthy();
    expect(screen.getByText('1–50 / 1.000+')).toBeTruthy();
    // The tabs: the capped status and the total read '+', the others their count.
    const tabs = screen.getByRole('tablist', { name: 'Trạng thái lịch hẹn' });
    expect(within(tabs).getByText('1.012+')).toBeTruthy();
    expect(within(tabs).getByText('1.000+')).toBeTruthy();
    expect(within(tabs).getByText('12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Trang 20' }));
    await waitFor(() => expect(searches(server).at(-1)?.query).toEqual({ pageSize: '50', pageNumber: '20' }));
  });
});
