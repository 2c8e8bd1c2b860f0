import { AppError, AppointmentFeature, AppointmentStatus as S, ScreenId } from '@clinic/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeRequest } from '../../shared/testing/fakeApi';
import { day, renderQueue, withQueueClinic } from './renderQueue';
import { item } from './testing';

// What screen 11 tells the server: the screen on every read, and on every move the feature it uses (the API's guard
// checks both).

withQueueClinic();

const ids = (request: FakeRequest | undefined) => [
  request?.headers.get('x-screen-id'),
  request?.headers.get('x-feature-id'),
];

describe('the queue’s requests', () => {
  it('reads the day as screen 11, and approves as screen 11 with feature Approve', async () => {
    const { server } = renderQueue('', undefined, undefined, [item(1, S.NotApproved)]);
    const row = (await screen.findByText('Bệnh nhân 1')).closest('li')!;
    expect(ids(server.requests('POST /clinic-appointments/all-today')[0])).toEqual([
      String(ScreenId.TodayExaminations),
      '0',
    ]);
    fireEvent.click(within(row).getByRole('button', { name: 'Duyệt' }));
    await waitFor(() =>
      expect(ids(server.requests('PUT /clinic-appointments/approve')[0])).toEqual([
        String(ScreenId.TodayExaminations),
        String(AppointmentFeature.Approve),
      ]),
    );
  });

  it('starts an exam as screen 11 with feature Examination', async () => {
    const { server } = renderQueue('tab=checkedIn', undefined, undefined, [day[1]!]);
    const row = (await screen.findByText('Bệnh nhân 2')).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Bắt đầu khám' }));
    await waitFor(() =>
      expect(ids(server.requests('PUT /clinic-appointments/:id/start-exam')[0])).toEqual([
        String(ScreenId.TodayExaminations),
        String(AppointmentFeature.Examination),
      ]),
    );
  });

  it('falls back to the clinic day’s search while the server has no all-today', async () => {
    const { server } = renderQueue('', undefined, undefined, []);
    // Answered before the first request arrives (the fake looks its routes up when the request comes).
    server
      .on('POST /clinic-appointments/all-today', () => {
        throw new AppError('appointmentNotFound');
      })
      .on('POST /clinic-appointments/search', () => ({
        pageData: [day[0]],
        paging: { totalItem: 1, pageSize: 100, pageNumber: 1 },
      }));
    expect(await screen.findByText('Bệnh nhân 1')).toBeTruthy();
    const [search] = server.requests('POST /clinic-appointments/search');
    expect(search?.query.pageSize).toBe('100');
    expect(search?.body).toMatchObject({ from: expect.any(String), to: expect.any(String) });
  });
});
