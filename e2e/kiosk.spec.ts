import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, expect, type Page, test } from '@playwright/test';
import { disableFeatures } from './chromium';
import { writeQrVideo } from './qr-video';

// Reception pairs a kiosk on screen 43; two patients booked online arrive. The first is too early, then
// checks in by typing the booking code and phone; the second shows the booking QR code to the kiosk's camera
// (Chromium's fake camera plays a video of that QR code). Each gets a ticket; reception's queue, open all along,
// shows both as Checked In without a reload; a second visit reprints the same number; revoking the kiosk sends it
// back to its pairing screen at once.
//
// Check-in opens 60 minutes before the appointment and online bookings need 60 minutes' notice, so the test
// gives its own doctor a two-hour session starting 60 minutes and 30 seconds from now: the first slot's bookings
// are just in time and their check-in window opens within the half minute the kiosk takes to pair (waited for
// if not). A third patient booked 75 minutes into the session comes too early.

const shots = 'e2e/screenshots/kiosk';
const desktop = { width: 1366, height: 768 };
const tablet = { width: 1280, height: 800 };
const slug = 'phong-kham-da-khoa-an-tam';
const MINUTE = 60_000;

async function signIn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: desktop, locale: 'vi-VN' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail hoặc số điện thoại').fill('demo@clinicos.vn');
  await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill('Demo@2026');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByRole('heading', { name: 'Xin chào, Nguyễn Minh Anh' })).toBeVisible();
  return page;
}

/** The clinic day and wall-clock time of an instant in Ho Chi Minh City. */
const clinicClock = (at: Date) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Ho_Chi_Minh',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
};

test('a paired kiosk checks patients in by code and by QR code, and reception sees it live', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);

  // Names unique per attempt: a retry runs against the same database.
  const attempt = String(Date.now()).slice(-6);
  // Reception: a doctor of its own with a one-hour session at Cơ sở Quận 1, two places per slot.
  const reception = await signIn(browser);
  const token = await reception.evaluate(
    () => JSON.parse(localStorage.getItem('sessionToken') ?? '{}').accessToken as string,
  );
  const headers = { authorization: `Bearer ${token}` };
  const data = async <T>(response: Awaited<ReturnType<typeof reception.request.get>>) => {
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };
  const doctor = await data<{ id: number }>(
    await reception.request.post('/api/doctors', {
      headers,
      data: {
        name: `BS. Kiểm Thử Ki-ốt ${attempt}`,
        doctorCode: `KIOSK${Date.now() % 100000}`,
        room: 'Phòng 7',
        timePerAppointmentInMinutes: 15,
        waitingTime: 0,
        isVisibleForBooking: true,
        isAutoApproveAppointment: true,
        numberOfAppointmentsPerSlot: 2,
        specialtyIds: [2],
        locationIds: [1],
      },
    }),
  );
  // From now on the clock counts: the bookings below need the session's 60 minutes' notice.
  const start = new Date(Date.now() + 60 * MINUTE + 30_000);
  test.skip(
    clinicClock(start).date !== clinicClock(new Date(start.getTime() + 120 * MINUTE)).date ||
      clinicClock(start).date !== clinicClock(new Date(start.getTime() - 60 * MINUTE)).date,
    'the session would cross the clinic midnight',
  );
  await data(
    await reception.request.post('/api/schedules', {
      headers,
      data: {
        doctorId: doctor.id,
        locationId: 1,
        start: start.toISOString(),
        end: new Date(start.getTime() + 120 * MINUTE).toISOString(),
        repeatType: 0,
      },
    }),
  );

  // Two patients book the first slot through the booking site's API.
  const { date, time } = clinicClock(start);
  type Booking = { code: string; bookingToken: string };
  const book = async (fullName: string, phone: string, at = time) =>
    data<Booking>(
      await reception.request.post(`/api/public/clinics/${slug}/bookings`, {
        data: {
          doctorId: doctor.id,
          locationId: 1,
          date,
          time: at,
          fullName,
          phone,
          gender: 0,
          yearOfBirth: 1988,
        },
      }),
    );
  const suffix = String(Date.now()).slice(-7);
  // A patient's row in reception's queue, with this attempt's doctor (a retry finds the first attempt's too).
  const atDesk = (fullName: string) =>
    reception
      .getByRole('listitem')
      .filter({ hasText: fullName })
      .filter({ hasText: `Ki-ốt ${attempt}` });
  const typed = { ...(await book('Phan Thị Thu Hà', `091${suffix}`)), phone: `091${suffix}` };
  const scanned = await book('Đặng Văn Quang', `093${suffix}`);
  const laterAt = new Date(start.getTime() + 75 * MINUTE);
  const early = {
    ...(await book('Lê Văn Sớm', `094${suffix}`, clinicClock(laterAt).time)),
    phone: `094${suffix}`,
  };

  // The kiosk: its camera sees the second patient's QR code.
  const video = path.join(mkdtempSync(path.join(tmpdir(), 'kiosk-')), 'qr.y4m');
  writeQrVideo(scanned.bookingToken, video);
  const kioskBrowser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      disableFeatures,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const kiosk = await (
      await kioskBrowser.newContext({ viewport: tablet, locale: 'vi-VN', baseURL })
    ).newPage();
    const errors: string[] = [];
    kiosk.on('pageerror', (error) => errors.push(error.message));
    // The ticket's print frame must not trip the CSP (its @page style is allowed by hash). Chromium
    // logs a refused inline style as a console error; the event also reaches us from the print iframe.
    // Every frame (the print frame too) reports its violations and its print() call on the console.
    const policyViolations: string[] = [];
    let printed = 0;
    kiosk.on('console', (message) => {
      if (message.text() === 'e2e: print') printed += 1;
      else if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        policyViolations.push(message.text());
    });
    await kiosk.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(
          `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
        ),
      );
      window.print = () => console.info('e2e: print');
    });
    kiosk.on('requestfailed', (request) =>
      console.log(`kiosk: ${request.url()} failed: ${request.failure()?.errorText}`),
    );

    // Screen 43: add a kiosk for Cơ sở Quận 1 and read its pairing code.
    await reception.goto('/settings/devices');
    await reception.getByRole('button', { name: 'Thêm thiết bị' }).first().click();
    await reception.getByRole('radio', { name: 'Ki-ốt tiếp đón' }).check();
    await reception.getByLabel('Tên thiết bị').fill(`Ki-ốt sảnh ${attempt}`);
    await reception.getByRole('button', { name: 'Thêm và lấy mã' }).click();
    const code = reception.getByRole('img', { name: /^Mã ghép nối/ });
    await expect(code).toBeVisible();
    await reception.screenshot({ path: `${shots}/staff-pairing-code.png` });
    const pairingCode = ((await code.textContent()) ?? '').replace(/\D/g, '');
    expect(pairingCode).toMatch(/^\d{6}$/);

    // The kiosk trades the code for its device token.
    await kiosk.goto('/kiosk/');
    await kiosk.getByLabel('Mã ghép nối').fill(pairingCode);
    await kiosk.getByRole('button', { name: 'Ghép nối' }).click();
    await expect(kiosk.getByText('Phòng khám Đa khoa An Tâm').first()).toBeVisible();
    await kiosk.getByRole('button', { name: 'Bắt đầu sử dụng' }).click();
    await expect(kiosk.getByRole('heading', { name: 'Xin chào quý khách' })).toBeVisible();
    await expect(reception.getByRole('status').filter({ hasText: 'Ghép nối thành công' })).toBeVisible({
      timeout: 15_000,
    });
    await kiosk.screenshot({ path: `${shots}/start.png` });

    // The queue at reception, open before anyone arrives.
    await reception.goto('/queue?tab=checkedIn');
    await expect(reception.getByRole('heading', { name: 'Khám bệnh hôm nay', level: 1 })).toBeVisible();

    // Too early: the kiosk says when to come back.
    const typeIn = async (booking: { code: string; phone: string }) => {
      await kiosk.getByRole('button', { name: /Nhập mã đặt lịch/ }).click();
      await kiosk.getByLabel('Mã đặt lịch', { exact: true }).fill(booking.code);
      await kiosk.getByLabel('Số điện thoại đặt lịch').fill(booking.phone);
      await kiosk.getByRole('button', { name: 'Tìm lịch hẹn' }).click();
    };
    await typeIn(early);
    const opens = clinicClock(new Date(laterAt.getTime() - 60 * MINUTE)).time;
    await expect(
      kiosk.getByText(`Giờ tiếp đón của lịch hẹn này bắt đầu lúc ${opens}. Vui lòng quay lại lúc đó.`),
    ).toBeVisible();
    await kiosk.screenshot({ path: `${shots}/too-early.png` });
    await kiosk.getByRole('button', { name: 'Về màn hình chính' }).click();

    // The window opens; the first patient types the code and phone, confirms, and gets number 1.
    const wait = start.getTime() - 60 * MINUTE - Date.now() + 2_000;
    if (wait > 0) await kiosk.waitForTimeout(wait);
    await typeIn(typed);
    await expect(kiosk.getByText('P.T.T.H.')).toBeVisible();
    await expect(kiosk.getByText('Phòng 7').first()).toBeVisible();
    await expect(kiosk.getByText('Phan Thị Thu Hà')).toHaveCount(0);
    await kiosk.screenshot({ path: `${shots}/confirm.png` });
    await kiosk.getByRole('button', { name: 'Xác nhận tiếp đón' }).click();
    await expect(kiosk.getByRole('heading', { name: 'Tiếp đón thành công' })).toBeVisible();
    await expect(kiosk.getByText('1', { exact: true }).first()).toBeVisible();
    await kiosk.screenshot({ path: `${shots}/ticket.png` });
    // The ticket went to the printer (react-to-print's frame) without a CSP refusal.
    await expect.poll(() => printed).toBe(1);
    expect(policyViolations).toEqual([]);
    await expect(atDesk('Phan Thị Thu Hà')).toBeVisible({ timeout: 10_000 });
    await kiosk.getByRole('button', { name: 'Xong' }).click();

    // The second patient holds the QR code up to the camera.
    await kiosk.getByRole('button', { name: /Quét mã QR/ }).click();
    await expect(kiosk.getByTestId('qr-scanner')).toBeVisible();
    // Decoding the camera's frames is slow on a loaded 2-core CI machine: give it time.
    await expect(kiosk.getByText('Đ.V.Q.')).toBeVisible({ timeout: 45_000 });
    await kiosk.getByRole('button', { name: 'Xác nhận tiếp đón' }).click();
    await expect(kiosk.getByRole('heading', { name: 'Tiếp đón thành công' })).toBeVisible();
    await expect(kiosk.getByText('2', { exact: true }).first()).toBeVisible();
    await expect(atDesk('Đặng Văn Quang')).toBeVisible({ timeout: 10_000 });
    await reception.screenshot({ path: `${shots}/staff-queue.png` });
    await kiosk.getByRole('button', { name: 'Xong' }).click();

    // Back again: already checked in, the same number, and the ticket can be printed again.
    await typeIn(typed);
    await expect(kiosk.getByText('Bạn đã được tiếp đón. Số thứ tự của bạn là 1.')).toBeVisible();
    await kiosk.getByRole('button', { name: 'In lại phiếu' }).click();
    await expect(kiosk.getByRole('heading', { name: 'Tiếp đón thành công' })).toBeVisible();
    await expect(kiosk.getByText('1', { exact: true }).first()).toBeVisible();
    await kiosk.getByRole('button', { name: 'Xong' }).click();

    // Reception revokes the kiosk: it is cut off at once and asks to be paired again.
    await reception.goto('/settings/devices');
    await reception.getByRole('button', { name: `Thu hồi Ki-ốt sảnh ${attempt}` }).click();
    await reception.getByRole('alertdialog').getByRole('button', { name: 'Thu hồi' }).click();
    await expect(reception.getByText('Đã thu hồi', { exact: true })).toBeVisible();
    await expect(kiosk.getByRole('heading', { name: 'Ghép nối ki-ốt' })).toBeVisible({ timeout: 10_000 });
    await kiosk.screenshot({ path: `${shots}/revoked.png` });
    expect(errors).toEqual([]);
    expect(policyViolations).toEqual([]);
  } finally {
    await kioskBrowser.close();
    await reception.context().close();
  }
});
