import { expect, type Page, test } from '@playwright/test';
import { signIn } from './staff-sign-in';

// The clinic set-up resources, through the staff app against the real API.

const shots = 'e2e/screenshots/resources';
const desktop = { width: 1366, height: 768 };

/** The table row holding `text`. */
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function search(page: Page, keyword: string) {
  await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill(keyword);
}

/** Deletes the row named `name` by typing its name (doctors and locations ask for it). */
async function deleteByName(page: Page, name: string) {
  await page.getByRole('button', { name: `Xóa ${name}` }).click();
  const dialog = page.getByRole('alertdialog');
  const confirm = dialog.getByRole('button', { name: 'Xóa' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Nhập "${name}" để xác nhận`).fill(name.slice(0, -1));
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Nhập "${name}" để xác nhận`).fill(name);
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByText(`Đã xóa “${name}”.`)).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
}

test.describe('thiết lập phòng khám', () => {
  test.use({ viewport: desktop });

  test('cơ sở khám: thêm, tìm không dấu, sửa, tắt và xóa bằng cách gõ tên', async ({ page }) => {
    const n = Date.now().toString().slice(-6);
    const name = `Cơ sở Đống Đa ${n}`;
    const renamed = `Cơ sở Đống Đa mới ${n}`;
    await signIn(page);
    await page.goto('/settings/locations');
    await expect(page.getByRole('heading', { name: 'Cơ sở khám', level: 1 })).toBeVisible();

    // Thêm mới: a blank name is caught before anything is sent.
    await page.getByRole('button', { name: 'Thêm mới' }).click();
    const form = page.getByRole('dialog', { name: 'Thêm cơ sở khám' });
    await form.getByRole('button', { name: 'Lưu' }).click();
    await expect(form.getByText('Trường này là bắt buộc')).toBeVisible();
    await form.getByLabel('Tên cơ sở').fill(name);
    await form.getByLabel('Địa chỉ').fill('12 Tôn Đức Thắng');
    await form.getByLabel('Tỉnh/thành phố').selectOption({ label: 'Hà Nội' });
    await form.getByLabel('Vĩ độ').fill('21,02');
    await form.getByLabel('Kinh độ').fill('105,83');
    await page.screenshot({ path: `${shots}/location-form.png` });
    await form.getByRole('button', { name: 'Lưu' }).click();
    await expect(page.getByText(`Đã thêm “${name}”.`)).toBeVisible();
    await expect(form).toBeHidden();

    // Tìm không dấu: 'co so dong da' finds 'Cơ sở Đống Đa'.
    await search(page, `co so dong da ${n}`);
    await expect(rowOf(page, name)).toHaveCount(1);
    await expect(rowOf(page, name)).toContainText('Hà Nội');
    await page.screenshot({ path: `${shots}/locations.png` });

    // Sửa.
    await page.getByRole('button', { name: `Sửa ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Sửa cơ sở khám' });
    await expect(edit.getByLabel('Tên cơ sở')).toHaveValue(name);
    await edit.getByLabel('Tên cơ sở').fill(renamed);
    await edit.getByRole('button', { name: 'Lưu' }).click();
    await expect(page.getByText(`Đã lưu “${renamed}”.`)).toBeVisible();
    await search(page, `dong da moi ${n}`);
    await expect(rowOf(page, renamed)).toHaveCount(1);

    // Tắt: the row shows 'Đã tắt' and the 'Đang dùng' filter no longer lists it.
    await page.getByRole('button', { name: `Tắt ${renamed}` }).click();
    await expect(page.getByText(`Đã tắt “${renamed}”.`)).toBeVisible();
    await expect(rowOf(page, renamed)).toContainText('Đã tắt');
    await page.getByRole('combobox', { name: 'Trạng thái' }).selectOption({ label: 'Đang dùng' });
    await expect(rowOf(page, renamed)).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Trạng thái' }).selectOption({ label: 'Đã tắt' });
    await expect(rowOf(page, renamed)).toHaveCount(1);

    // Xóa: Confirm stays disabled until the exact name is typed.
    await deleteByName(page, renamed);
  });

  test('bác sĩ: thêm với chuyên khoa và cơ sở, tìm không dấu, sửa, tắt và xóa', async ({ page }) => {
    const n = Date.now().toString().slice(-6);
    const specialty = `Nhi khoa ${n}`;
    const location = `Cơ sở Cầu Giấy ${n}`;
    const doctor = `Nguyễn Văn Hùng ${n}`;
    await signIn(page);

    await page.goto('/settings/specialties');
    await page.getByRole('button', { name: 'Thêm mới' }).click();
    const specialtyForm = page.getByRole('dialog', { name: 'Thêm chuyên khoa' });
    await specialtyForm.getByLabel('Tên chuyên khoa').fill(specialty);
    await specialtyForm.getByLabel('Tên viết tắt').fill('NK');
    await specialtyForm.getByRole('button', { name: 'Lưu' }).click();
    await expect(page.getByText(`Đã thêm “${specialty}”.`)).toBeVisible();

    await page.goto('/settings/locations');
    await page.getByRole('button', { name: 'Thêm mới' }).click();
    const locationForm = page.getByRole('dialog', { name: 'Thêm cơ sở khám' });
    await locationForm.getByLabel('Tên cơ sở').fill(location);
    await locationForm.getByRole('button', { name: 'Lưu' }).click();
    await expect(page.getByText(`Đã thêm “${location}”.`)).toBeVisible();

    // Opening the page again loads the clinic data (enabled specialties and locations) afresh.
    await page.goto('/settings/doctors');
    await expect(page.getByRole('heading', { name: 'Bác sĩ', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Thêm mới' }).click();
    const form = page.getByRole('dialog', { name: 'Thêm bác sĩ' });
    await form.getByLabel('Họ và tên').fill(doctor);
    await form.getByLabel('Mã bác sĩ').fill(`BS${n}`);
    await form.getByLabel('Số năm kinh nghiệm').fill('12');
    await form.getByLabel('Thời gian mỗi lượt khám (phút)').fill('20');
    await form.getByRole('group', { name: 'Chuyên khoa' }).getByLabel(specialty).check();
    await form.getByRole('group', { name: 'Cơ sở khám' }).getByLabel(location).check();
    await form.getByRole('switch', { name: 'Tự động duyệt lịch hẹn' }).check();
    await form.getByLabel('Giới thiệu').fill('Bác sĩ chuyên khoa Nhi, 12 năm kinh nghiệm.');
    await page.screenshot({ path: `${shots}/doctor-form.png` });
    await form.getByRole('button', { name: 'Lưu' }).click();
    await expect(page.getByText(`Đã thêm “${doctor}”.`)).toBeVisible();

    await search(page, `nguyen van hung ${n}`);
    await expect(rowOf(page, doctor)).toHaveCount(1);
    await expect(rowOf(page, doctor)).toContainText(specialty);
    await expect(rowOf(page, doctor)).toContainText(`BS${n}`);

    await page.getByRole('button', { name: `Sửa ${doctor}` }).click();
    const edit = page.getByRole('dialog', { name: 'Sửa bác sĩ' });
    await expect(edit.getByRole('group', { name: 'Chuyên khoa' }).getByLabel(specialty)).toBeChecked();
    await expect(edit.getByRole('group', { name: 'Cơ sở khám' }).getByLabel(location)).toBeChecked();
    await edit.getByLabel('Số năm kinh nghiệm').fill('13');
    await edit.getByRole('button', { name: 'Lưu' }).click();
    await expect(page.getByText(`Đã lưu “${doctor}”.`)).toBeVisible();
    await expect(rowOf(page, doctor)).toContainText('13');

    await page.getByRole('button', { name: `Tắt ${doctor}` }).click();
    await expect(page.getByText(`Đã tắt “${doctor}”.`)).toBeVisible();
    await expect(rowOf(page, doctor)).toContainText('Đã tắt');

    await deleteByName(page, doctor);
    await page.screenshot({ path: `${shots}/doctors.png` });
  });

  test('the other set-up screens open with the demo data, and the laboratory key stays hidden', async ({
    page,
  }) => {
    await signIn(page);
    const nav = page.getByRole('navigation');
    for (const [link, row, file] of [
      ['Chuyên khoa', 'Tai Mũi Họng', 'specialties'],
      ['Gợi ý triệu chứng', 'Đau họng', 'symptoms'],
      ['Nhà cung cấp', 'Công ty Cổ phần Traphaco', 'suppliers'],
    ] as const) {
      await nav.getByRole('link', { name: link }).click();
      await expect(rowOf(page, row)).toHaveCount(1);
      await page.screenshot({ path: `${shots}/${file}.png` });
    }
    await nav.getByRole('link', { name: 'Phòng xét nghiệm' }).click();
    await expect(page.getByRole('heading', { name: 'Phòng xét nghiệm', level: 1 })).toBeVisible();
    await page.screenshot({ path: `${shots}/laboratories.png`, fullPage: true });
  });
});
