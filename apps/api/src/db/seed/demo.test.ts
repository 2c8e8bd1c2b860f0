import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness.js';
import { clinics } from '../schema/index.js';
import { DEMO_OWNER, seedDemo } from './demo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(async () => t.close());

describe('demo seed', () => {
  it('creates the demo clinic on the first start, prints its sign-in, and the owner can sign in', async () => {
    expect(t.printed.join('\n')).toContain(`${DEMO_OWNER.email}  /  ${DEMO_OWNER.password}`);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: DEMO_OWNER.phone, password: DEMO_OWNER.password },
    });
    expect(login.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${login.json().data.accessToken}` };
    const info = (await t.app.inject({ method: 'GET', url: '/api/clinics/info', headers })).json().data;
    expect(info).toMatchObject({
      name: 'Phòng khám Đa khoa An Tâm',
      status: 1,
      slug: 'phong-kham-da-khoa-an-tam',
    });
  });

  it('seeds nothing on later starts, and reminds of the sign-in', async () => {
    t.printed.length = 0;
    expect(await seedDemo(t.app.deps)).toBe(false);
    const [{ n } = { n: 0 }] = await t.app.deps.db.select({ n: count() }).from(clinics);
    expect(n).toBe(1);
    expect(t.printed.join('\n')).toContain(`Demo sign-in: ${DEMO_OWNER.email}`);
  });
});
