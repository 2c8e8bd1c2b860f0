import { expect, test } from '@playwright/test';
import { signIn } from './staff-sign-in';

// The owner reads each report of the reports tab over the demo clinic's year so far (quick range "Năm
// nay"): totals, table and chart, and exports one whole report to .xlsx and .csv. Screenshots of every screen.

const shots = 'e2e/screenshots/reports';
const desktop = { width: 1440, height: 900 };

const reports = [
  { path: '/reports/sale-summary', title: 'Tổng hợp doanh thu', name: 'sale-summary' },
  { path: '/reports/appointments', title: 'Báo cáo lịch hẹn', name: 'appointments' },
  { path: '/reports/stock-by-medicine-lots', title: 'Tồn kho theo lô thuốc', name: 'stock-by-medicine-lots' },
  { path: '/reports/sale-by-service', title: 'Doanh thu theo dịch vụ', name: 'sale-by-service' },
  { path: '/reports/sale-by-medicine-lots', title: 'Doanh thu theo lô thuốc', name: 'sale-by-medicine-lots' },
  { path: '/reports/sale-by-doctor', title: 'Doanh thu theo bác sĩ', name: 'sale-by-doctor' },
  { path: '/reports/sale-by-patients', title: 'Doanh thu theo bệnh nhân', name: 'sale-by-patients' },
  { path: '/reports/stock-by-medicines', title: 'Tồn kho theo thuốc', name: 'stock-by-medicines' },
  {
    path: '/reports/sale-by-service-packages',
    title: 'Doanh thu theo gói dịch vụ',
    name: 'sale-by-service-packages',
  },
];

test.use({ viewport: desktop, locale: 'vi-VN' });

test('each report shows its totals and rows for the year, and the sale summary exports the whole range', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  for (const report of reports) {
    await page.goto(report.path);
    await expect(page.getByRole('heading', { name: report.title, level: 1 })).toBeVisible();
    await page.getByLabel('Khoảng thời gian', { exact: true }).selectOption('thisYear');
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByLabel('Tổng cộng trong khoảng thời gian')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${shots}/${report.name}.png`, fullPage: true });
  }

  // The sale summary, exported whole: the files arrive under the report's name and range.
  await page.goto('/reports/sale-summary');
  await page.getByLabel('Khoảng thời gian', { exact: true }).selectOption('thisYear');
  await expect(page.getByRole('table')).toBeVisible();
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Xuất Excel (.xlsx)' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/^bao-cao-doanh-thu_\d{4}-01-01_\d{4}-12-31\.xlsx$/);
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Xuất CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
});
