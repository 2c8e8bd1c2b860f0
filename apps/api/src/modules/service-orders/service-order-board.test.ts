import { AppointmentStatus, errors, PermissionLevel, RealtimeEvent, ScreenId } from '@clinic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, serviceOrders } from '../../db/schema/index.js';
import type { DomainEvent } from '../../platform/events.js';
import {
  addStaffMember,
  createTestApp,
  fillClinic,
  signUpClinic,
  type TestApp,
} from '../../testing/harness.js';

// The nurses' board of today's ordered services: the doctor orders, the card waits in Todo, the technician takes
// it (Doing) and finishes it (Done). Who and when are kept; a slip is undone one lane back; a Done card is not
// taken off the visit.

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let other: Awaited<ReturnType<typeof signUpClinic>>;
let filled: Awaited<ReturnType<typeof fillClinic>>;
let theirs: Awaited<ReturnType<typeof fillClinic>>;
let xray: { id: number };
const events: DomainEvent[] = [];

const expectError = (res: { statusCode: number; json(): { code: unknown } }, key: keyof typeof errors) => {
  expect(res.json().code, JSON.stringify(res.json())).toBe(errors[key].code);
  expect(res.statusCode).toBe(errors[key].status);
};

let seq = 0;
async function visit(orderNumber: number, start = new Date(), status: number = AppointmentStatus.CheckedIn) {
  seq += 1;
  const [row] = await t.app.deps.db
    .insert(appointments)
    .values({
      clinicId: owner.user.clinicId,
      code: `LH-BD-${seq}`,
      clinicPatientId: filled.patient.id,
      doctorId: filled.doctor.id,
      locationId: filled.location.id,
      startAt: start,
      endAt: new Date(start.getTime() + 15 * 60_000),
      status,
      orderNumber,
      notReserved: true,
    })
    .returning();
  return row!.id;
}
async function order(appointmentId: number, serviceIds: number[]) {
  const res = await t.call(owner.headers, 'PUT', `/clinic-appointments/${appointmentId}/services`, {
    services: serviceIds.map((serviceId) => ({ serviceId })),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.services as { id: number; serviceId: number }[];
}
const board = async (query = '') => {
  const res = await t.call(owner.headers, 'GET', `/service-orders/board${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    id: number;
    appointmentId: number;
    serviceId: number;
    lane: string;
    orderNumber: number;
    patient: { fullName: string };
    doctorName: string;
  }[];
};
const move = (id: number, lane: string, headers = owner.headers) =>
  t.call(headers, 'PUT', `/service-orders/${id}/lane`, { lane });

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Board');
  other = await signUpClinic(t.app, 'BoardOther');
  filled = await fillClinic(t.app, owner.headers, 'Board');
  theirs = await fillClinic(t.app, other.headers, 'BoardOther');
  const res = await t.call(owner.headers, 'POST', '/services', {
    code: 'XQ-01',
    name: 'Chụp X-quang ngực',
    price: 120000,
  });
  xray = res.json().data;
  t.app.deps.events.subscribe((e) => events.push(e));
});
afterAll(async () => t.close());

describe('the service-order board', () => {
  it('lists today’s cards by order number, then moves one Todo → Doing → Done with who and when', async () => {
    const second = await visit(2);
    const first = await visit(1);
    const [secondXray] = await order(second, [xray.id]);
    const [firstExam, firstXray] = await order(first, [filled.service.id, xray.id]);
    // Cancelled visits and other days are not on today's board.
    const cancelled = await visit(3);
    await order(cancelled, [xray.id]);
    await t.app.deps.db
      .update(appointments)
      .set({ status: AppointmentStatus.Canceled })
      .where(eq(appointments.id, cancelled));
    await visit(4, new Date(Date.now() - 3 * 86_400_000));

    const cards = await board();
    expect(cards.map((c) => c.id)).toEqual([firstExam!.id, firstXray!.id, secondXray!.id]);
    expect(cards[0]).toMatchObject({
      appointmentId: first,
      orderNumber: 1,
      lane: 'todo',
      patient: { fullName: 'Bệnh nhân Board' },
      doctorName: 'Bác sĩ Board',
      locationId: filled.location.id,
    });
    expect((await board(`?serviceId=${xray.id}`)).map((c) => c.id)).toEqual([firstXray!.id, secondXray!.id]);
    expect(await board(`?doctorId=${filled.doctor.id}&locationId=${filled.location.id}`)).toHaveLength(3);

    const before = events.length;
    const doing = await move(firstXray!.id, 'doing');
    expect(doing.statusCode, doing.body).toBe(200);
    expect(doing.json().data).toMatchObject({ lane: 'doing', startedBy: owner.user.id, doneAt: null });
    expect(doing.json().data.startedAt).not.toBeNull();
    expect(events.slice(before)).toMatchObject([
      {
        name: RealtimeEvent.ServiceOrderChange,
        payload: {
          appointmentId: first,
          orders: [
            { id: firstExam!.id, lane: 'todo' },
            { id: firstXray!.id, lane: 'doing' },
          ],
        },
      },
    ]);
    const done = await move(firstXray!.id, 'done');
    expect(done.json().data).toMatchObject({
      lane: 'done',
      doneBy: owner.user.id,
      doneByName: owner.input.fullName,
      startedBy: owner.user.id,
    });
    // Done → Todo skips a lane; a move to the lane it is in is no move.
    expectError(await move(firstXray!.id, 'todo'), 'workflowNotAllowed');
    expectError(await move(firstXray!.id, 'done'), 'workflowNotAllowed');

    // A Done service is not taken off the visit.
    expectError(
      await t.call(owner.headers, 'PUT', `/clinic-appointments/${first}/services`, {
        services: [{ serviceId: filled.service.id }],
      }),
      'cannotDeleteCompletedService',
    );
    // Back to Doing undoes the slip: no longer done, still started.
    const back = await move(firstXray!.id, 'doing');
    expect(back.json().data).toMatchObject({
      lane: 'doing',
      doneBy: null,
      doneAt: null,
      startedBy: owner.user.id,
    });
    const todo = await move(firstXray!.id, 'todo');
    expect(todo.json().data).toMatchObject({ lane: 'todo', startedBy: null, startedAt: null });
  });

  it('keeps a paid Done card done, and a paid order on the visit', async () => {
    const id = await visit(5);
    const [card] = await order(id, [xray.id]);
    expect((await move(card!.id, 'done')).statusCode).toBe(200);
    // Billing marks it paid.
    await t.app.deps.db
      .update(serviceOrders)
      .set({ paidAt: new Date() })
      .where(eq(serviceOrders.id, card!.id));
    expectError(await move(card!.id, 'doing'), 'workflowNotAllowed');
    expectError(
      await t.call(owner.headers, 'PUT', `/clinic-appointments/${id}/services`, { services: [] }),
      'cannotDeleteCompletedService',
    );
  });

  it('answers 404 for another clinic’s card and 403 without screen 11', async () => {
    const id = await visit(6);
    const [card] = await order(id, [xray.id]);
    const [theirVisit] = await t.app.deps.db
      .insert(appointments)
      .values({
        clinicId: other.user.clinicId,
        code: 'LH-BD-THEIRS',
        clinicPatientId: theirs.patient.id,
        doctorId: theirs.doctor.id,
        locationId: theirs.location.id,
        startAt: new Date(),
        endAt: new Date(Date.now() + 900_000),
        status: AppointmentStatus.CheckedIn,
        notReserved: true,
      })
      .returning();
    const theirCard = await t.call(other.headers, 'PUT', `/clinic-appointments/${theirVisit!.id}/services`, {
      services: [{ serviceId: theirs.service.id }],
    });
    expect(theirCard.statusCode, theirCard.body).toBe(200);
    expectError(await move(theirCard.json().data.services[0].id, 'doing'), 'orderNotFound');
    // Their board does not show ours, nor ours theirs.
    expect((await board()).some((c) => c.appointmentId === theirVisit!.id)).toBe(false);

    const cashier = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.Billing]: PermissionLevel.Write },
    });
    expectError(await t.call(cashier.headers, 'GET', '/service-orders/board'), 'noPermission');
    expectError(await move(card!.id, 'doing', cashier.headers), 'noPermission');
    const reader = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.TodayExaminations]: PermissionLevel.Read },
    });
    expect((await t.call(reader.headers, 'GET', '/service-orders/board')).statusCode).toBe(200);
    expectError(await move(card!.id, 'doing', reader.headers), 'noPermission');
  });
});
