import {
  AppError,
  AppointmentFeature,
  RealtimeEvent,
  AppointmentStatus as S,
  ScreenId,
} from '@clinic/domain';
import { toastStore } from '@clinic/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { property } from '../../shared/testing/forms';
import { withQueueClinic } from '../queue/renderQueue';
import { item } from '../queue/testing';
import { orderedService, patientRecord, renderExam, resultSheet } from './testing';

withQueueClinic();

const waiting = item(2, S.CheckedIn, { orderNumber: 7, symptom: 'Sốt, ho 3 ngày' });
const examining = item(3, S.InProgress, { orderNumber: 6 });
const header = () => screen.getByRole('region', { name: 'Thông tin bệnh nhân' });

describe('the exam screen', () => {
  it('shows who is examined, and the allergies in a danger alert', async () => {
    renderExam({ visit: waiting, patient: patientRecord(2, { allergy: 'Penicillin (nổi mề đay)' }) });
    expect(await screen.findByRole('heading', { name: 'Bệnh nhân 2' })).toBeTruthy();
    expect(within(header()).getByText('7')).toBeTruthy();
    expect(within(header()).getByText('Đã tiếp đón')).toBeTruthy();
    expect(within(header()).getByText(/BN000002 · \d+ tuổi · Nữ · SĐT 0912345678/)).toBeTruthy();
    const alert = await screen.findByRole('alert', { name: 'Bệnh nhân có tiền sử dị ứng' });
    expect(within(alert).getByText('Penicillin (nổi mề đay)')).toBeTruthy();
    // The summary beside the sections: why the patient came and the record's history and measures.
    expect(screen.getByText('Sốt, ho 3 ngày')).toBeTruthy();
    expect(screen.getByText('Tăng huyết áp độ 1, theo dõi từ 2022')).toBeTruthy();
    expect(screen.getByText('158 cm')).toBeTruthy();
  });

  it('shows no allergy alert when the record has none', async () => {
    renderExam({ visit: waiting });
    expect(await screen.findByText('158 cm')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('starts the exam as screen 11 with feature Examination; the header and toolbar follow', async () => {
    const { server } = renderExam({ visit: waiting });
    fireEvent.click(await screen.findByRole('button', { name: 'Bắt đầu khám' }));
    await waitFor(() => expect(server.requests('PUT /clinic-appointments/:id/start-exam')).toHaveLength(1));
    const [start] = server.requests('PUT /clinic-appointments/:id/start-exam');
    expect([start?.params.id, start?.headers.get('x-screen-id'), start?.headers.get('x-feature-id')]).toEqual(
      ['2', String(ScreenId.TodayExaminations), String(AppointmentFeature.Examination)],
    );
    await waitFor(() => expect(within(header()).getByText('Đang khám')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Kết thúc khám' })).toBeTruthy();
    expect(toastStore.getSnapshot()[0]?.title).toBe('Bắt đầu khám cho Bệnh nhân 2.');
  });

  it('asks before starting while the doctor already examines another patient', async () => {
    const { server } = renderExam({ visit: waiting });
    server.on('POST /clinic-appointments/all-today', () => [waiting, examining]);
    fireEvent.click(await screen.findByRole('button', { name: 'Bắt đầu khám' }));
    const dialog = await screen.findByRole('dialog', { name: 'BS. Nguyễn Văn Hùng đang khám' });
    expect(server.requests('PUT /clinic-appointments/:id/start-exam')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vẫn bắt đầu khám' }));
    await waitFor(() => expect(server.requests('PUT /clinic-appointments/:id/start-exam')).toHaveLength(1));
  });

  it('finishes at once when the visit has a service and a result sheet, then goes back to the queue', async () => {
    const { server, location } = renderExam({
      visit: examining,
      services: [{ ...orderedService(1, 3), lane: 'done' }],
      sheets: [resultSheet(1, 3)],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Kết thúc khám' }));
    await waitFor(() =>
      expect(server.requests('PUT /clinic-appointments/:id/finish-exam').map((r) => r.params.id)).toEqual([
        '3',
      ]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // The queue, on the patients waiting: the doctor calls the next one.
    await waitFor(() => expect(location.history?.at(-1)).toBe('/?tab=checkedIn'));
    expect((await screen.findByRole('tab', { name: /Đã tiếp đón/ })).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(toastStore.getSnapshot()[0]?.title).toBe('Đã kết thúc khám cho Bệnh nhân 3.');
  });

  it('asks before finishing a visit without any ordered service, and finishes on confirmation', async () => {
    const { server } = renderExam({ visit: examining, sheets: [resultSheet(1, 3)] });
    fireEvent.click(await screen.findByRole('button', { name: 'Kết thúc khám' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Lượt khám chưa có dịch vụ nào được chỉ định.')).toBeTruthy();
    expect(server.requests('PUT /clinic-appointments/:id/finish-exam')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kết thúc khám' }));
    await waitFor(() => expect(server.requests('PUT /clinic-appointments/:id/finish-exam')).toHaveLength(1));
  });

  it('asks before finishing a visit without a result sheet, and stays when the doctor goes back', async () => {
    const { server, location } = renderExam({ visit: examining, services: [orderedService(1, 3)] });
    fireEvent.click(await screen.findByRole('button', { name: 'Kết thúc khám' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Lượt khám chưa có phiếu kết quả nào.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /Hủy|Quay lại/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests('PUT /clinic-appointments/:id/finish-exam')).toEqual([]);
    expect(location.history?.at(-1)).toBe('/3/exam');
  });

  it('reads the services and sheets again before deciding, not the ones loaded with the screen', async () => {
    const { server } = renderExam({ visit: examining });
    await screen.findByRole('button', { name: 'Kết thúc khám' });
    // Meanwhile a nurse orders a service and the doctor saves a sheet in the panels.
    server
      .on('GET /clinic-appointments/:id/services', () => [{ ...orderedService(1, 3), lane: 'done' as const }])
      .on('GET /clinic-appointments/:id/service-sheets', () => [resultSheet(1, 3)]);
    fireEvent.click(screen.getByRole('button', { name: 'Kết thúc khám' }));
    await waitFor(() => expect(server.requests('PUT /clinic-appointments/:id/finish-exam')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names the ordered services not done yet before finishing, and finishes once the doctor confirms', async () => {
    const { server } = renderExam({
      visit: examining,
      services: [
        { ...orderedService(1, 3), name: 'Siêu âm bụng tổng quát' },
        { ...orderedService(2, 3), name: 'Xét nghiệm máu', lane: 'doing' },
        { ...orderedService(3, 3), name: 'Khám tổng quát', lane: 'done' },
      ],
      sheets: [resultSheet(1, 3)],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Kết thúc khám' }));
    const dialog = await screen.findByRole('dialog', { name: 'Còn dịch vụ chưa làm xong' });
    expect(within(dialog).getByText('Lượt khám còn 2 dịch vụ chưa làm xong:')).toBeTruthy();
    const named = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(named).toEqual(['Siêu âm bụng tổng quát — Chờ làm', 'Xét nghiệm máu — Đang làm']);
    expect(server.requests('PUT /clinic-appointments/:id/finish-exam')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quay lại' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests('PUT /clinic-appointments/:id/finish-exam')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Kết thúc khám' }));
    const again = await screen.findByRole('dialog', { name: 'Còn dịch vụ chưa làm xong' });
    fireEvent.click(within(again).getByRole('button', { name: 'Vẫn kết thúc khám' }));
    await waitFor(() => expect(server.requests('PUT /clinic-appointments/:id/finish-exam')).toHaveLength(1));
  });

  it('shows the check-in measurements and the coded diagnoses in the summary, each with its day', async () => {
    renderExam({
      visit: waiting,
      trail: {
        measurements: [
          { key: 'height', value: '165', date: '2026-07-06', appointmentId: 2 },
          { key: 'weight', value: '60.5', date: '2026-07-06', appointmentId: 2 },
          { key: 'blood_pressure', value: '130/85', date: '2026-07-06', appointmentId: 2 },
          { key: 'weight', value: '62', date: '2026-03-01', appointmentId: 1 },
        ],
        diagnoses: [
          { code: 'J20.9', name: 'Viêm phế quản cấp, không đặc hiệu', date: '2026-03-01', appointmentId: 1 },
        ],
      },
    });
    const summary = await screen.findByRole('region', { name: 'Tóm tắt bệnh nhân' });
    // The visit's own measurements win over the record's 158 cm and 52.5 kg.
    await waitFor(() => expect(within(summary).getByText('165 cm')).toBeTruthy());
    expect(within(summary).getByText('60.5 kg')).toBeTruthy();
    expect(within(summary).queryByText('158 cm')).toBeNull();
    expect(within(summary).getByText('Huyết áp (mmHg): 130/85')).toBeTruthy();
    expect(within(summary).getAllByText('đo ngày 06/07/2026')).toHaveLength(3);
    expect(within(summary).getByText('J20.9')).toBeTruthy();
    expect(within(summary).getByText('Viêm phế quản cấp, không đặc hiệu', { exact: false })).toBeTruthy();
    expect(within(summary).getByText('đo ngày 01/03/2026')).toBeTruthy();
    expect(within(summary).queryByText('Chưa ghi nhận')).toBeNull();
  });

  it('asks in general terms when the visit’s services cannot be read', async () => {
    const { server } = renderExam({ visit: examining, sheets: [resultSheet(1, 3)] });
    server.on('GET /clinic-appointments/:id/services', () => {
      throw new AppError('orderNotFound');
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Kết thúc khám' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Kết thúc khám khi chưa có dịch vụ hay phiếu kết quả?')).toBeTruthy();
    expect(within(dialog).queryByText('Lượt khám chưa có dịch vụ nào được chỉ định.')).toBeNull();
    expect(server.requests('PUT /clinic-appointments/:id/finish-exam')).toEqual([]);
  });

  it('offers no start or finish to a user without the Examination feature', async () => {
    renderExam({ visit: waiting }, [AppointmentFeature.CheckIn]);
    expect(await screen.findByRole('heading', { name: 'Bệnh nhân 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bắt đầu khám' })).toBeNull();
  });

  it('follows the visit live: a finish at another desk turns the header and leaves it read only', async () => {
    const { realtime } = renderExam({ visit: examining });
    await screen.findByRole('button', { name: 'Kết thúc khám' });
    realtime.emit(RealtimeEvent.AppointmentFinishExam, {
      ...examining,
      status: S.Finished,
      updatedAt: '2026-07-06T04:00:00.000Z',
      room: 'Phòng 3',
    });
    await waitFor(() => expect(within(header()).getByText('Đã khám xong')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Kết thúc khám' })).toBeNull();
    expect(screen.getByText('Lượt khám ở trạng thái “Đã khám xong”: chỉ xem.')).toBeTruthy();
  });

  it('switches sections with Alt+1…5, named in each tab’s tooltip', async () => {
    renderExam({ visit: waiting });
    const tab = async (name: string) => screen.findByRole('tab', { name });
    expect((await tab('Phiếu tiếp đón')).getAttribute('aria-selected')).toBe('true');
    expect((await tab('Đơn thuốc')).querySelector('[title]')?.getAttribute('title')).toBe('Phím tắt: Alt+4');
    fireEvent.keyDown(window, { altKey: true, code: 'Digit4', key: '4' });
    expect((await tab('Đơn thuốc')).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(window, { altKey: true, code: 'Digit5', key: '5' });
    expect((await tab('Lần khám trước')).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the check-in sheet read only with its form', async () => {
    const { server } = renderExam({ visit: waiting });
    server
      .on('GET /clinic-appointments/:id/check-in-sheet', () => ({
        id: 1,
        appointmentId: 2,
        formId: 9,
        properties: [{ propertyId: 71, value: '38.5' }],
        createdAt: '2026-07-06T01:00:00.000Z',
        updatedAt: '2026-07-06T01:00:00.000Z',
      }))
      .on('GET /forms/:id/properties', () => [
        property(71, 'Nhiệt độ', { internalName: 'nhiet_do', entityType: 4, size: 3 }),
      ]);
    expect(await screen.findByText('38.5')).toBeTruthy();
    expect(screen.getByText('Nhiệt độ')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says another clinic’s or a missing visit is not found, with the way back to the queue', async () => {
    const { server } = renderExam({ visit: waiting });
    server.on('GET /clinic-appointments/:id', () => {
      throw new AppError('appointmentNotFound');
    });
    expect(await screen.findByText('Không tìm thấy lượt khám')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Về danh sách khám' }).getAttribute('href')).toBe('/');
  });
});
