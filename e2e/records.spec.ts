import { expect, type Page, test } from '@playwright/test';
import { signIn } from './staff-sign-in';

// Screens 13 and 14: the clinic's own properties and a form built from them, through the staff app
// against the real API.

const shots = 'e2e/screenshots/records';
const desktop = { width: 1366, height: 768 };

/** Closes the toasts, so a screenshot shows what is under them. */
async function dismissToasts(page: Page) {
  const close = page
    .getByRole('region', { name: 'Thông báo' })
    .getByRole('button', { name: 'Đóng thông báo' });
  while ((await close.count()) > 0) await close.first().click();
}

/** The table row holding `text`. */
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.use({ viewport: desktop });

test('the owner adds a blood-type list and a skin-photo property for patients, then a form with both, and previews it', async ({
  page,
}) => {
  const bloodType = 'Nhóm máu ABO';
  const photos = 'Ảnh vùng da tổn thương';
  const formName = 'Khám da liễu';
  await signIn(page);

  // The patient tab lists the built-in properties first, each marked 'Mặc định'.
  await page.goto('/settings/properties');
  await expect(page.getByRole('heading', { name: 'Thuộc tính', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Hồ sơ bệnh nhân', selected: true })).toBeVisible();
  await expect(rowOf(page, 'Chiều cao (cm)')).toContainText('Mặc định');
  await expect(page.getByRole('button', { name: 'Xóa Chiều cao (cm)' })).toHaveCount(0);

  // A built-in property only opens to be read, and says why.
  await page.getByRole('button', { name: 'Xem Chiều cao (cm)' }).click();
  const fixed = page.getByRole('dialog', { name: 'Thuộc tính “Chiều cao (cm)”' });
  await expect(fixed.getByText(/thuộc tính mặc định của hệ thống nên không thể sửa hay xóa/)).toBeVisible();
  await expect(fixed.getByRole('button', { name: 'Lưu' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(fixed).toBeHidden();

  // The list property: the internal name follows the name; a repeated option is caught before sending.
  await page.getByRole('button', { name: 'Thêm thuộc tính' }).click();
  const drawer = page.getByRole('dialog', { name: 'Thêm thuộc tính' });
  await drawer.getByLabel('Tên thuộc tính').fill(bloodType);
  await expect(drawer.getByLabel('Tên nội bộ')).toHaveValue('nhom_mau_abo');
  await drawer.getByLabel('Kiểu dữ liệu').selectOption({ label: 'Danh sách lựa chọn' });
  await drawer.getByRole('radio', { name: 'Nhỏ · 3 cột' }).check();
  await drawer.getByRole('button', { name: 'Thêm lựa chọn' }).click();
  for (const [index, option] of ['A', 'B', 'AB', 'O', ' ab'].entries()) {
    const input = drawer.getByRole('textbox', { name: `Lựa chọn ${index + 1}`, exact: true });
    await input.fill(option);
    if (index < 4) await input.press('Enter');
  }
  await expect(drawer.getByText('Lựa chọn này bị trùng')).toBeVisible();
  await drawer.getByText('Lựa chọn này bị trùng').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/property-options.png`, animations: 'disabled' });
  await drawer.getByRole('button', { name: 'Xóa lựa chọn “ab”', exact: true }).click();
  await expect(drawer.getByText('Lựa chọn này bị trùng')).toHaveCount(0);
  // 'O' first: moved up three places from the keyboard.
  await drawer.getByRole('button', { name: 'Đưa “O” lên' }).focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Enter');
  await expect(drawer.getByRole('textbox', { name: 'Lựa chọn 1', exact: true })).toHaveValue('O');
  await drawer.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText(`Đã thêm “${bloodType}”.`)).toBeVisible();
  await expect(drawer).toBeHidden();

  // The photos property, full width.
  await page.getByRole('button', { name: 'Thêm thuộc tính' }).click();
  await drawer.getByLabel('Tên thuộc tính').fill(photos);
  await expect(drawer.getByLabel('Tên nội bộ')).toHaveValue('anh_vung_da_ton_thuong');
  await drawer.getByLabel('Kiểu dữ liệu').selectOption({ label: 'Hình ảnh' });
  await expect(drawer.getByText('Tối đa 5 ảnh JPG hoặc PNG, mỗi ảnh không quá 20 MB.')).toBeVisible();
  await drawer.getByRole('radio', { name: 'Lớn · 12 cột' }).check();
  await drawer.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText(`Đã thêm “${photos}”.`)).toBeVisible();

  // Found by typing without accents.
  await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill('nhom mau');
  await expect(rowOf(page, bloodType)).toHaveCount(1);
  await expect(rowOf(page, bloodType)).toContainText('Danh sách lựa chọn');
  await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill('');
  await expect(rowOf(page, photos)).toHaveCount(1);
  await dismissToasts(page);
  await page.screenshot({ path: `${shots}/properties.png`, animations: 'disabled' });

  // The form: a new patient form starts with the built-in properties; the two new ones are added and the
  // blood type moved to the top; the preview follows.
  await page.goto('/settings/forms');
  await expect(page.getByRole('heading', { name: 'Biểu mẫu', level: 1 })).toBeVisible();
  await expect(rowOf(page, 'Hồ sơ bệnh nhân')).toContainText('Mặc định');
  await page.screenshot({ path: `${shots}/forms.png`, animations: 'disabled' });
  await page.getByRole('button', { name: 'Thêm biểu mẫu' }).click();
  await expect(page).toHaveURL(/\/settings\/forms\/new/);
  await page.getByLabel('Tên biểu mẫu').fill(formName);
  const chosen = page.getByRole('list', { name: 'Thuộc tính trong biểu mẫu' });
  await expect(chosen.getByRole('listitem')).toHaveCount(5);
  await page.getByRole('button', { name: `Thêm “${bloodType}”` }).click();
  await page.getByRole('button', { name: `Thêm “${photos}”` }).click();
  await expect(chosen.getByRole('listitem')).toHaveCount(7);
  const up = page.getByRole('button', { name: `Đưa “${bloodType}” lên` });
  await up.focus();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('Enter');
  await expect(chosen.getByRole('listitem').first()).toContainText(bloodType);

  const preview = page.getByRole('region', { name: 'Xem trước' });
  await expect(preview.getByLabel(bloodType)).toBeVisible();
  await preview.getByLabel(bloodType).selectOption('O');
  await expect(preview.getByRole('button', { name: 'Thêm ảnh' })).toBeVisible();
  await expect(preview.getByLabel('Chiều cao (cm)')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/form-editor.png`, animations: 'disabled' });
  // The preview's top just under the app's sticky header.
  await preview.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
  await page.screenshot({ path: `${shots}/form-preview.png`, animations: 'disabled' });
  await page.getByRole('button', { name: 'Lưu biểu mẫu' }).click();
  await expect(page.getByText(`Đã thêm biểu mẫu “${formName}”.`)).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/forms$/);
  await expect(rowOf(page, formName)).toContainText('7');

  // The form is saved in that order.
  await page.getByRole('button', { name: `Sửa ${formName}` }).click();
  await expect(chosen.getByRole('listitem').first()).toContainText(bloodType);
  await expect(chosen.getByRole('listitem').last()).toContainText(photos);

  // The default form keeps its built-in properties and cannot be switched off.
  await page.getByRole('link', { name: 'Danh sách biểu mẫu' }).click();
  await expect(page.getByRole('switch', { name: 'Dùng biểu mẫu “Hồ sơ bệnh nhân”' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Xóa Hồ sơ bệnh nhân' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sửa Hồ sơ bệnh nhân' }).click();
  await expect(page.getByText(/Đây là biểu mẫu mặc định/)).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Biểu mẫu mặc định phải giữ thuộc tính này' }).first(),
  ).toBeDisabled();
  await dismissToasts(page);
  await page.screenshot({ path: `${shots}/default-form.png`, animations: 'disabled' });

  // A property held by a form is not deleted: the owner is told where it is used.
  await page.goto('/settings/properties');
  await page.getByRole('button', { name: `Xóa ${bloodType}` }).click();
  const blocked = page.getByRole('alertdialog', { name: `Chưa xóa được “${bloodType}”` });
  await expect(blocked.getByText(/đang nằm trong 1 biểu mẫu/)).toBeVisible();
  await page.screenshot({ path: `${shots}/property-in-use.png`, animations: 'disabled' });
  await blocked.getByRole('button', { name: 'Đóng' }).first().click();
  await expect(blocked).toBeHidden();
});

test('built-in properties and default forms read in English, the clinic’s own names as typed', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('button', { name: 'English' }).click();
  try {
    await page.goto('/settings/properties');
    await expect(page.getByRole('heading', { name: 'Properties', level: 1 })).toBeVisible();
    await expect(rowOf(page, 'Height (cm)')).toContainText('Default');
    await expect(rowOf(page, 'Allergies')).toBeVisible();
    await expect(page.getByText('Chiều cao (cm)')).toHaveCount(0);
    // The demo clinic's own 'Nhóm máu' is its own word.
    await expect(rowOf(page, 'Nhóm máu').first()).toBeVisible();

    await page.goto('/settings/forms');
    await expect(rowOf(page, 'Patient record')).toContainText('Default');
    await page.screenshot({ path: `${shots}/forms-en.png`, animations: 'disabled' });

    // A patient's health record: the built-in fields are labelled in English too.
    await page.goto('/patients/1/edit');
    await expect(page.getByRole('textbox', { name: 'Weight (kg)' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Medical history' })).toBeVisible();
  } finally {
    await page.getByRole('button', { name: 'Tiếng Việt' }).click();
  }
});
