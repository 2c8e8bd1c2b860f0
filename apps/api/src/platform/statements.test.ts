import { PermissionLevel, ScreenId } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userGroupMembers } from '../db/schema/index.js';
import { isTransactionControl } from '../db/statements.js';
import { addStaffMember, createTestApp, fillClinic, signUpClinic, type TestApp } from '../testing/harness.js';

/** The statements one request sends: its work, and apart from it the transaction control (BEGIN, COMMIT…). */
type Answer = { statusCode: number; body: string };

async function countStatements(t: TestApp, request: () => Promise<Answer>) {
  const sent: string[] = [];
  const stop = t.database.statements.listen((sql) => sent.push(sql));
  try {
    const res = await request();
    if (res.statusCode !== 200) throw new Error(res.body);
  } finally {
    stop();
  }
  const control = sent.filter(isTransactionControl);
  return { work: sent.length - control.length, control: control.length, sent };
}

/**
 * SQL statements per request with a warm session cache (targets: the own profile 0, a patient by id 1, a list ≤ 3, a simple create
 * ≤ 5 with its code counter and activity-log row). Counted on the database client itself, so the figures hold on
 * PGlite and on PostgreSQL (test:pg) alike.
 */
describe('statements per request', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUpClinic>>;
  let clinic: Awaited<ReturnType<typeof fillClinic>>;
  let nurse: Awaited<ReturnType<typeof addStaffMember>>;
  let receptionist: Awaited<ReturnType<typeof addStaffMember>>;
  const counts: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpClinic(t.app, 'Stmt');
    clinic = await fillClinic(t.app, owner.headers, 'Stmt');
    nurse = await addStaffMember(t.app, owner.user.clinicId, {
      screens: {
        [ScreenId.PatientRecords]: PermissionLevel.Read,
        [ScreenId.Doctors]: PermissionLevel.Read,
        [ScreenId.DoctorSchedules]: PermissionLevel.Read,
        [ScreenId.Users]: PermissionLevel.Read,
      },
    });
    // In the clinic's location group: the appointment reads apply a group scope, cached with the session.
    receptionist = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.Appointments]: PermissionLevel.Read },
    });
    await t.app.deps.db.insert(userGroupMembers).values({
      clinicId: owner.user.clinicId,
      groupId: clinic.group.id,
      userId: receptionist.user.id,
    });
  });
  afterAll(async () => {
    console.log(`statements per request (work, BEGIN/COMMIT apart): ${JSON.stringify(counts)}`);
    await t.close();
  });

  /** Asks once to warm the session, then counts the same request again. */
  async function warmCount(label: string, request: () => Promise<Answer>) {
    const warm = await request();
    if (warm.statusCode !== 200) throw new Error(warm.body);
    const { work } = await countStatements(t, request);
    counts[label] = work;
    return work;
  }

  it("answers the caller's own profile from the warm session, with no statement", async () => {
    const work = await warmCount('nurse: GET /users/me', () =>
      t.app.inject({ method: 'GET', url: '/api/users/me', headers: nurse.headers }),
    );
    expect(work).toBe(0);
  });

  it('reads a patient by id, with its details and the tenancy check, in 1 statement', async () => {
    const work = await warmCount('owner: GET /clinic-patients/:id', () =>
      t.app.inject({
        method: 'GET',
        url: `/api/clinic-patients/${clinic.patient.id}`,
        headers: owner.headers,
      }),
    );
    expect(work).toBe(1);
  });

  it('reads an appointment by id (doctor, location and patient joined in) in at most 2 statements', async () => {
    const work = await warmCount('owner: GET /clinic-appointments/:id', () =>
      t.app.inject({
        method: 'GET',
        url: `/api/clinic-appointments/${clinic.appointment.id}`,
        headers: owner.headers,
      }),
    );
    expect(work).toBeLessThanOrEqual(2);
  });

  it('cancels an appointment (lock, history, activity log, event) in at most 7: one read for answer and event', async () => {
    // A clinic of its own, so the day's list counted below keeps its one appointment.
    const other = await signUpClinic(t.app, 'StmtCancel');
    const { appointment } = await fillClinic(t.app, other.headers, 'StmtCancel');
    const { work } = await countStatements(t, () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/clinic-appointments/cancel',
        headers: other.headers,
        payload: { id: appointment.id, reason: 'Bận việc' },
      }),
    );
    counts['owner: PUT /clinic-appointments/cancel'] = work;
    expect(work).toBeLessThanOrEqual(7);
  });

  it('lists patients in at most 3 statements', async () => {
    const work = await warmCount('owner: POST /clinic-patients/search', () =>
      t.app.inject({
        method: 'POST',
        url: '/api/clinic-patients/search',
        headers: owner.headers,
        payload: { keyword: 'Bệnh nhân' },
      }),
    );
    expect(work).toBeLessThanOrEqual(3);
  });

  it("lists the clinic day's appointments (each with its doctor, location and patient) in at most 3", async () => {
    const request = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/clinic-appointments/all-today',
        headers: owner.headers,
        payload: {},
      });
    // Counted with the clinic's walk-in on the list: an empty day would skip the read of the joined rows.
    expect((await request()).json().data.map((a: { id: number }) => a.id)).toEqual([clinic.appointment.id]);
    const work = await warmCount('owner: POST /clinic-appointments/all-today', request);
    expect(work).toBeLessThanOrEqual(3);
  });

  it('creates a patient (code counter and activity log included) in at most 5 statements', async () => {
    let n = 0;
    const work = await warmCount('owner: POST /clinic-patients', () => {
      n += 1;
      return t.app.inject({
        method: 'POST',
        url: '/api/clinic-patients',
        headers: owner.headers,
        payload: { fullName: `Trần Thị Đếm ${n}`, gender: 1, phone: '0912000111', yearOfBirth: 1985 },
      });
    });
    expect(work).toBeLessThanOrEqual(5);
  });

  it('reads by id as a custom role (permissions and group scope from the session cache) in at most 2', async () => {
    const work = await warmCount('custom role: GET /clinic-patients/:id', () =>
      t.app.inject({
        method: 'GET',
        url: `/api/clinic-patients/${clinic.patient.id}`,
        headers: nurse.headers,
      }),
    );
    expect(work).toBeLessThanOrEqual(2);
  });

  it('reads an appointment by id as a grouped custom role (scope from the session cache) in at most 2', async () => {
    const work = await warmCount('custom role in a group: GET /clinic-appointments/:id', () =>
      t.app.inject({
        method: 'GET',
        url: `/api/clinic-appointments/${clinic.appointment.id}`,
        headers: receptionist.headers,
      }),
    );
    expect(work).toBeLessThanOrEqual(2);
  });

  it('reads a group-scoped resource as a custom role with the scope from the session cache', async () => {
    // The doctor row from the guard, its specialties and locations from the database; nothing about the caller.
    const work = await warmCount('custom role: GET /doctors/:id', () =>
      t.app.inject({ method: 'GET', url: `/api/doctors/${clinic.doctor.id}`, headers: nurse.headers }),
    );
    expect(work).toBeLessThanOrEqual(2);
  });

  it('reads a schedule by id as a custom role in at most 2 statements', async () => {
    // The schedule row from the guard; its removed occurrences from the database.
    const work = await warmCount('custom role: GET /schedules/:id', () =>
      t.app.inject({ method: 'GET', url: `/api/schedules/${clinic.schedule.id}`, headers: nurse.headers }),
    );
    expect(work).toBeLessThanOrEqual(2);
  });

  it('reads an employee by id as a custom role in at most 2 statements', async () => {
    // The user row from the guard; the role's name and the group memberships from the database.
    const work = await warmCount('custom role: GET /employees/:id', () =>
      t.app.inject({ method: 'GET', url: `/api/employees/${owner.user.id}`, headers: nurse.headers }),
    );
    expect(work).toBeLessThanOrEqual(2);
  });
});
