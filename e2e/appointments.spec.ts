import { expect, test } from '@playwright/test';
import { signIn } from './staff-sign-in';

// Appointments (screen 10) through the staff app against the real API: the demo owner books an existing
// patient into the first free slot of the next working day, finds it in the list, opens it, approves it, and
// cancels another appointment with a reason.

const shots = 'e2e/screenshots/appointments';
const desktop = { width: 1366, height: 768 };

interface Slot {
  doctorId: number;
  time: string;
  availability: string;
}
interface Doctor {
  id: number;
  name: string;
  locationIds: number[];
}

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const display = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

test.describe('lịch hẹn', () => {
  test.use({ viewport: desktop });

  test('đặt lịch cho bệnh nhân cũ, xem danh sách, duyệt, và hủy một lịch khác có lý do', async ({ page }) => {
    await signIn(page);
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('sessionToken') ?? '{}').accessToken as string,
    );
    const headers = { authorization: `Bearer ${token}` };
    const data = async <T>(response: Awaited<ReturnType<typeof page.request.get>>) => {
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { data: T }).data;
    };

    // The next working day with a free slot: the first day after today where a doctor has one.
    const clinic = await data<{ doctors: Doctor[]; locations: { id: number; name: string }[] }>(
      await page.request.get('/api/clinics/clinic-data', { headers }),
    );
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
    let found: { doctor: Doctor; locationId: number; date: string; free: Slot[] } | null = null;
    for (let day = 1; day <= 10 && !found; day++) {
      const date = addDays(today, day);
      for (const doctor of clinic.doctors) {
        for (const locationId of doctor.locationIds) {
          const slots = await data<Slot[]>(
            await page.request.post('/api/clinic-appointments/get-schedule-slots', {
              headers,
              data: { doctorId: doctor.id, locationId, date },
            }),
          );
          const free = slots.filter((s) => s.availability !== 'full');
          if (free.length >= 2) {
            found = { doctor, locationId, date, free };
            break;
          }
        }
        if (found) break;
      }
    }
    expect(found, 'a doctor with free slots in the next 10 days').not.toBeNull();
    const { doctor, locationId, date, free } = found!;
    const location = clinic.locations.find((l) => l.id === locationId)!;
    const patients = await data<{ pageData: { id: number; code: string; fullName: string }[] }>(
      await page.request.post('/api/clinic-patients/search?pageSize=5&pageNumber=1', { headers, data: {} }),
    );
    const patient = patients.pageData[0]!;

    // The list: this week, with the status tabs.
    await page.goto('/appointments');
    await expect(page.getByRole('heading', { name: 'Lịch hẹn', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Tất cả/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${shots}/list.png` });
    // Each row carries the appointment's actions: an approved one is checked in from the list itself.
    await page.getByRole('tab', { name: /Đã duyệt/ }).click();
    await expect(page.getByRole('group', { name: /^Thao tác cho / }).first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Thao tác' })).toBeVisible();
    await page.screenshot({ path: `${shots}/list-actions.png` });
    await page.getByRole('tab', { name: /Tất cả/ }).click();

    // Book: the existing patient, the doctor, the location, the day, the first free slot.
    await page.getByRole('button', { name: 'Đặt lịch hẹn' }).click();
    await expect(page.getByRole('heading', { name: 'Đặt lịch hẹn', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Bệnh nhân' }).fill(patient.code);
    await page.getByRole('option', { name: new RegExp(patient.code) }).click();
    await page.getByRole('combobox', { name: 'Bác sĩ' }).fill(doctor.name);
    await page.getByRole('option', { name: doctor.name, exact: true }).click();
    await page.getByRole('combobox', { name: 'Địa điểm' }).selectOption(String(locationId));
    await page.getByRole('textbox', { name: 'Ngày khám' }).fill(display(date));
    await page.getByRole('textbox', { name: 'Ngày khám' }).press('Tab');
    const slot = page.getByRole('button', { name: new RegExp(`^${free[0]!.time}`) });
    await slot.click();
    await expect(slot).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('combobox', { name: 'Triệu chứng' }).fill('Sốt nhẹ, ho 3 ngày');
    await page.screenshot({ path: `${shots}/new.png`, fullPage: true });
    await page.getByRole('button', { name: 'Đặt lịch', exact: true }).click();

    // Details: the patient, the slot, the status; approve it when it waits for approval.
    await expect(page.getByText(`${free[0]!.time} · ${display(date)}`).first()).toBeVisible();
    await expect(page.getByText(patient.fullName).first()).toBeVisible();
    await expect(page.getByText(location.name).first()).toBeVisible();
    const approve = page.getByRole('button', { name: 'Duyệt', exact: true });
    if (await approve.isVisible()) {
      await approve.click();
      await expect(page.getByText(/Đã duyệt lịch hẹn/)).toBeVisible();
      await expect(approve).toBeHidden();
    }
    await expect(page.getByRole('button', { name: 'Tiếp đón' })).toBeVisible();
    await page.screenshot({ path: `${shots}/details.png`, fullPage: true });

    // In the list for that day.
    await page.getByRole('link', { name: /Danh sách lịch hẹn/ }).click();
    await page.getByRole('searchbox', { name: 'Tìm lịch hẹn' }).fill(patient.code);
    await expect(page.getByRole('row', { name: new RegExp(patient.fullName) }).first()).toBeVisible();

    // Another appointment, cancelled with a reason.
    const other = await data<{ id: number; code: string }>(
      await page.request.post('/api/clinic-appointments/create', {
        headers,
        data: { clinicPatientId: patient.id, doctorId: doctor.id, locationId, date, time: free[1]!.time },
      }),
    );
    await page.goto(`/appointments/${other.id}`);
    await page.getByRole('button', { name: 'Hủy lịch hẹn' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Hủy lịch hẹn' }).click();
    await expect(dialog.getByText('Trường này là bắt buộc')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Lý do hủy/ }).fill('Bệnh nhân báo bận');
    await page.screenshot({ path: `${shots}/cancel.png` });
    await dialog.getByRole('button', { name: 'Hủy lịch hẹn' }).click();
    await expect(page.getByText(`Đã hủy lịch hẹn ${other.code}`)).toBeVisible();
    await expect(page.getByText('Bệnh nhân báo bận').first()).toBeVisible();
    await page.screenshot({ path: `${shots}/canceled.png`, fullPage: true });
  });

  test('tiếp đón sớm ở trang lịch hẹn: hỏi trước, rồi "Tiếp đón sớm" khi chưa đến giờ', async ({ page }) => {
    // A doctor of its own, on today's calendar from now (a schedule may start earlier today), and a
    // patient booked more than an hour ahead: reception checks them in before the window opens, on confirmation.
    const MINUTE = 60_000;
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
      return {
        date: `${get('year')}-${get('month')}-${get('day')}`,
        time: `${get('hour')}:${get('minute')}`,
      };
    };
    const start = new Date(Math.floor(Date.now() / (15 * MINUTE)) * 15 * MINUTE);
    const end = new Date(start.getTime() + 3 * 60 * MINUTE);
    test.skip(
      clinicClock(start).date !== clinicClock(end).date,
      'the session would cross the clinic midnight',
    );

    await signIn(page);
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('sessionToken') ?? '{}').accessToken as string,
    );
    const headers = { authorization: `Bearer ${token}` };
    const data = async <T>(response: Awaited<ReturnType<typeof page.request.get>>) => {
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { data: T }).data;
    };
    const attempt = String(Date.now()).slice(-6);
    const doctor = await data<{ id: number }>(
      await page.request.post('/api/doctors', {
        headers,
        data: {
          name: `BS. Tiếp Đón Sớm ${attempt}`,
          doctorCode: `EARLY${attempt}`,
          timePerAppointmentInMinutes: 15,
          waitingTime: 0,
          isVisibleForBooking: false,
          isAutoApproveAppointment: true,
          numberOfAppointmentsPerSlot: 1,
          specialtyIds: [2],
          locationIds: [1],
        },
      }),
    );
    await data(
      await page.request.post('/api/schedules', {
        headers,
        data: {
          doctorId: doctor.id,
          locationId: 1,
          start: start.toISOString(),
          end: end.toISOString(),
          repeatType: 0,
        },
      }),
    );
    const { date } = clinicClock(start);
    const slots = await data<(Slot & { start: string })[]>(
      await page.request.post('/api/clinic-appointments/get-schedule-slots', {
        headers,
        data: { doctorId: doctor.id, locationId: 1, date },
      }),
    );
    // Well over an hour ahead, so the check-in window stays shut while the test runs.
    const slot = slots.find((s) => Date.parse(s.start) - Date.now() > 75 * MINUTE);
    expect(slot, 'a slot more than 75 minutes ahead').toBeDefined();
    const patients = await data<{ pageData: { id: number; fullName: string }[] }>(
      await page.request.post('/api/clinic-patients/search?pageSize=5&pageNumber=1', { headers, data: {} }),
    );
    const patient = patients.pageData[3]!;
    const booked = await data<{ id: number; code: string }>(
      await page.request.post('/api/clinic-appointments/create', {
        headers,
        data: { clinicPatientId: patient.id, doctorId: doctor.id, locationId: 1, date, time: slot!.time },
      }),
    );

    await page.goto(`/appointments/${booked.id}`);
    await page.getByRole('button', { name: 'Tiếp đón' }).click();
    // Like the queue: the confirmation (with the clinic's check-in sheet), before anything is sent.
    const dialog = page.getByRole('dialog', { name: `Tiếp đón ${patient.fullName}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Đang tải phiếu tiếp đón…')).toHaveCount(0);
    const required = dialog.locator(
      'input[required]:not([type=checkbox]):not([type=radio]), textarea[required]',
    );
    for (const input of await required.all())
      if (!(await input.inputValue())) await input.fill('Bình thường');
    await page.waitForTimeout(400); // the dialog's 300 ms entrance
    await page.screenshot({ path: `${shots}/check-in-confirm.png` });
    await dialog.getByRole('button', { name: 'Tiếp đón' }).click();

    // Too soon for the window: reception is asked whether to check in early anyway.
    const early = page.getByRole('dialog', { name: `${patient.fullName} đến sớm` });
    await expect(
      early.getByText(`Lịch hẹn lúc ${slot!.time} của ${patient.fullName}`, { exact: false }),
    ).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${shots}/check-in-early.png` });
    await early.getByRole('button', { name: 'Tiếp đón sớm' }).click();
    await expect(page.getByText(`Đã tiếp đón lịch hẹn ${booked.code}`)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Đã tiếp đón').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bắt đầu khám' })).toBeVisible();
  });
});
