import { PermissionLevel, ScreenId } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userGroupMembers } from '../db/schema/index.js';
import {
  addStaffMember,
  createTestApp,
  fillClinic,
  signUpClinic,
  type TestApp,
  testRedisUrl,
} from '../testing/harness.js';
import { listenAs, type Socket } from '../testing/socket-client.js';
import { appointmentSignal, lazyReadAccess, resourceReadRoutes } from './realtime-audience.js';
import { SESSION_FRESH_MS } from './session-cache.js';

// A socket hears only what its user could read over REST at that moment (platform/realtime-audience.ts). One clinic,
// two locations with a doctor each. Reception books a new patient at each; then sessions end in every way a session
// ends, and each socket concerned is cut at once — on this instance and, through Redis, on another.

let t: TestApp;
let url = '';
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let a: Awaited<ReturnType<typeof fillClinic>>;
let b: Awaited<ReturnType<typeof fillClinic>>;
const opened: Socket[] = [];

const listen = (at: string, token: string) => listenAs(at, token, opened);
const tokenOf = (headers: { authorization: string }) => headers.authorization.slice(7);
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

/** Milliseconds from now until the server disconnects the socket (Infinity after 3 s). */
function cutWithin(socket: Socket): Promise<number> {
  const from = Date.now();
  return new Promise<number>((resolve) => {
    socket.once('disconnect', () => resolve(Date.now() - from));
    setTimeout(() => resolve(Number.POSITIVE_INFINITY), 3000);
  });
}

async function ok(method: 'POST' | 'PUT', path: string, headers: Record<string, string>, payload?: object) {
  const res = await t.call(headers, method, path, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Reception books a new patient with `doctor` at `location`: one booking, as the probe made it. */
async function bookNewPatient(label: string, at: { doctor: { id: number }; location: { id: number } }) {
  const patient = await ok('POST', '/clinic-patients', owner.headers, {
    fullName: `Nguyễn Văn ${label}`,
    gender: 1,
    phone: '0987654321',
    yearOfBirth: 1985,
  });
  return ok('POST', '/clinic-appointments/create', owner.headers, {
    clinicPatientId: patient.id,
    doctorId: at.doctor.id,
    locationId: at.location.id,
    notReserved: true,
    symptom: 'Đau đầu',
  });
}

beforeAll(async () => {
  t = await createTestApp({ realtimeAuthTimeoutMs: 2000 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  owner = await signUpClinic(t.app, 'Audience');
  a = await fillClinic(t.app, owner.headers, 'AU1');
  b = await fillClinic(t.app, owner.headers, 'AU2');
}, 120_000);
afterAll(async () => {
  for (const s of opened.splice(0)) s.close();
  await t.close();
});

describe('who hears a booking', () => {
  it('tells each socket what its REST view shows of it, and nothing to a role without a screen', async () => {
    const clinicId = owner.user.clinicId;
    const nobody = await addStaffMember(t.app, clinicId, { label: 'Không màn hình' });
    const reception = await addStaffMember(t.app, clinicId, {
      screens: { [ScreenId.Appointments]: PermissionLevel.Read },
      label: 'Lễ tân',
    });
    const cashier = await addStaffMember(t.app, clinicId, {
      screens: { [ScreenId.Billing]: PermissionLevel.Read },
      label: 'Thu ngân',
    });
    const scoped = await addStaffMember(t.app, clinicId, {
      screens: { [ScreenId.Appointments]: PermissionLevel.Read },
      label: 'Lễ tân cơ sở 1',
    });
    // Location 1's group: its doctor only.
    await t.app.deps.db
      .insert(userGroupMembers)
      .values({ clinicId, groupId: a.group.id, userId: scoped.user.id });

    const ears = {
      nobody: await listen(url, tokenOf(nobody.headers)),
      reception: await listen(url, tokenOf(reception.headers)),
      cashier: await listen(url, tokenOf(cashier.headers)),
      scoped: await listen(url, tokenOf(scoped.headers)),
      owner: await listen(url, owner.accessToken),
    };
    const atA = await bookNewPatient('An', a);
    const atB = await bookNewPatient('Bình', b);
    await expect
      .poll(() => ears.owner.heard.filter((e) => e.name === 'appointment.add').length, { timeout: 5000 })
      .toBe(2);
    await settle();
    const events = (who: keyof typeof ears) => ears[who].heard.filter((e) => e.name !== 'authorized');

    // The REST view first: the role without a screen reads neither the appointment nor the patient.
    for (const path of ['/clinic-appointments/search', '/clinic-patients/search']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api${path}`,
        headers: nobody.headers,
        payload: {},
      });
      expect(res.statusCode).toBe(403);
    }
    expect(events('nobody')).toEqual([]);

    // Reception reads the whole appointment; a new patient's record is found by its search.
    const receptionAdds = events('reception').filter((e) => e.name === 'appointment.add');
    expect(receptionAdds.map((e) => e.payload.id)).toEqual([atA.id, atB.id]);
    expect(receptionAdds[0]!.payload.patient).toMatchObject({
      fullName: 'Nguyễn Văn An',
      phone: '0987654321',
    });
    expect(events('reception').filter((e) => e.name === 'resource.change')).toHaveLength(2);

    // The cashier's queue only learns that a visit moved: no name, phone, year of birth or symptom.
    const cashierAdds = events('cashier').filter((e) => e.name === 'appointment.add');
    expect(cashierAdds.map((e) => e.payload)).toEqual([
      appointmentSignal(receptionAdds[0]!.payload as never),
      appointmentSignal(receptionAdds[1]!.payload as never),
    ]);
    expect(JSON.stringify(events('cashier'))).not.toMatch(/Nguyễn|0987654321|Đau đầu|1985/);

    // Location 1's receptionist hears location 1's doctor only, as the list shows them.
    const scopedAdds = events('scoped').filter((e) => e.name === 'appointment.add');
    expect(scopedAdds.map((e) => e.payload.id)).toEqual([atA.id]);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/clinic-appointments/${atB.id}`,
      headers: scoped.headers,
    });
    expect(other.statusCode).toBe(404);
    console.info(
      `events heard in one booking: no screen ${events('nobody').length}, reception ${events('reception').length}`,
    );
  }, 60_000);

  it('re-seats a socket when its role changes: a screen taken away is no longer heard', async () => {
    const reception = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.Appointments]: PermissionLevel.Read, [ScreenId.Locations]: PermissionLevel.Read },
      label: 'Lễ tân đổi quyền',
    });
    const ear = await listen(url, tokenOf(reception.headers));
    await ok('PUT', `/roles/${reception.role.id}`, owner.headers, {
      name: reception.role.name,
      screenPermissions: [{ screenId: ScreenId.Locations, level: PermissionLevel.Read }],
      featureIds: [],
    });
    await expect
      .poll(() => ear.heard.filter((e) => e.name === 'permissions.change').length, { timeout: 3000 })
      .toBe(1);
    await settle();
    await bookNewPatient('Cường', a);
    await settle();
    expect(ear.socket.connected).toBe(true);
    expect(ear.heard.filter((e) => e.name.startsWith('appointment.'))).toEqual([]);
  }, 60_000);
});

describe('a session that ends cuts its sockets at once', () => {
  async function member(label: string) {
    return addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.Invoices]: PermissionLevel.Read },
      label,
    });
  }
  async function login(email: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: email, password: 'Staff1234' },
    });
    return res.json().data as { accessToken: string; refreshToken: string };
  }

  it('logout', async () => {
    const m = await member('Đăng xuất');
    const ear = await listen(url, tokenOf(m.headers));
    const measuring = cutWithin(ear.socket);
    await ok('POST', '/auth/logout', m.headers);
    const ms = await measuring;
    console.info(`logged-out socket closed after ${ms} ms`);
    expect(ms).toBeLessThan(1000);
    expect(ear.heard.map((e) => e.name)).toContain('unauthorized');
  });

  it('the user disabled', async () => {
    const m = await member('Bị khóa');
    const ear = await listen(url, tokenOf(m.headers));
    const measuring = cutWithin(ear.socket);
    await ok('PUT', `/employees/${m.user.id}/set-enabled`, owner.headers, { enabled: false });
    expect(await measuring).toBeLessThan(1000);
  });

  it('a password change ends the other sessions', async () => {
    const m = await member('Đổi mật khẩu');
    const other = await login(m.email);
    const ear = await listen(url, other.accessToken);
    const measuring = cutWithin(ear.socket);
    await ok('PUT', '/users/change-password', m.headers, {
      currentPassword: 'Staff1234',
      newPassword: 'Khac12345',
    });
    expect(await measuring).toBeLessThan(1000);
  });

  it('a replayed refresh token revokes its family', async () => {
    const m = await member('Phát lại');
    const session = await login(m.email);
    const ear = await listen(url, session.accessToken);
    const refresh = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        payload: { refreshToken: session.refreshToken },
      });
    expect((await refresh()).statusCode).toBe(200);
    const measuring = cutWithin(ear.socket);
    expect((await refresh()).statusCode).not.toBe(200);
    expect(await measuring).toBeLessThan(1000);
  });

  it('on an instance that never heard of the change, within the session bound', async () => {
    let now = new Date('2026-12-03T08:00:00Z');
    const clock = () => now;
    const first = await createTestApp({ realtimeAuthTimeoutMs: 2000 }, { clock });
    // No carrier between the two: the change reaches the second exactly as a lost Redis message would.
    const second = await createTestApp(
      { jwtSecret: first.app.deps.config.jwtSecret, realtimeAuthTimeoutMs: 2000, realtimeRecheckMs: 50 },
      { database: first.database, clock },
    );
    let ear: Awaited<ReturnType<typeof listen>> | undefined;
    try {
      await second.app.listen({ port: 0, host: '127.0.0.1' });
      const onSecond = `http://127.0.0.1:${(second.app.server.address() as { port: number }).port}`;
      const boss = await signUpClinic(first.app, 'Lost');
      const m = await addStaffMember(first.app, boss.user.clinicId, {
        screens: { [ScreenId.Appointments]: PermissionLevel.Read },
      });
      ear = await listen(onSecond, tokenOf(m.headers));
      const off = await first.app.inject({
        method: 'PUT',
        url: `/api/employees/${m.user.id}/set-enabled`,
        headers: boss.headers,
        payload: { enabled: false },
      });
      expect(off.statusCode).toBe(200);
      // Within the bound the second instance still trusts its cached session; past it the socket is cut.
      await settle();
      expect(ear.socket.connected).toBe(true);
      const measuring = cutWithin(ear.socket);
      now = new Date(now.getTime() + SESSION_FRESH_MS);
      expect(await measuring).toBeLessThan(1000);
      expect(ear.heard.map((e) => e.name)).toContain('unauthorized');
    } finally {
      ear?.socket.close();
      await second.close();
      await first.close();
    }
  });

  it.runIf(testRedisUrl)(
    'on another API instance too, through Redis: logout and disable',
    async () => {
      const first = await createTestApp({ redisUrl: testRedisUrl, realtimeAuthTimeoutMs: 2000 });
      const second = await createTestApp(
        { redisUrl: testRedisUrl, jwtSecret: first.app.deps.config.jwtSecret, realtimeAuthTimeoutMs: 2000 },
        { database: first.database },
      );
      try {
        await second.app.listen({ port: 0, host: '127.0.0.1' });
        const onSecond = `http://127.0.0.1:${(second.app.server.address() as { port: number }).port}`;
        const boss = await signUpClinic(first.app, 'Redis');
        const staff = async (label: string) =>
          addStaffMember(first.app, boss.user.clinicId, {
            screens: { [ScreenId.Invoices]: PermissionLevel.Read },
            label,
          });
        const leaving = await staff('Đăng xuất ở máy 1');
        const ear = await listen(onSecond, tokenOf(leaving.headers));
        const measuring = cutWithin(ear.socket);
        const out = await first.app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers: leaving.headers,
        });
        expect(out.statusCode).toBe(200);
        const ms = await measuring;
        console.info(`logged out on instance 1: its socket on instance 2 closed after ${ms} ms`);
        expect(ms).toBeLessThan(1000);

        const disabled = await staff('Bị khóa ở máy 1');
        const ear2 = await listen(onSecond, tokenOf(disabled.headers));
        const measuring2 = cutWithin(ear2.socket);
        const off = await first.app.inject({
          method: 'PUT',
          url: `/api/employees/${disabled.user.id}/set-enabled`,
          headers: boss.headers,
          payload: { enabled: false },
        });
        expect(off.statusCode).toBe(200);
        expect(await measuring2).toBeLessThan(1000);
      } finally {
        await second.close();
        await first.close();
      }
    },
    60_000,
  );
});

describe('the audience table', () => {
  it('names only reads the app registers, and every resource that announces changes has a read', () => {
    const reads = lazyReadAccess(t.app.routeTable)();
    const announced = [
      'locations',
      'specialties',
      'symptoms',
      'suppliers',
      'doctors',
      'properties',
      'forms',
      'roles',
      'user-groups',
      'services',
      'service-templates',
      'prescription-templates',
      'medicines',
      'clinic-patients',
      'packages',
      'devices',
    ];
    for (const resource of announced)
      for (const read of resourceReadRoutes(resource))
        expect(reads.has(read), `${resource}: ${read}`).toBe(true);
  });
});
