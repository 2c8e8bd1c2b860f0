import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './staff-sign-in';

// The doctor's exam screen, through the staff app against the real API with the demo clinic: a demo
// patient with an allergy arrives as a walk-in, is checked in on the queue, the exam starts from the queue and
// lands on the exam screen (header, allergy, sections), and finishing — with nothing ordered yet — asks first,
// then returns to the queue where the visit is Finished.

const shots = 'e2e/screenshots/exam';
const review = process.env.EXAM_SHOTS ?? '/tmp/shots/n-exam';
const desktop = { width: 1440, height: 900 };

async function shot(page: Page, name: string) {
  for (const dir of [shots, review]) {
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: `${dir}/${name}.png` });
  }
}

const rowOf = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

test.describe('khám bệnh', () => {
  test.use({ viewport: desktop, locale: 'vi-VN' });

  test('tiếp đón, bắt đầu khám từ danh sách, xem dị ứng, kết thúc khám khi chưa có dịch vụ', async ({
    page,
  }) => {
    await signIn(page);
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('sessionToken') ?? '{}').accessToken as string,
    );
    const headers = { authorization: `Bearer ${token}` };
    const data = async <T>(response: Awaited<ReturnType<typeof page.request.get>>) => {
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { data: T }).data;
    };

    // A doctor with a patient already in the room (the demo seeds one each), and a demo patient not seen today.
    const today = await data<
      { doctorId: number; locationId: number; status: number; clinicPatientId: number }[]
    >(await page.request.post('/api/clinic-appointments/all-today', { headers, data: {} }));
    const inRoom = today.find((a) => a.status === 4000)!;
    const patients = await data<{ pageData: { id: number; fullName: string; code: string }[] }>(
      await page.request.post('/api/clinic-patients/search?pageSize=100&pageNumber=1', { headers, data: {} }),
    );
    const seenToday = new Set(today.map((a) => a.clinicPatientId));
    const patient = patients.pageData.filter((p) => !seenToday.has(p.id)).at(-7)!;
    // The record's allergy, as the doctor wrote it at a past visit (the record form's fixed 'allergy').
    const [healthForm] = await data<{ id: number }[]>(
      await page.request.get('/api/forms/all-by-entity-type?entityTypeId=2', { headers }),
    );
    const fields = await data<{ id: number; internalName: string | null }[]>(
      await page.request.get(`/api/forms/${healthForm!.id}/properties`, { headers }),
    );
    const allergyId = fields.find((f) => f.internalName === 'allergy')!.id;
    await data(
      await page.request.put(`/api/clinic-patients/${patient.id}/properties`, {
        headers,
        data: { properties: [{ propertyId: allergyId, value: 'Penicillin (nổi mề đay toàn thân)' }] },
      }),
    );
    // The patient walks in: reception books them with that doctor now.
    await data(
      await page.request.post('/api/clinic-appointments/create', {
        headers,
        data: {
          clinicPatientId: patient.id,
          doctorId: inRoom.doctorId,
          locationId: inRoom.locationId,
          notReserved: true,
          symptom: 'Sốt cao, đau họng 2 ngày',
        },
      }),
    );

    // Reception checks them in on the queue (filling the check-in sheet when the clinic uses one).
    await page.goto('/queue');
    await expect(page.getByRole('link', { name: 'Bảng chỉ định dịch vụ' })).toBeVisible();
    await rowOf(page, patient.fullName).getByRole('button', { name: 'Tiếp đón' }).click();
    const checkIn = page.getByRole('dialog');
    await expect(checkIn.getByText('Đang tải phiếu tiếp đón…')).toHaveCount(0);
    for (const input of await checkIn
      .locator('input[required]:not([type=checkbox]):not([type=radio]), textarea[required]')
      .all())
      if (!(await input.inputValue())) await input.fill('Bình thường');
    const temperature = checkIn.getByRole('textbox', { name: 'Nhiệt độ (°C)' });
    if (await temperature.count()) await temperature.fill('38.6');
    await checkIn.getByRole('button', { name: 'Tiếp đón' }).click();
    await expect(page.getByText(/^Số thứ tự \d+$/)).toBeVisible();

    // The exam screen of a checked-in visit, opened from the URL the queue leads to.
    await page.getByRole('tab', { name: /Đã tiếp đón/ }).click();
    const waiting = rowOf(page, patient.fullName);
    await expect(waiting).toBeVisible();
    await waiting.getByRole('button', { name: 'Bắt đầu khám' }).click();
    // The doctor already has a patient in the room: asked first.
    const second = page.getByRole('dialog', { name: /đang khám$/ });
    await expect(second).toBeVisible();
    await second.getByRole('button', { name: 'Vẫn bắt đầu khám' }).click();

    // Lands on the exam screen: the header, the allergy in red, the sections.
    await expect(page).toHaveURL(/\/queue\/\d+\/exam$/);
    const header = page.getByRole('region', { name: 'Thông tin bệnh nhân' });
    await expect(header.getByRole('heading', { name: patient.fullName })).toBeVisible();
    await expect(header.getByText('Đang khám')).toBeVisible();
    await expect(header.getByText(new RegExp(patient.code))).toBeVisible();
    const allergy = page.getByRole('alert', { name: 'Bệnh nhân có tiền sử dị ứng' });
    await expect(allergy).toContainText('Penicillin (nổi mề đay toàn thân)');
    await expect(page.getByText('Sốt cao, đau họng 2 ngày')).toBeVisible();
    await page.waitForTimeout(400); // the toast's entrance
    await shot(page, 'exam-in-progress');
    // Alt+1 shows the check-in sheet the desk filled.
    await page.keyboard.press('Alt+1');
    await expect(page.getByRole('tab', { name: 'Phiếu tiếp đón' })).toHaveAttribute('aria-selected', 'true');
    await shot(page, 'exam-check-in-sheet');

    // Nothing ordered, no result sheet: finishing asks first.
    await page.getByRole('toolbar').getByRole('button', { name: 'Kết thúc khám' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByText('Kết thúc khám khi chưa có dịch vụ hay phiếu kết quả?')).toBeVisible();
    await page.waitForTimeout(400); // the dialog's entrance
    await shot(page, 'exam-finish-confirm');
    await confirm.getByRole('button', { name: 'Kết thúc khám' }).click();
    await expect(page.getByText(`Đã kết thúc khám cho ${patient.fullName}.`)).toBeVisible();

    // Back on the queue, the visit under Finished.
    await expect(page).toHaveURL(/\/queue\/?\?tab=checkedIn$/);
    await page.getByRole('tab', { name: /Đã khám xong/ }).click();
    await expect(rowOf(page, patient.fullName)).toBeVisible();
  });

  test('màn hình khám: lượt đã tiếp đón mời bắt đầu, danh sách dẫn vào lượt đang khám, lượt không có thì báo không tìm thấy', async ({
    page,
  }) => {
    await signIn(page);
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('sessionToken') ?? '{}').accessToken as string,
    );
    const response = await page.request.post('/api/clinic-appointments/all-today', {
      headers: { authorization: `Bearer ${token}` },
      data: {},
    });
    const today = ((await response.json()) as { data: { id: number; status: number }[] }).data;
    const waiting = today.find((a) => a.status === 3000)!;
    await page.goto(`/queue/${waiting.id}/exam`);
    await expect(
      page.getByRole('region', { name: 'Thông tin bệnh nhân' }).getByText('Đã tiếp đón'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bắt đầu khám' })).toBeVisible();
    await page.getByRole('button', { name: 'Công cụ tính' }).click();
    await expect(page.getByRole('menuitem', { name: 'Tính tuổi thai và ngày dự sinh' })).toBeVisible();
    await shot(page, 'exam-checked-in');

    // An In-progress row of the queue leads back into its exam; the header leads to the service-order board.
    await page.goto('/queue?tab=inProgress');
    const examining = page.getByRole('list', { name: 'Đang khám' }).getByRole('listitem').first();
    await expect(page.getByRole('link', { name: 'Bảng chỉ định dịch vụ' })).toHaveAttribute(
      'href',
      '/queue/service-orders',
    );
    await shot(page, 'queue-in-progress');
    await examining.getByRole('link', { name: 'Khám' }).click();
    await expect(page).toHaveURL(/\/queue\/\d+\/exam$/);
    await expect(
      page.getByRole('region', { name: 'Thông tin bệnh nhân' }).getByText('Đang khám'),
    ).toBeVisible();

    await page.goto('/queue/999999/exam');
    await expect(page.getByText('Không tìm thấy lượt khám')).toBeVisible();
    await shot(page, 'exam-not-found');
  });
});
