import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { writeStockImportFile } from './fixtures/stock-import';
import { signIn } from './staff-sign-in';

// Stock (screens 26 and 27) through the staff app against the real API with the demo clinic: the owner imports a
// delivery of two medicines through the import editor — one line from an uploaded .xlsx (a file with a bad row
// first, refused row by row, then the fixed file), one typed — then sells 3 sachets of one through the export editor
// (first expiry, first out) and sees its usable units on stock on hand fall by exactly 3. Lot numbers are new on
// every run, so the journey also runs against a server kept from an earlier run.

const review = process.env.STOCK_SHOTS ?? '/tmp/shots/o-stock';
const desktop = { width: 1366, height: 768 };

async function shot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: `${review}/${name}.png`, fullPage, animations: 'disabled' });
}
const run = Date.now().toString(36).toUpperCase();

/** Adds a medicine to the open editor with the keyboard: type, arrow to the option, Enter. */
async function addMedicine(page: Page, search: string) {
  const picker = page.getByRole('combobox', { name: 'Tìm thuốc để thêm (Enter để thêm)' });
  await picker.fill(search);
  await expect(page.getByRole('option', { name: new RegExp(search, 'i') }).first()).toBeVisible();
  await picker.press('ArrowDown');
  await picker.press('Enter');
}

/** Saves the open editor through its "a sheet is final" confirmation; answers the new sheet's code. */
async function saveSheet(page: Page, name: string): Promise<string> {
  await shot(page, `${name}-editor`);
  await page.getByRole('button', { name: 'Lưu phiếu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lưu phiếu?' });
  await expect(dialog).toContainText('không sửa hay xóa được');
  await shot(page, `${name}-confirm`);
  await dialog.getByRole('button', { name: 'Lưu phiếu' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Phiếu P[NX]\d{6}$/ });
  await expect(heading).toBeVisible();
  await shot(page, `${name}-saved`);
  return ((await heading.textContent()) ?? '').replace('Phiếu ', '');
}

/** The usable units of a medicine on stock on hand ('usable / on hand' in its row). */
async function usableOf(page: Page, name: string): Promise<number> {
  await page.goto('/stock');
  await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill(name.toLowerCase());
  // The search has answered: only the medicine asked for is listed.
  await expect(page.getByRole('row').filter({ hasText: 'Paracetamol' })).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: name }).first();
  const cell = row.getByText(/^\d+ \/ \d+$/);
  await expect(cell).toBeVisible();
  return Number(((await cell.textContent()) ?? '').split(' / ')[0]);
}

test.describe('kho thuốc', () => {
  test.use({ viewport: desktop });
  test.beforeAll(() => mkdirSync(review, { recursive: true }));

  test('nhập một phiếu hai dòng, xuất 3 gói theo hết hạn trước xuất trước, tồn dùng được giảm đúng 3', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/stock/sheets/new/import');
    await expect(page.getByRole('heading', { name: 'Phiếu nhập kho mới', level: 1 })).toBeVisible();

    // A file with a bad row is refused row by row and adds nothing.
    const bad = await writeStockImportFile(`${review}/bad-${run}.xlsx`, [
      {
        medicineName: 'Gaviscon',
        lotNumber: `GV-${run}`,
        expiryDate: '2030-12-31',
        quantity: 40,
        importPrice: 5000,
      },
      { medicineName: 'Thuốc không có', lotNumber: `X-${run}`, quantity: 5 },
    ]);
    await page.getByTestId('stock-import-file').setInputFiles(bad);
    const review1 = page.getByRole('dialog', { name: 'Kiểm tra tệp nhập kho' });
    await expect(review1).toContainText('1 dòng có lỗi');
    await expect(review1.getByRole('row').filter({ hasText: 'Thuốc không có' })).toContainText('3');
    await shot(page, 'import-file-errors');
    await expect(review1.getByRole('button', { name: /Thêm 1 dòng vào phiếu/ })).toBeDisabled();
    await review1.getByRole('button', { name: 'Hủy' }).click();
    await expect(page.getByLabel('Số lô 1', { exact: true })).toHaveCount(0);

    // The fixed file: its line joins the editor only on the confirm.
    const good = await writeStockImportFile(`${review}/good-${run}.xlsx`, [
      {
        medicineName: 'gaviscon',
        lotNumber: `GV-${run}`,
        expiryDate: '2030-12-31',
        quantity: 40,
        importPrice: 5000,
      },
    ]);
    await page.getByTestId('stock-import-file').setInputFiles(good);
    const review2 = page.getByRole('dialog', { name: 'Kiểm tra tệp nhập kho' });
    await expect(review2).toContainText('1 dòng hợp lệ');
    await review2.getByRole('button', { name: 'Thêm 1 dòng vào phiếu' }).click();
    await expect(page.getByLabel('Số lô 1', { exact: true })).toHaveValue(`GV-${run}`);
    await expect(page.getByLabel('Số lượng 1', { exact: true })).toHaveValue('40');

    await addMedicine(page, 'oresol');
    await page.getByLabel('Số lô 2', { exact: true }).fill(`OR-${run}`);
    await page.getByLabel('Hạn dùng 2', { exact: true }).fill('30/06/2030');
    await page.getByLabel('Số lượng 2', { exact: true }).fill('100');
    await page.getByLabel('Cách tính giá nhập 2', { exact: true }).selectOption('sale');
    await page.getByLabel('Giá bán 2', { exact: true }).fill('3000');
    await page.getByLabel('Chiết khấu % 2', { exact: true }).fill('10');
    // 3.000 less 10 % is 2.700; 40 × 5.000 + 100 × 2.700.
    await expect(page.getByLabel('Giá nhập (tính ra) 2', { exact: true })).toHaveText('2.700 ₫');
    await expect(page.getByText('Tổng tiền: 470.000 ₫')).toBeVisible();
    const imported = await saveSheet(page, 'import');
    expect(imported).toMatch(/^PN/);
    await expect(page.getByRole('table', { name: 'Các dòng của phiếu' })).toContainText(`GV-${run}`);

    const before = await usableOf(page, 'Gaviscon');
    expect(before).toBeGreaterThanOrEqual(40);
    await shot(page, 'stock-on-hand');

    await page.getByRole('link', { name: 'Xuất kho', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Phiếu xuất kho mới', level: 1 })).toBeVisible();
    await addMedicine(page, 'gaviscon');
    await expect(page.getByLabel('Số lượng 1', { exact: true })).toBeFocused();
    await page.getByLabel('Số lượng 1', { exact: true }).fill('3');
    await expect(page.getByLabel('Lô 1', { exact: true })).toHaveValue('');
    const exported = await saveSheet(page, 'export');
    expect(exported).toMatch(/^PX/);
    // The saved sheet downloads as .xlsx (exceljs loaded on the click), and the file holds its line.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Xuất Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${exported}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const cells = workbook.worksheets.flatMap((sheet) =>
      sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? row.map(String) : [])),
    );
    expect(cells).toContain('Gaviscon');
    expect(cells).toContain(exported);

    expect(await usableOf(page, 'Gaviscon')).toBe(before - 3);

    // For review: the medicine's lots and moves, and the sheet list with both sheets on top.
    await page.getByRole('row').filter({ hasText: 'Gaviscon' }).first().click();
    await expect(page.getByRole('dialog')).toContainText(exported);
    await shot(page, 'stock-info', false);
    await page.goto('/stock/sheets');
    await expect(page.getByRole('row').filter({ hasText: exported })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: imported })).toBeVisible();
    await shot(page, 'sheet-list');
  });
});
