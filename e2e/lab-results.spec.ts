import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { png } from './fixtures';
import { signIn } from './staff-sign-in';

// Lab results (screen 41) through the staff app against the real API with the demo clinic: a nurse attaches a
// laboratory's PDF report and a photo of its second page to a patient, finds it again by the patient's name typed
// without accents, and opens the photo.

const review = process.env.LAB_SHOTS ?? '/tmp/shots/n-labs';
const desktop = { width: 1366, height: 768 };
const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${review}/${name}.png` });
}

test.describe('kết quả xét nghiệm', () => {
  test.use({ viewport: desktop });
  test.beforeAll(() => mkdirSync(review, { recursive: true }));

  test('thêm kết quả có tệp PDF và ảnh cho một bệnh nhân, rồi tìm lại không dấu và mở ảnh', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/lab-results');
    await expect(page.getByRole('heading', { name: 'Kết quả xét nghiệm', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Thêm kết quả' }).click();
    const dialog = page.getByRole('dialog', { name: 'Thêm kết quả xét nghiệm' });
    await dialog.getByRole('combobox', { name: /Bệnh nhân/ }).fill('nguyen');
    const option = page.getByRole('listbox', { name: 'Bệnh nhân' }).getByRole('option').first();
    const [, chosen = '', code = ''] = /^(.+?) \((BN\d+)\)/.exec((await option.textContent()) ?? '') ?? [];
    await option.click();
    await dialog
      .getByRole('combobox', { name: /Phòng xét nghiệm/ })
      .selectOption({ label: 'Đối tác xét nghiệm 2' });
    await dialog.getByRole('textbox', { name: 'Ghi chú' }).fill('Đường huyết lúc đói 7,2 mmol/L');
    const files = dialog.getByTestId('lab-files-input');
    await files.setInputFiles({ name: 'ghi-chu.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await expect(dialog.getByText('ghi-chu.txt: chỉ nhận PDF, JPG hoặc PNG.')).toBeVisible();
    await files.setInputFiles([
      { name: 'sinh-hoa-mau.pdf', mimeType: 'application/pdf', buffer: pdf() },
      { name: 'trang-2.png', mimeType: 'image/png', buffer: png() },
    ]);
    await expect(dialog.getByRole('button', { name: 'Bỏ tệp sinh-hoa-mau.pdf' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Bỏ tệp trang-2.png' })).toBeVisible();
    await shot(page, 'lab-result-add');
    await dialog.getByRole('button', { name: 'Lưu kết quả' }).click();
    await expect(dialog).toBeHidden();

    // Found again by the name typed without accents.
    const plain = chosen.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');
    await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill(plain.toLowerCase());
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('Đối tác xét nghiệm 2');
    await expect(row.getByRole('link', { name: 'Mở sinh-hoa-mau.pdf' })).toHaveAttribute('target', '_blank');
    await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill('');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await shot(page, 'lab-results');
    await row.getByRole('link', { name: 'Mở trang-2.png' }).click();
    await expect(page.getByRole('dialog', { name: 'trang-2.png' }).getByRole('img')).toBeVisible();
  });
});
