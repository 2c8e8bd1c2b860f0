import type { NationalPrescriptionRow } from '@clinic/api-client';
import { AppError, PermissionLevel, ScreenId } from '@clinic/domain';
import { toastStore } from '@clinic/ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../shared/testing/fakeApi';
import { renderScreen } from '../../shared/testing/renderScreen';
import NationalPrescriptionsScreen from './NationalPrescriptionsScreen';
import { nationalState } from './testing';

// The national prescription list against GET /national-prescriptions: the address's filters sent as the
// query, the reasons of a refusal, and "Send again" where a send may be pushed.

afterEach(() => {
  cleanup();
  toastStore.clear();
});

const row = (
  id: number,
  extra: Partial<NationalPrescriptionRow['national']> = {},
): NationalPrescriptionRow => ({
  prescriptionId: id,
  appointmentId: 100 + id,
  appointmentCode: `LH${100 + id}`,
  patientName: `Bệnh nhân ${id}`,
  patientCode: `BN00000${id}`,
  doctorName: 'BS. Lan',
  createdAt: '2026-11-26T03:00:00.000Z',
  national: nationalState({ code: `40618000000${id}-c`, ...extra }),
});
const page = (rows: NationalPrescriptionRow[], totalItem = rows.length) => ({
  pageData: rows,
  paging: { totalItem, pageSize: 50, pageNumber: 1 },
});

const render = (path: string, screens: Partial<Record<ScreenId, PermissionLevel>>) =>
  renderScreen(<NationalPrescriptionsScreen debounceMs={0} />, { screens, path });
const lastQuery = (api: ReturnType<typeof fakeApi>) =>
  api.requests('GET /national-prescriptions').at(-1)!.query;

describe('the national prescription list', () => {
  it('sends the address filters as the query, and the filters typed and picked into the address', async () => {
    const api = fakeApi().on('GET /national-prescriptions', () =>
      page([row(1, { status: 'sent', nationalId: 'QG-1' })]),
    );
    const { location } = render('/national-prescriptions?status=sent&from=2026-11-01&to=2026-11-20&page=2', {
      [ScreenId.TodayExaminations]: PermissionLevel.Read,
    });
    const link = await screen.findByRole('link', { name: 'LH101' });
    expect(link.getAttribute('href')).toBe('/queue/101/exam');
    expect(lastQuery(api)).toEqual({
      status: 'sent',
      from: '2026-11-01',
      to: '2026-11-20',
      pageSize: '50',
      pageNumber: '2',
    });
    const table = within(screen.getByRole('table'));
    expect(table.getByText('Đã gửi')).toBeTruthy();
    expect(table.getByText('QG-1')).toBeTruthy();
    expect(table.getByText('Cơ bản')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Trạng thái'), { target: { value: 'rejected' } });
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ status: 'rejected', pageNumber: '1' }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'nguyen' } });
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ status: 'rejected', keyword: 'nguyen' }));
    await waitFor(() =>
      expect(location.history!.at(-1)).toBe(
        '/national-prescriptions?status=rejected&from=2026-11-01&to=2026-11-20&q=nguyen',
      ),
    );
  });

  it('opens on the last 7 days, and "Send again" pushes a refused send with a toast', async () => {
    const api = fakeApi()
      .on('GET /national-prescriptions', () =>
        page([
          row(1, { status: 'rejected', errors: [{ message: 'national.patientBirth' }] }),
          row(2, { status: 'sent', nationalId: 'QG-2' }),
          // Queued long ago and never settled: may be pushed again.
          row(3, { status: 'pending', queuedAt: '2026-11-20T03:00:00.000Z' }),
        ]),
      )
      .on('POST /prescriptions/:id/national-send', () => nationalState({ status: 'pending' }));
    render('/national-prescriptions', { [ScreenId.TodayExaminations]: PermissionLevel.Write });
    const rejected = within((await screen.findByText('Bệnh nhân 1')).closest('tr')!);
    const query = lastQuery(api);
    expect(query.pageNumber).toBe('1');
    const from = new Date(`${query.from}T00:00:00Z`).getTime();
    const to = new Date(`${query.to}T00:00:00Z`).getTime();
    expect((to - from) / 86_400_000).toBe(6);
    expect(rejected.getByText('Bệnh nhân chưa có ngày sinh hoặc năm sinh.')).toBeTruthy();
    expect(within(screen.getByText('Bệnh nhân 2').closest('tr')!).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Gửi lại đơn 406180000003-c' })).toBeTruthy();

    fireEvent.click(rejected.getByRole('button', { name: 'Gửi lại đơn 406180000001-c' }));
    await waitFor(() => expect(api.requests('POST /prescriptions/:id/national-send')).toHaveLength(1));
    expect(api.requests('POST /prescriptions/:id/national-send')[0]!.params).toEqual({ id: '1' });
    await waitFor(() =>
      expect(toastStore.getSnapshot()[0]?.title).toBe('Đã đưa đơn thuốc vào hàng gửi lên hệ thống quốc gia'),
    );
    // The list is read again after the send.
    await waitFor(() => expect(api.requests('GET /national-prescriptions').length).toBeGreaterThan(1));
  });

  it('gives a records reader the list without links or sends', async () => {
    const api = fakeApi().on('GET /national-prescriptions', () => page([row(1, { status: 'failed' })]));
    render('/national-prescriptions', { [ScreenId.PatientRecords]: PermissionLevel.Read });
    expect(await screen.findByText('LH101')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'LH101' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Gửi lại/ })).toBeNull();
    // Read as the records screen, the one this user may read.
    expect(api.requests('GET /national-prescriptions')[0]!.headers.get('x-screen-id')).toBe(
      String(ScreenId.PatientRecords),
    );
  });

  it('says when nothing was sent, and offers a retry when the list cannot load', async () => {
    let fail = true;
    fakeApi().on('GET /national-prescriptions', () => {
      if (fail) throw new AppError('internalError');
      return page([]);
    });
    render('/national-prescriptions', { [ScreenId.TodayExaminations]: PermissionLevel.Read });
    expect(await screen.findByText('Không tải được danh sách đơn thuốc quốc gia.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Chưa có đơn thuốc nào gửi đi trong những ngày này')).toBeTruthy();
  });
});
