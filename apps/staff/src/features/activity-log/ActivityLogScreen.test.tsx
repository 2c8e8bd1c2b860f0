import type { ActivityLog } from '@clinic/api-client';
import { ActivityAction, ActivityEntityType, PermissionLevel, ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { employee } from '../../shared/testing/employees';
import { fakeApi } from '../../shared/testing/fakeApi';
import { renderScreen } from '../../shared/testing/renderScreen';
import ActivityLogScreen from './ActivityLogScreen';

// Screen 38 against the API's answers: the address's filters sent as the report's body, one sentence per row with
// its record linked, the before/after folded under it, and the "done by" filter without the users screen.

afterEach(cleanup);

const log = (id: number, extra: Partial<ActivityLog> = {}): ActivityLog => ({
  id,
  entityType: ActivityEntityType.ClinicPatient,
  entityId: 12,
  action: ActivityAction.Update,
  details: {
    code: 'BN000123',
    name: 'Trần Thị B',
    changes: { fullName: ['Trần Thị Bích', 'Trần Thị B'], customThing: [null, 'x'] },
  },
  userId: 7,
  userFullName: 'Nguyễn Văn A',
  createdAt: '2026-11-26T03:00:00.000Z',
  ...extra,
});
const page = <T,>(rows: T[], paging: object = {}) => ({
  pageData: rows,
  paging: { totalItem: rows.length, pageSize: 50, pageNumber: 1, ...paging },
});

const render = (path: string, screens: Partial<Record<ScreenId, PermissionLevel>> = {}) =>
  renderScreen(<ActivityLogScreen debounceMs={0} />, {
    screens: { [ScreenId.ActivityLogs]: PermissionLevel.Read, ...screens },
    path,
  });

describe('activity log (screen 38)', () => {
  it('sends the address filters, says each row as a sentence with a link, and unfolds the before/after', async () => {
    const api = fakeApi()
      .on('GET /employees', () => page([employee(7, 'Nguyễn Văn A'), employee(8, 'Lê Thu')]))
      .on('POST /reports/activity-logs', () =>
        page([
          log(2),
          log(1, {
            action: ActivityAction.Delete,
            entityId: 13,
            details: { code: 'BN000124', name: 'Phạm Văn C' },
          }),
        ]),
      );
    render('/activity-logs?from=2026-11-20&to=2026-11-26&type=2', { [ScreenId.Users]: PermissionLevel.Read });

    const link = await screen.findByRole('link', { name: 'BN000123 — Trần Thị B' });
    expect(link.getAttribute('href')).toBe('/patients/12');
    const row = within(link.closest('li')!);
    expect(link.closest('p')!.textContent).toBe('Nguyễn Văn A đã cập nhật bệnh nhân BN000123 — Trần Thị B');
    expect(row.getByText('Nguyễn Văn A').tagName).toBe('STRONG');
    expect(row.getByText('10:00 26/11/2026')).toBeTruthy();
    // A deleted record has nothing to open: named, not linked.
    expect(screen.getByText(/đã xóa bệnh nhân BN000124 — Phạm Văn C/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /BN000124/ })).toBeNull();

    const [request] = api.requests('POST /reports/activity-logs');
    expect(request!.query).toEqual({ pageSize: '50', pageNumber: '1' });
    // Clinic days in Ho Chi Minh City (UTC+7): [20/11 00:00, 27/11 00:00).
    expect(request!.body).toEqual({
      from: '2026-11-19T17:00:00.000Z',
      to: '2026-11-26T17:00:00.000Z',
      entityTypes: [ActivityEntityType.ClinicPatient],
    });

    expect(row.queryByRole('table')).toBeNull();
    fireEvent.click(row.getByRole('button', { name: 'Xem 2 thay đổi' }));
    const table = within(row.getByRole('table'));
    const name = within(table.getByRole('rowheader', { name: 'Họ và tên' }).closest('tr')!);
    expect(name.getByText('Trần Thị Bích')).toBeTruthy();
    expect(name.getByText('Trần Thị B')).toBeTruthy();
    // No label for it: the raw field name, and an empty value says so.
    const other = within(table.getByRole('rowheader', { name: 'customThing' }).closest('tr')!);
    expect(other.getByText('(trống)')).toBeTruthy();
    expect(row.getByRole('button', { name: 'Ẩn thay đổi' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('each filter goes to the request and the address; a capped total reads "Hơn 1.000"', async () => {
    const api = fakeApi()
      .on('GET /employees', () => page([employee(7, 'Nguyễn Văn A'), employee(8, 'Lê Thu')]))
      .on('POST /reports/activity-logs', () => page([log(1)], { totalItem: 1000, totalIsCapped: true }));
    const { location } = render('/activity-logs?from=2026-11-20&to=2026-11-26', {
      [ScreenId.Users]: PermissionLevel.Read,
    });
    expect(await screen.findByText('Hơn 1.000 hoạt động')).toBeTruthy();
    const last = () => api.requests('POST /reports/activity-logs').at(-1)!.body;

    fireEvent.change(await screen.findByRole('combobox', { name: 'Người thực hiện' }), {
      target: { value: '8' },
    });
    await waitFor(() => expect(last()).toMatchObject({ userIds: [8] }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Thao tác' }), {
      target: { value: String(ActivityAction.ScheduleCreateRecurring) },
    });
    await waitFor(() => expect(last()).toMatchObject({ actions: [ActivityAction.ScheduleCreateRecurring] }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Loại dữ liệu' }), {
      target: { value: String(ActivityEntityType.Invoice) },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Mã số (ID)' }), { target: { value: '55' } });
    await waitFor(() =>
      expect(last()).toEqual({
        from: '2026-11-19T17:00:00.000Z',
        to: '2026-11-26T17:00:00.000Z',
        userIds: [8],
        actions: [ActivityAction.ScheduleCreateRecurring],
        entityTypes: [ActivityEntityType.Invoice],
        entityId: 55,
      }),
    );
    const search = new URLSearchParams(location.history!.at(-1)!.split('?')[1]);
    // A week ending on `to` is the default: `from` needs no place in the address.
    expect(Object.fromEntries(search)).toEqual({
      to: '2026-11-26',
      user: '8',
      action: String(ActivityAction.ScheduleCreateRecurring),
      type: String(ActivityEntityType.Invoice),
      id: '55',
    });
  });

  it('without the users screen, offers the people of the rows and never asks for the users list', async () => {
    const api = fakeApi().on('POST /reports/activity-logs', () =>
      page([log(2), log(1, { userId: 9, userFullName: 'Đỗ Thị Hoa' })]),
    );
    render('/activity-logs');
    const select = await screen.findByRole('combobox', { name: 'Người thực hiện' });
    await screen.findByText('Đỗ Thị Hoa', { selector: 'strong' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tất cả', 'Nguyễn Văn A', 'Đỗ Thị Hoa']);
    expect(api.requests('GET /employees')).toEqual([]);
  });
});
