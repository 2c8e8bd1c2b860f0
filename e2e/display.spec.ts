import { type Browser, expect, type Page, test } from '@playwright/test';

// The waiting-room TV. Reception pairs a display for Cơ sở Quận 1; two walk-ins are checked in for a
// doctor of the test's own (room 'Phòng 9'). The doctor starts the first exam on the queue screen: the TV
// highlights the call and fetches its spoken audio. Then 'Gọi' for the second patient and 'Gọi lại' for the first,
// back to back: the TV plays them one after the other, in order, each once.

const shots = 'e2e/screenshots/display';

async function signIn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'vi-VN' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail hoặc số điện thoại').fill('demo@clinicos.vn');
  await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill('Demo@2026');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByRole('heading', { name: 'Xin chào, Nguyễn Minh Anh' })).toBeVisible();
  return page;
}

test('a paired display shows and speaks each call once, in order', async ({ browser }) => {
  test.setTimeout(120_000);
  const desk = await signIn(browser);
  const token = await desk.evaluate(
    () => JSON.parse(localStorage.getItem('sessionToken') ?? '{}').accessToken as string,
  );
  const headers = { authorization: `Bearer ${token}` };
  const data = async <T>(response: Awaited<ReturnType<typeof desk.request.get>>) => {
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };

  // Names unique per attempt: a retry runs against the same database.
  const attempt = String(Date.now()).slice(-6);
  // A doctor of the test's own, and two walk-ins checked in to that doctor's queue.
  const doctor = await data<{ id: number; name: string }>(
    await desk.request.post('/api/doctors', {
      headers,
      data: {
        name: `BS. Gọi Số Thử ${attempt}`,
        doctorCode: `CALL${Date.now() % 100000}`,
        room: 'Phòng 9',
        timePerAppointmentInMinutes: 15,
        waitingTime: 0,
        isVisibleForBooking: false,
        isAutoApproveAppointment: true,
        numberOfAppointmentsPerSlot: 1,
        specialtyIds: [1],
        locationIds: [1],
      },
    }),
  );
  const patients = await data<{ pageData: { id: number; fullName: string }[] }>(
    await desk.request.post('/api/clinic-patients/search?pageSize=60&pageNumber=1', { headers, data: {} }),
  );
  const [first, second] = [patients.pageData[51]!, patients.pageData[52]!];
  for (const patient of [first, second]) {
    const walkIn = await data<{ id: number }>(
      await desk.request.post('/api/clinic-appointments/create', {
        headers,
        data: { clinicPatientId: patient.id, doctorId: doctor.id, locationId: 1, notReserved: true },
      }),
    );
    await data(await desk.request.put(`/api/clinic-appointments/${walkIn.id}/check-in`, { headers }));
  }

  // Reception adds the TV on screen 43; the TV pairs and has its sound switched on once.
  const pairing = await data<{ pairingCode: string }>(
    await desk.request.post('/api/devices', {
      headers,
      data: { kind: 2, locationId: 1, name: `TV phòng chờ ${attempt}` },
    }),
  );
  const tvContext = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'vi-VN' });
  const tv = await tvContext.newPage();
  const errors: string[] = [];
  tv.on('pageerror', (error) => errors.push(error.message));
  await tv.goto('/display/');
  await expect(tv.getByRole('heading', { name: 'Ghép nối màn hình gọi số' })).toBeVisible();
  await tv.getByLabel('Mã ghép nối').fill(pairing.pairingCode);
  await tv.getByRole('button', { name: 'Ghép nối' }).click();
  await tv.getByRole('button', { name: /Bấm để bật âm thanh/ }).click();
  // By the doctor's name, unique to this attempt: a retry finds the first attempt's doctor in room 9 too.
  const card = tv.getByTestId('doctor-card').filter({ hasText: doctor.name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Phòng 9');

  // The doctor starts the first exam: the TV highlights the call and fetches the spoken phrase.
  await desk.goto('/queue?tab=checkedIn');
  const row = (name: string) => desk.getByRole('listitem').filter({ hasText: name });
  const audio = tv.waitForResponse((r) => r.url().includes('/api/google-cloud/tts'));
  await row(first.fullName).getByRole('button', { name: 'Bắt đầu khám' }).click();
  const spoken = tv.getByTestId('spoken-calls').getByRole('listitem');
  await expect(spoken).toHaveCount(1, { timeout: 15_000 });
  const tts = await audio;
  expect(tts.status()).toBe(200);
  expect(tts.headers()['content-type']).toMatch(/^audio\//);
  await expect(card).toContainText('1');
  await tv.screenshot({ path: `${shots}/called.png` });

  // Two calls back to back: both are played, one after the other, in the order they were made.
  const calls: number[] = [((await spoken.first().textContent()) ?? '').trim()].map(Number);
  const callOf = (p: Page) => p.waitForResponse((r) => /\/clinic-appointments\/\d+\/call$/.test(r.url()));
  await desk.goto('/queue?tab=checkedIn');
  const secondCall = callOf(desk);
  await row(second.fullName).getByRole('button', { name: 'Gọi', exact: true }).click();
  calls.push(((await (await secondCall).json()) as { data: { id: number } }).data.id);
  await desk.goto('/queue?tab=inProgress');
  const againCall = callOf(desk);
  await row(first.fullName).getByRole('button', { name: 'Gọi lại' }).click();
  calls.push(((await (await againCall).json()) as { data: { id: number } }).data.id);
  await expect(spoken).toHaveCount(3, { timeout: 30_000 });
  expect((await spoken.allTextContents()).map((t) => Number(t.trim()))).toEqual(calls);
  await tv.screenshot({ path: `${shots}/board.png` });

  // A reload does not speak them again.
  await tv.reload();
  await expect(card).toBeVisible();
  await tv.waitForTimeout(3_000);
  await expect(spoken).toHaveCount(0);
  expect(errors).toEqual([]);
  await tvContext.close();
  await desk.context().close();
});
