import { AppError, AppointmentStatus as S } from '@clinic/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { patientRecord } from '../exam/testing';
import { renderQueue, withQueueClinic } from './renderQueue';
import { item } from './testing';

withQueueClinic();

// The queue's ways into the doctor's exam screen and to the service-order board.
describe('the queue and the exam screen', () => {
  it('takes the doctor to the exam screen once starting the exam succeeded', async () => {
    const { server, location } = renderQueue('tab=checkedIn', undefined, undefined, [
      item(2, S.CheckedIn, { orderNumber: 7 }),
    ]);
    server
      .on('GET /clinic-appointments/:id', () => item(2, S.InProgress, { orderNumber: 7 }))
      .on('GET /clinic-patients/:id', () => patientRecord(2, { allergy: 'Aspirin' }))
      .on('GET /clinic-appointments/:id/check-in-sheet', () => null)
      .on('GET /clinic-appointments/:id/services', () => [])
      .on('GET /clinic-appointments/:id/service-sheets', () => []);
    const row = (await screen.findByText('Bệnh nhân 2')).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Bắt đầu khám' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/2/exam'));
    expect(await screen.findByRole('alert', { name: 'Bệnh nhân có tiền sử dị ứng' })).toBeTruthy();
  });

  it('stays on the queue when starting is refused', async () => {
    const { server, location } = renderQueue('tab=checkedIn', undefined, undefined, [
      item(2, S.CheckedIn, { orderNumber: 7 }),
    ]);
    server.on('PUT /clinic-appointments/:id/start-exam', () => {
      throw new AppError('statusNotAllowed');
    });
    const row = (await screen.findByText('Bệnh nhân 2')).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Bắt đầu khám' }));
    await waitFor(() => expect(server.requests('PUT /clinic-appointments/:id/start-exam')).toHaveLength(1));
    expect(location.history?.some((path) => path.endsWith('/exam'))).toBe(false);
  });

  it('offers an In-progress row the way back into its exam, and no other row', async () => {
    renderQueue('tab=inProgress');
    const row = (await screen.findByText('Bệnh nhân 3')).closest('li')!;
    expect(within(row).getByRole('link', { name: 'Khám' }).getAttribute('href')).toBe('/3/exam');
  });

  it('has no exam link on a waiting row', async () => {
    renderQueue('tab=checkedIn');
    const row = (await screen.findByText('Bệnh nhân 2')).closest('li')!;
    expect(within(row).queryByRole('link', { name: 'Khám' })).toBeNull();
  });

  it('links its header to the service-order board', async () => {
    renderQueue('');
    const link = await screen.findByRole('link', { name: 'Bảng chỉ định dịch vụ' });
    expect(link.getAttribute('href')).toBe('/service-orders');
  });
});
