import type { ServiceOrderCard } from '@clinic/api-client';
import { PermissionLevel, RealtimeEvent, ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../shared/testing/fakeApi';
import { captureRealtime } from '../../shared/testing/realtimeEvents';
import { renderScreen } from '../../shared/testing/renderScreen';
import { clinicState, resetClinicState } from '../../state/clinic';
import ServiceOrdersBoard from './ServiceOrdersBoard';

afterEach(cleanup);
beforeEach(() => {
  resetClinicState();
  clinicState.info = { timeZone: 'Asia/Ho_Chi_Minh' } as typeof clinicState.info;
  clinicState.doctors = [{ id: 1, name: 'BS. Lan', specialtyIds: [], locationIds: [1, 2] }];
  clinicState.locations = [
    { id: 1, name: 'Cơ sở Quận 1' },
    { id: 2, name: 'Cơ sở Quận 3' },
  ];
});

const at = '2026-07-01T02:00:00.000Z';
function card(
  id: number,
  lane: ServiceOrderCard['lane'],
  patient: string,
  extra: Partial<ServiceOrderCard> = {},
) {
  return {
    id,
    appointmentId: id * 100,
    serviceId: 3,
    code: 'SA-01',
    name: 'Siêu âm bụng',
    quantity: 1,
    price: 200_000,
    total: 200_000,
    purchasedPackageItemId: null,
    packageName: null,
    lane,
    paid: false,
    forms: [],
    orderedBy: 1,
    startedBy: null,
    startedAt: null,
    doneBy: lane === 'done' ? 1 : null,
    doneByName: lane === 'done' ? 'KTV Minh' : null,
    doneAt: lane === 'done' ? at : null,
    createdAt: at,
    updatedAt: at,
    appointmentStatus: 3000,
    orderNumber: id,
    patient: { id, code: `BN${id}`, fullName: patient, phone: '0900000000', gender: 1, yearOfBirth: 1990 },
    doctorId: 1,
    doctorName: 'BS. Lan',
    locationId: 1,
    ...extra,
  } satisfies ServiceOrderCard;
}

function boardApi(cards: ServiceOrderCard[]) {
  let now = cards;
  const api = fakeApi()
    .on('GET /service-orders/board', () => now)
    .on('GET /services', () => ({ pageData: [], paging: { totalItem: 0, pageSize: 100, pageNumber: 1 } }))
    .on('PUT /service-orders/:id/lane', ({ params, body }) => {
      const lane = (body as { lane: ServiceOrderCard['lane'] }).lane;
      now = now.map((c) =>
        c.id === Number(params.id) ? { ...c, lane, updatedAt: '2026-07-01T02:05:00.000Z' } : c,
      );
      return now.find((c) => c.id === Number(params.id));
    });
  return { api, set: (next: ServiceOrderCard[]) => (now = next) };
}

const lane = (name: string) => within(screen.getByRole('region', { name }));

describe('the service-order board', () => {
  it('shows today’s cards in three lanes with counts, at the first location, and moves one with a button', async () => {
    const { api } = boardApi([
      card(1, 'todo', 'Nguyễn Văn An'),
      card(2, 'doing', 'Trần Thị Bình'),
      card(3, 'done', 'Lê Văn Cường'),
    ]);
    renderScreen(<ServiceOrdersBoard />, { screens: [ScreenId.TodayExaminations] });
    await screen.findByText('Nguyễn Văn An');
    expect(lane('Chờ làm').getByText('Nguyễn Văn An')).toBeTruthy();
    expect(lane('Đang làm').getByText('Trần Thị Bình')).toBeTruthy();
    expect(lane('Đã xong').getByText('Lê Văn Cường')).toBeTruthy();
    // Each lane's heading carries its count.
    const header = (name: string) =>
      screen.getByRole('region', { name }).querySelector('header')?.textContent;
    expect([header('Chờ làm'), header('Đang làm'), header('Đã xong')]).toEqual([
      'Chờ làm1',
      'Đang làm1',
      'Đã xong1',
    ]);
    // A nurse works in one place: the first location unless another is chosen.
    expect(api.requests('GET /service-orders/board')[0]?.query).toEqual({ locationId: '1' });

    fireEvent.click(
      lane('Chờ làm').getByRole('button', { name: 'Chuyển “Siêu âm bụng” của Nguyễn Văn An sang Đang làm' }),
    );
    await waitFor(() => expect(lane('Đang làm').getByText('Nguyễn Văn An')).toBeTruthy());
    expect(api.requests('PUT /service-orders/:id/lane')[0]).toMatchObject({
      params: { id: '1' },
      body: { lane: 'doing' },
    });
    expect(lane('Chờ làm').getByText('Không có dịch vụ chờ làm')).toBeTruthy();
    expect(header('Đang làm')).toBe('Đang làm2');
  });

  it('moves a card when another desk moves it (service-order.change), without a reload', async () => {
    const realtime = captureRealtime();
    const { api, set } = boardApi([card(1, 'todo', 'Nguyễn Văn An')]);
    renderScreen(<ServiceOrdersBoard />, { screens: [ScreenId.TodayExaminations] });
    await screen.findByText('Nguyễn Văn An');
    expect(lane('Chờ làm').getByText('Nguyễn Văn An')).toBeTruthy();
    const reads = api.requests('GET /service-orders/board').length;
    set([card(1, 'done', 'Nguyễn Văn An', { updatedAt: '2026-07-01T02:10:00.000Z' })]);
    realtime.emit(RealtimeEvent.ServiceOrderChange, {
      appointmentId: 100,
      doctorId: 1,
      locationId: 1,
      orders: [{ id: 1, serviceId: 3, lane: 'done', updatedAt: '2026-07-01T02:10:00.000Z' }],
    });
    await waitFor(() => expect(lane('Đã xong').getByText('Nguyễn Văn An')).toBeTruthy());
    await waitFor(() => expect(api.requests('GET /service-orders/board').length).toBeGreaterThan(reads));
    expect(await lane('Đã xong').findByText(/KTV Minh/)).toBeTruthy();
  });

  it('shows no move buttons to a reader', async () => {
    boardApi([card(1, 'todo', 'Nguyễn Văn An')]);
    renderScreen(<ServiceOrdersBoard />, { screens: { [ScreenId.TodayExaminations]: PermissionLevel.Read } });
    await screen.findByText('Nguyễn Văn An');
    expect(lane('Chờ làm').getByText('Nguyễn Văn An')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Chuyển/ })).toBeNull();
  });
});
