import { errors, instantOfLocal } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, day, HCM, scheduleStory } from './schedules.fixture.js';
import type { DoctorSlot } from './slots.read.js';

// Bác sĩ Hạnh has been seeing walk-ins since 08:00; at 10:00 the receptionist puts her on today's
// calendar, 08:00 to 12:00. That is accepted (it ends in the future) and only what lies ahead is bookable: the
// slots start an hour from now (the booking lead). A time already over, or one that began yesterday, is still the
// past. The running schedule can be corrected. The app's clock is fixed at 10:00 clinic time.

const now = instantOfLocal(day(0), '10:00', HCM);
let s: Awaited<ReturnType<typeof scheduleStory>>;
let location = { id: 0 };
let doctor = { id: 0 };

beforeAll(async () => {
  s = await scheduleStory('Today', () => now);
  location = await s.location('Cơ sở Hôm nay');
  doctor = await s.doctor([location.id]);
});
afterAll(async () => s.t.close());

const body = (start: string, end: string) => ({
  doctorId: doctor.id,
  locationId: location.id,
  start,
  end,
  repeatType: 0,
});
const errorOf = (res: { json(): { code: unknown } }) => res.json().code;

describe('a schedule for today', () => {
  let running = 0;

  it('may start earlier today when it ends in the future; only future slots are offered', async () => {
    const res = await s.call('POST', '/schedules', body(at(0, '08:00'), at(0, '12:00')));
    expect(res.statusCode, res.body).toBe(200);
    running = res.json().data.id;
    expect(res.json().data).toMatchObject({ start: at(0, '08:00'), end: at(0, '12:00') });

    const slots = await s.call('POST', '/clinic-appointments/get-schedule-slots', {
      doctorId: doctor.id,
      locationId: location.id,
      date: day(0),
    });
    expect(slots.statusCode, slots.body).toBe(200);
    // Slots every 20 minutes from 08:00; those before 11:00 (now + the 60-minute lead) are not offered.
    expect((slots.json().data as DoctorSlot[]).map((slot) => slot.time)).toEqual(['11:00', '11:20', '11:40']);
  });

  it('is refused when it is already over, or began on an earlier day', async () => {
    const over = await s.call('POST', '/schedules', body(at(0, '06:00'), at(0, '07:30')));
    expect(errorOf(over)).toBe(errors.pastTimeNotAllowed.code);
    const fromYesterday = await s.call('POST', '/schedules', body(at(-1, '23:00'), at(0, '13:00')));
    expect(errorOf(fromYesterday)).toBe(errors.pastTimeNotAllowed.code);
  });

  it('can be corrected while it runs: 08:00–12:00 becomes 08:00–13:00', async () => {
    const res = await s.call('PUT', `/schedules/${running}`, {
      ...body(at(0, '08:00'), at(0, '13:00')),
      mode: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ start: at(0, '08:00'), end: at(0, '13:00') });
  });
});
