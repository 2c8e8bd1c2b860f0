import { expect, test } from '@playwright/test';
import { png } from './fixtures';
import { signIn } from './staff-sign-in';

// Patient records (screen 12) through the staff app against the real API: add a patient with an image
// in the health record, find them without diacritics, open the details, and merge a duplicate into them.

const shots = 'e2e/screenshots/patients';
const desktop = { width: 1366, height: 768 };

interface Property {
  id: number;
  name: string;
  fieldType: number;
}

test.describe('hồ sơ bệnh nhân', () => {
  test.use({ viewport: desktop });

  test('thêm bệnh nhân có ảnh, tìm không dấu, xem chi tiết và gộp hồ sơ trùng', async ({ page }) => {
    const n = Date.now().toString().slice(-6);
    const phone = `0987${n}`;
    await signIn(page);
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('sessionToken') ?? '{}').accessToken as string,
    );
    const headers = { authorization: `Bearer ${token}` };
    const data = async <T>(response: Awaited<ReturnType<typeof page.request.get>>) => {
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { data: T }).data;
    };

    // The default patient form needs an Images property: add one through the API when the seed has none.
    const forms = await data<{ id: number; name: string; isDefault: boolean; propertyIds: number[] }[]>(
      await page.request.get('/api/forms/all-by-entity-type?entityTypeId=2', { headers }),
    );
    const form = forms.find((f) => f.isDefault) ?? forms[0]!;
    const onForm = await data<Property[]>(
      await page.request.get(`/api/forms/${form.id}/properties`, { headers }),
    );
    let images = onForm.find((p) => p.fieldType === 5);
    if (!images) {
      images = await data<Property>(
        await page.request.post('/api/properties', {
          headers,
          data: {
            name: 'Ảnh tổn thương da',
            internalName: `anh_ton_thuong_${n}`,
            entityType: 2,
            fieldType: 5,
            size: 12,
            options: [],
          },
        }),
      );
      await data(
        await page.request.put(`/api/forms/${form.id}`, {
          headers,
          data: { name: form.name, entityType: 2, propertyIds: [...form.propertyIds, images.id] },
        }),
      );
    }

    // The list.
    await page.goto('/patients');
    await expect(page.getByRole('heading', { name: 'Hồ sơ bệnh nhân', level: 1 })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await page.screenshot({ path: `${shots}/list.png` });

    // Add: identity, a birthday, a province, and a photo in the health record.
    await page.getByRole('button', { name: 'Thêm bệnh nhân' }).click();
    await expect(page.getByRole('heading', { name: 'Thêm bệnh nhân', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Lưu hồ sơ' }).click();
    await expect(page.getByText('Trường này là bắt buộc').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Họ và tên' }).fill('Trần Thị Bích');
    await page.getByRole('radio', { name: 'Nữ' }).check();
    await page.getByRole('textbox', { name: 'Số điện thoại' }).fill(phone);
    await page.getByRole('textbox', { name: 'Ngày sinh' }).fill('12041988');
    await page.getByRole('combobox', { name: 'Tỉnh/thành phố' }).fill('ha noi');
    await page.getByRole('option', { name: /^Hà Nội/ }).click();
    await page.getByRole('textbox', { name: 'Địa chỉ' }).fill('18 Phố Huế, Hai Bà Trưng');
    await page.getByRole('textbox', { name: 'Dị ứng' }).fill('Penicillin');
    const photos = page.getByRole('group', { name: images.name });
    await photos
      .getByTestId('images-file-input')
      .setInputFiles({ name: 'vet-thuong.png', mimeType: 'image/png', buffer: png() });
    await expect(photos.getByRole('link', { name: 'Mở ảnh 1 cỡ lớn' })).toBeVisible();
    await page.screenshot({ path: `${shots}/form.png` });
    await photos.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/form-health.png` });
    await page.getByRole('button', { name: 'Lưu hồ sơ' }).click();

    // Details.
    await expect(page).toHaveURL(/\/patients\/\d+$/);
    const keptId = Number(page.url().split('/').at(-1));
    await expect(page.getByRole('heading', { name: 'Trần Thị Bích', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Đã thêm hồ sơ “Trần Thị Bích” \(BN\d{6}\)\.$/)).toBeVisible();
    await expect(page.getByText('12/04/1988')).toBeVisible();
    await expect(page.getByText('Penicillin')).toBeVisible();
    // The photo is stored with the record and shown as a thumbnail.
    await expect(page.getByRole('link', { name: 'Mở ảnh 1 cỡ lớn' })).toBeVisible();
    await expect(page.getByText('Chưa có lượt khám nào')).toBeVisible();
    const keptCode =
      (await page
        .getByText(/^BN\d{6}$/)
        .first()
        .textContent()) ?? '';
    await page.screenshot({ path: `${shots}/details.png` });

    // Found by typing without diacritics.
    await page.getByRole('link', { name: /Danh sách bệnh nhân/ }).click();
    await page.getByRole('searchbox', { name: 'Tìm bệnh nhân' }).fill('tran thi bich');
    await expect(page.getByRole('row').filter({ hasText: keptCode })).toHaveCount(1);
    await page.getByRole('row').filter({ hasText: keptCode }).click();
    await expect(page).toHaveURL(new RegExp(`/patients/${keptId}$`));

    // A duplicate record of the same person (the receptionist at another desk made it).
    const duplicate = await data<{ id: number; code: string }>(
      await page.request.post('/api/clinic-patients', {
        headers,
        data: { fullName: 'Trần Thị Bích', gender: 1, phone, yearOfBirth: 1988, nationality: 192 },
      }),
    );

    // Merge the duplicate into the record just made.
    await page.getByRole('button', { name: 'Gộp với hồ sơ khác' }).click();
    await expect(page.getByRole('heading', { name: 'Gộp hồ sơ bệnh nhân', level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Hồ sơ giữ lại' })).toHaveValue(
      /^Trần Thị Bích \(BN\d{6}\)$/,
    );
    await page.getByRole('combobox', { name: 'Hồ sơ trùng (sẽ bị xóa)' }).fill(duplicate.code);
    await page.getByRole('option', { name: new RegExp(duplicate.code) }).click();
    await expect(page.getByText(`Hồ sơ ${duplicate.code} sẽ bị xóa.`, { exact: false })).toBeVisible();
    await page.screenshot({ path: `${shots}/merge.png` });
    await page.getByRole('button', { name: 'Gộp hồ sơ' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Gộp ${duplicate.code} vào ${keptCode}?`);
    await confirm.getByRole('button', { name: 'Gộp hồ sơ' }).click();
    await expect(page).toHaveURL(new RegExp(`/patients/${keptId}$`));
    await expect(page.getByText(`Đã gộp hồ sơ ${duplicate.code} vào ${keptCode}.`)).toBeVisible();
    const gone = await page.request.get(`/api/clinic-patients/${duplicate.id}`, { headers });
    expect(gone.status()).toBe(404);
  });

  test('người đã có hồ sơ: form thêm bệnh nhân và form đặt lịch đưa ra hồ sơ cũ trước khi tạo hồ sơ thứ hai', async ({
    page,
  }) => {
    const phone = `0936${Date.now().toString().slice(-6)}`;
    await signIn(page);
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('sessionToken') ?? '{}').accessToken as string,
    );
    const created = await page.request.post('/api/clinic-patients', {
      headers: { authorization: `Bearer ${token}` },
      data: { fullName: 'Lê Minh Tuấn', gender: 0, phone, yearOfBirth: 1990 },
    });
    const tuan = (await created.json()).data as { id: number; code: string };

    // The patient form: typed without accents, the existing record shows up before anything is saved.
    await page.goto('/patients/new');
    await page.getByRole('textbox', { name: 'Họ và tên' }).fill('le minh tuan');
    await page.getByRole('radio', { name: 'Nam' }).check();
    await page.getByRole('textbox', { name: 'Số điện thoại' }).fill(phone);
    const notice = page.getByRole('status').filter({ hasText: 'Phòng khám đã có hồ sơ' });
    await expect(notice).toContainText(tuan.code);
    await page.getByRole('radio', { name: 'Chỉ biết năm sinh' }).check();
    await page.getByRole('textbox', { name: 'Năm sinh' }).fill('1990');
    await page.screenshot({ path: `${shots}/duplicate-notice.png` });
    await page.getByRole('button', { name: 'Lưu hồ sơ' }).click();
    const ask = page.getByRole('dialog', { name: 'Tạo thêm một hồ sơ cho người này?' });
    await expect(ask).toContainText(`${tuan.code} · Lê Minh Tuấn · 1990`);
    await ask.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await page.screenshot({ path: `${shots}/duplicate-confirm.png` });
    await ask.getByRole('button', { name: 'Quay lại' }).click();
    await notice.getByRole('button', { name: 'Mở hồ sơ này' }).click();
    await page.getByRole('button', { name: 'Rời trang' }).click();
    await expect(page).toHaveURL(new RegExp(`/patients/${tuan.id}$`));

    // Reception's new-patient booking: the same offer, and the booking goes to the existing record.
    await page.goto('/appointments/new');
    await page.getByRole('radio', { name: 'Bệnh nhân mới' }).check();
    await page.getByRole('textbox', { name: 'Họ và tên' }).fill('Lê Minh Tuấn');
    await page.getByRole('textbox', { name: 'Số điện thoại' }).fill(phone);
    const offer = page.getByRole('status').filter({ hasText: 'Phòng khám đã có hồ sơ' });
    await expect(offer).toContainText(tuan.code);
    await page.screenshot({ path: `${shots}/duplicate-booking.png` });
    await offer.getByRole('button', { name: 'Dùng hồ sơ này' }).click();
    await expect(page.getByRole('radio', { name: 'Đã có hồ sơ' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Bệnh nhân' })).toHaveValue(
      `Lê Minh Tuấn (${tuan.code})`,
    );
  });
});
