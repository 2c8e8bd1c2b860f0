import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './staff-sign-in';

// The examination's story through the screens, against the real API with the demo clinic: a checked-in patient who
// bought the general check-up package (GOI-KSK) is called in from the queue; the doctor orders the general examination
// (paid by the package, 0 ₫) and an HbA1c test (paid at the desk); the technician moves both cards across the
// service-order board; the doctor writes a result sheet with a re-examination date counted by the calculator,
// prescribes three medicines, finishes the exam without being asked (services and a sheet are there), and the patient
// shows on the re-examination list, not yet booked.

const shots = 'e2e/screenshots/exam-journey';
const review = process.env.EXAM_JOURNEY_SHOTS ?? '/tmp/shots/n-journey';
const desktop = { width: 1440, height: 900 };

async function shot(page: Page, name: string) {
  for (const dir of [shots, review]) {
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: `${dir}/${name}.png` });
  }
}

const rowOf = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });
/** An amount as the app writes it: 150000 → '150.000 ₫'. */
const vnd = (amount: number) => `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} ₫`;
/** 'YYYY-MM-DD' → 'DD/MM/YYYY', as the date pickers and lists show it. */
const shown = (iso: string) => iso.split('-').reverse().join('/');
const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

test.describe('hành trình khám bệnh', () => {
  test.use({ viewport: desktop, locale: 'vi-VN' });

  test('gọi bệnh nhân vào khám, chỉ định dùng gói và thu tiền, làm dịch vụ, phiếu kết quả có hẹn tái khám, kê đơn, kết thúc, vào danh sách tái khám', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page);
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('sessionToken') ?? '{}').accessToken as string,
    );
    const headers = { authorization: `Bearer ${token}` };
    const data = async <T>(response: Awaited<ReturnType<typeof page.request.get>>) => {
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { data: T }).data;
    };

    // A patient who bought the check-up package and has no visit today (the demo seeds a few) walks in to a doctor
    // on duty and is checked in at the desk: this journey's own visit, whatever the other journeys did to today's.
    const today = await data<
      {
        status: number;
        clinicPatientId: number;
        doctorId: number;
        locationId: number;
        patient: { fullName: string };
      }[]
    >(await page.request.post('/api/clinic-appointments/all-today', { headers, data: {} }));
    const seenToday = new Set(today.map((a) => a.clinicPatientId));
    const namesToday = new Set(today.map((a) => a.patient.fullName));
    // A doctor the demo gave national codes: the prescription is sent at the end (another journey's test doctor,
    // on duty today too, has none, and the national system would refuse it).
    const doctors = await data<{
      pageData: { id: number; practisingCertificate: string | null; nationalPrescriberCode: string | null }[];
    }>(await page.request.get('/api/doctors?pageSize=100&pageNumber=1', { headers }));
    const coded = new Set(
      doctors.pageData.filter((d) => d.practisingCertificate && d.nationalPrescriberCode).map((d) => d.id),
    );
    const withCodes = today.filter((a) => coded.has(a.doctorId));
    const onDuty = withCodes.find((a) => a.status === 4000) ?? withCodes[0]!;
    const records = await data<{ pageData: { id: number; fullName: string }[] }>(
      await page.request.post('/api/clinic-patients/search?pageSize=20&pageNumber=1', { headers, data: {} }),
    );
    let patient: { id: number; fullName: string } | undefined;
    let checkUp: { code: string; name: string; state: string } | undefined;
    for (const record of records.pageData.filter(
      (p) => !seenToday.has(p.id) && !namesToday.has(p.fullName),
    )) {
      const bought = await data<{ code: string; name: string; state: string }[]>(
        await page.request.get(`/api/clinic-patients/${record.id}/purchased-packages`, { headers }),
      );
      checkUp = bought.find((p) => p.code === 'GOI-KSK' && p.state === 'active');
      // No later booking either (another journey may have made one), so the re-examination row reads "not booked".
      const newest = await data<{ pageData: { start: string }[] }>(
        await page.request.get(
          `/api/clinic-appointments/by-patient-v2?clinicPatientId=${record.id}&pageSize=1&pageNumber=1`,
          { headers },
        ),
      );
      const laterBooking = newest.pageData.some((a) => Date.parse(a.start) > Date.now());
      if (checkUp && !laterBooking) {
        patient = record;
        break;
      }
    }
    expect(patient, 'a patient not seen today, not booked later, who bought GOI-KSK').toBeDefined();
    const buyer = patient!;
    const walkIn = await data<{ id: number }>(
      await page.request.post('/api/clinic-appointments/create', {
        headers,
        data: {
          clinicPatientId: buyer.id,
          doctorId: onDuty.doctorId,
          locationId: onDuty.locationId,
          notReserved: true,
          symptom: 'Khát nước, tiểu nhiều 1 tháng nay',
        },
      }),
    );
    const visitId = walkIn.id;
    await data(await page.request.put(`/api/clinic-appointments/${visitId}/check-in`, { headers, data: {} }));

    // 1. The doctor calls the patient in from the queue.
    await page.goto('/queue');
    await page.getByRole('tab', { name: /Đã tiếp đón/ }).click();
    const waiting = rowOf(page, buyer.fullName);
    await expect(waiting).toBeVisible();
    await waiting.getByRole('button', { name: 'Bắt đầu khám' }).click();
    // When the doctor already has a patient in the room, asked first.
    const header = page.getByRole('region', { name: 'Thông tin bệnh nhân' });
    const second = page.getByRole('dialog', { name: /đang khám$/ });
    await expect(second.or(header)).toBeVisible();
    if (await second.isVisible()) await second.getByRole('button', { name: 'Vẫn bắt đầu khám' }).click();
    await expect(page).toHaveURL(new RegExp(`/queue/${visitId}/exam$`));
    await expect(header.getByRole('heading', { name: buyer.fullName })).toBeVisible();
    await expect(header.getByText('Đang khám')).toBeVisible();

    // 2. Services: the general examination, paid by the package, and an HbA1c test, paid at the desk.
    await page.getByRole('tab', { name: 'Dịch vụ' }).click();
    await expect(page.getByText('Chưa chỉ định dịch vụ nào')).toBeVisible();
    const picker = page.getByRole('combobox', { name: 'Thêm dịch vụ hoặc gói (mã, tên)' });
    const orders = page.getByRole('table', { name: 'Chỉ định dịch vụ' });
    await picker.fill('KB-TQ');
    await expect(page.getByRole('option', { name: /KB-TQ/ }).first()).toBeVisible();
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await expect(page.getByText(`Khám tổng quát: trừ một lượt của gói “${checkUp!.name}”`)).toBeVisible();
    const exam = orders.getByRole('row').filter({ hasText: 'Khám tổng quát' });
    await expect(exam).toContainText(`Trả bằng gói: ${checkUp!.name}`);
    await picker.fill('HbA1c');
    await expect(page.getByRole('option', { name: /XN-HBA1C/ }).first()).toBeVisible();
    await picker.press('ArrowDown');
    await picker.press('Enter');
    const test1c = orders.getByRole('row').filter({ hasText: 'Xét nghiệm HbA1c' });
    await expect(test1c).toBeVisible();
    await expect(test1c).not.toContainText('Trả bằng gói');
    // The package pays the exam (0 ₫), the desk the test (its catalog price), and the visit's total is the test's.
    // Cells: service, quantity, amount, lane, actions.
    await expect(exam.getByRole('cell').nth(2)).toHaveText(vnd(0));
    await expect(test1c.getByRole('cell').nth(2)).toHaveText(vnd(150_000));
    await expect(page.getByText('Tổng cộng', { exact: true }).locator('+ dd')).toHaveText(vnd(150_000));
    await expect(exam).toContainText('Chờ làm');
    await page.waitForTimeout(400); // the toasts' entrance
    await shot(page, '1-services');

    // 3. The service-order board: both cards of the visit, moved To do → In progress → Done.
    await page.goto('/queue/service-orders');
    await expect(page.getByRole('heading', { name: 'Bảng chỉ định dịch vụ', level: 1 })).toBeVisible();
    if (await page.getByRole('combobox', { name: 'Cơ sở' }).isVisible())
      await page.getByRole('combobox', { name: 'Cơ sở' }).selectOption('all');
    const todo = page.getByRole('region', { name: 'Chờ làm' });
    const doing = page.getByRole('region', { name: 'Đang làm' });
    const done = page.getByRole('region', { name: 'Đã xong' });
    for (const service of ['Khám tổng quát', 'Xét nghiệm HbA1c']) {
      const label = `${buyer.fullName} · ${service}`;
      await todo
        .getByRole('listitem', { name: label })
        .getByRole('button', { name: `Chuyển “${service}” của ${buyer.fullName} sang Đang làm` })
        .click();
      await doing
        .getByRole('listitem', { name: label })
        .getByRole('button', { name: `Chuyển “${service}” của ${buyer.fullName} sang Đã xong` })
        .click();
      await expect(done.getByRole('listitem', { name: label })).toContainText('Xong lúc');
      await expect(todo.getByRole('listitem', { name: label })).toHaveCount(0);
      await expect(doing.getByRole('listitem', { name: label })).toHaveCount(0);
    }
    await done
      .getByRole('listitem', { name: `${buyer.fullName} · Xét nghiệm HbA1c` })
      .scrollIntoViewIfNeeded();
    await page.waitForTimeout(400); // the toasts' entrance
    await shot(page, '2-board-done');

    // 4. Back on the exam: a result sheet for the test, the next visit counted by the calculator (14 days).
    await page.goto(`/queue/${visitId}/exam`);
    await expect(header.getByText('Đang khám')).toBeVisible();
    await page.getByRole('tab', { name: 'Phiếu kết quả' }).click();
    await page.getByRole('button', { name: 'Thêm phiếu kết quả' }).click();
    const editor = page.getByRole('dialog', { name: 'Thêm phiếu kết quả' });
    await editor.getByRole('combobox', { name: 'Dịch vụ' }).selectOption({ label: 'Xét nghiệm HbA1c' });
    const diagnosis = editor.getByRole('textbox', { name: 'Chẩn đoán' });
    await expect(diagnosis).toBeEnabled();
    // The form's own required fields, whatever the clinic's sheet asks.
    for (const input of await editor
      .locator('input[required]:not([type=checkbox]):not([type=radio]), textarea[required]')
      .all())
      if (!(await input.inputValue())) await input.fill('Bình thường');
    await diagnosis.fill('Đái tháo đường típ 2 (E11.9)');
    await editor.getByRole('textbox', { name: 'Kết luận' }).fill('HbA1c 7,4%. Điều trị, theo dõi định kỳ.');
    await editor.getByRole('button', { name: 'Tính ngày tái khám' }).click();
    const calculator = page.getByRole('dialog', { name: 'Tính ngày tái khám' });
    await calculator.getByRole('button', { name: '14 ngày' }).click();
    await expect(calculator.getByRole('button', { name: '14 ngày' })).toHaveAttribute('aria-pressed', 'true');
    await expect(calculator.getByText('Ngày tái khám', { exact: true })).toBeVisible();
    await page.waitForTimeout(400); // the dialog's entrance
    await shot(page, '3-re-exam-calculator');
    await calculator.getByRole('button', { name: 'Dùng ngày này' }).click();
    await expect(calculator).toBeHidden();
    const nextDate = editor.getByRole('textbox', { name: 'Ngày tái khám' });
    await expect(nextDate).toHaveValue(/^\d\d\/\d\d\/\d{4}$/);
    const reExamDay = (await nextDate.inputValue()).split('/').reverse().join('-');
    await editor.getByRole('button', { name: 'Lưu phiếu' }).click();
    await expect(editor).toBeHidden();
    const sheet = page.getByRole('listitem', { name: /^Xét nghiệm HbA1c · / });
    await expect(sheet).toContainText('Đái tháo đường típ 2 (E11.9)');
    await expect(sheet).toContainText(shown(reExamDay));
    await page.waitForTimeout(400); // the toast's entrance
    await shot(page, '4-result-sheet');

    // 5. The prescription: three medicines searched as typed, doses and days, saved with Ctrl+Enter.
    await page.getByRole('tab', { name: 'Đơn thuốc' }).click();
    const rx = page.getByRole('form', { name: 'Đơn thuốc' });
    // The ICD-10 diagnosis picked by its code, the doctor's words beside it.
    const icd = rx.getByRole('combobox', { name: 'Chẩn đoán (ICD-10)' });
    await icd.pressSequentially('e11.9', { delay: 20 });
    await expect(page.getByRole('option', { name: /^E11\.9/ })).toBeVisible();
    await icd.press('Enter');
    await expect(rx.getByRole('list', { name: 'Các chẩn đoán đã chọn' })).toContainText('E11.9');
    await rx.getByRole('textbox', { name: 'Chẩn đoán' }).fill('Đái tháo đường típ 2 (E11.9)');
    await rx.getByRole('textbox', { name: 'Lời dặn' }).fill('Ăn ít đường bột, đi bộ 30 phút mỗi ngày.');
    const medicines = page.getByRole('combobox', { name: 'Tìm thuốc để thêm (Enter để thêm)' });
    const lines = [
      { search: 'metformin', morning: '1', evening: '1', days: '14', quantity: '28' },
      { search: 'gliclazid', morning: '1', evening: '', days: '14', quantity: '14' },
      { search: 'vitamin 3b', morning: '1', evening: '1', days: '7', quantity: '14' },
    ];
    for (const [i, line] of lines.entries()) {
      const n = i + 1;
      await medicines.pressSequentially(line.search, { delay: 20 });
      await expect(page.getByRole('option', { name: new RegExp(line.search, 'i') }).first()).toBeVisible();
      await medicines.press('ArrowDown');
      await medicines.press('Enter');
      await expect(page.getByLabel(`Số lượng ${n}`)).toBeFocused();
      await page.getByLabel(`Sáng ${n}`).fill(line.morning);
      if (line.evening) await page.getByLabel(`Tối ${n}`).fill(line.evening);
      await page.getByLabel(`Số ngày ${n}`).fill(line.days);
      await expect(page.getByLabel(`Số lượng ${n}`)).toHaveValue(line.quantity);
    }
    await page.getByLabel('Số ngày 3').press('Control+Enter');
    await expect(page.getByText('Đã lưu đơn thuốc')).toBeVisible();
    const saved = await data<{
      total: number;
      items: unknown[];
      diagnoses: { code: string }[];
      national: { code: string };
    }>(await page.request.get(`/api/clinic-appointments/${visitId}/prescription`, { headers }));
    expect(saved.items).toHaveLength(3);
    expect(saved.diagnoses.map((d) => d.code)).toEqual(['E11.9']);
    // Numbered for the national system as soon as it is saved (the demo clinic has a facility code).
    expect(saved.national.code).toMatch(/^79999\d{7}-c$/);
    expect(saved.total).toBeGreaterThan(0);
    const total = page.getByText(`Tổng tiền thuốc: ${vnd(saved.total)}`);
    await expect(total).toBeVisible();
    await expect(page.getByText('Tổng tiền tính theo giá thuốc khi lưu')).toHaveCount(0);
    // The saved toast closed, so it does not cover the total in the screenshot.
    await page
      .getByRole('status')
      .filter({ hasText: 'Đã lưu đơn thuốc' })
      .getByRole('button', { name: 'Đóng thông báo' })
      .click();
    await expect(page.getByText('Đã lưu đơn thuốc')).toHaveCount(0);
    await total.scrollIntoViewIfNeeded();
    await page.waitForTimeout(400); // the toast's exit
    await shot(page, '5-prescription');

    // 6. Finishing: services and a result sheet are there, so it is not asked.
    await page.getByRole('toolbar').getByRole('button', { name: 'Kết thúc khám' }).click();
    await expect(page.getByText(`Đã kết thúc khám cho ${buyer.fullName}.`)).toBeVisible();
    await expect(page).toHaveURL(/\/queue\/?\?tab=checkedIn$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('tab', { name: /Đã khám xong/ }).click();
    await expect(rowOf(page, buyer.fullName)).toBeVisible();
    const finished = await data<{ id: number; status: number }[]>(
      await page.request.post('/api/clinic-appointments/all-today', { headers, data: {} }),
    );
    expect(finished.find((a) => a.id === visitId)?.status).toBe(9000);

    // 6b. Finishing sent the prescription to the national system in the background (the demo's stand-in): it is
    // marked sent on the national prescription list, with its code.
    await expect
      .poll(
        async () =>
          (
            await data<{ national: { status: string } }>(
              await page.request.get(`/api/clinic-appointments/${visitId}/prescription`, { headers }),
            )
          ).national.status,
        { timeout: 30_000 },
      )
      .toBe('sent');
    await page.goto('/national-prescriptions');
    await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill(buyer.fullName);
    const sentRow = page.getByRole('row').filter({ hasText: saved.national.code });
    await expect(sentRow).toBeVisible();
    await expect(sentRow).toContainText('Đã gửi');
    await expect(page.getByRole('row').filter({ hasNotText: buyer.fullName })).toHaveCount(1);
    await shot(page, '5b-national-prescriptions');

    // 7. The re-examination list from the counted day to a week after, searched by the patient's name: listed on
    // that day, from the result sheet, not yet booked.
    await page.goto('/re-examinations');
    const from = page.getByRole('textbox', { name: 'Từ ngày' });
    const to = page.getByRole('textbox', { name: 'Đến ngày' });
    await expect(from).toHaveValue(/^\d\d\/\d\d\/\d{4}$/);
    // The end first: the start may not pass it.
    await to.fill(shown(addDays(reExamDay, 7)));
    await to.press('Tab');
    await expect(to).toHaveValue(shown(addDays(reExamDay, 7)));
    await from.fill(shown(reExamDay));
    await from.press('Tab');
    await expect(from).toHaveValue(shown(reExamDay));
    await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill(buyer.fullName);
    // The keyword applies after its debounce: then only the header row lacks the patient's name.
    await expect(page.getByRole('row').filter({ hasNotText: buyer.fullName })).toHaveCount(1);
    const row = page.getByRole('row').filter({ hasText: buyer.fullName });
    await expect(row).toBeVisible();
    await expect(row).toContainText(shown(reExamDay));
    await expect(row).toContainText('Phiếu kết quả');
    await expect(row).toContainText('Đái tháo đường típ 2 (E11.9)');
    await expect(row).not.toContainText('Đã đặt');
    await expect(row.getByRole('button', { name: `Đặt lịch tái khám cho ${buyer.fullName}` })).toBeVisible();
    await shot(page, '6-re-examinations');
  });
});
