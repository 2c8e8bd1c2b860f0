import { expect, test } from '@playwright/test';
import { signIn } from './staff-sign-in';

// The demo clinic's owner compares the reports of last month: each says under its title what it counts, the
// retail sales are the "Không có bác sĩ" row of the sales by doctor, and today's queue has cancelled and invalid
// apart, as the dashboard and the appointment report count them. Screenshots at a laptop's 1366×768.

const shots = '/work/shots';
test.use({ viewport: { width: 1366, height: 768 }, locale: 'vi-VN' });

const reports = [
  {
    path: '/reports/sale-summary',
    name: 'sale-summary',
    basis: 'Hóa đơn đã thu tiền, tính vào ngày thu tiền',
  },
  { path: '/reports/sale-by-doctor', name: 'sale-by-doctor', basis: 'theo bác sĩ của lượt khám' },
  { path: '/reports/sale-by-patients', name: 'sale-by-patients', basis: 'theo người mua' },
  { path: '/reports/sale-by-service', name: 'sale-by-service', basis: 'Các dòng dịch vụ' },
  { path: '/reports/sale-by-medicine-lots', name: 'sale-by-medicine-lots', basis: 'Các dòng thuốc' },
  { path: '/reports/sale-by-service-packages', name: 'sale-by-service-packages', basis: 'Các gói dịch vụ' },
  { path: '/reports/appointments', name: 'appointments', basis: 'Mọi lịch hẹn có giờ hẹn' },
  { path: '/reports/stock-by-medicines', name: 'stock-by-medicines', basis: 'Tồn kho của cả phòng khám' },
  { path: '/reports/stock-by-medicine-lots', name: 'stock-by-medicine-lots', basis: 'theo từng lô' },
];

test('every report says what it counts, the retail sales have their row, the queue counts as the reports', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  for (const report of reports) {
    await page.goto(report.path);
    // This month holds today's cancelled and invalid appointments; last month, a whole month of sales.
    const range = report.name === 'appointments' ? 'thisMonth' : 'lastMonth';
    await page.getByLabel('Khoảng thời gian', { exact: true }).selectOption(range);
    await expect(page.getByText(report.basis)).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByLabel('Tổng cộng trong khoảng thời gian')).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${shots}/reports-${report.name}.png` });
    if (report.name === 'appointments')
      await expect(
        page.getByLabel('Tổng cộng trong khoảng thời gian').getByText('Không hợp lệ', { exact: true }),
      ).toBeVisible();
    if (report.name === 'sale-by-doctor') {
      const noDoctor = page.getByRole('cell', { name: 'Không có bác sĩ', exact: true });
      await noDoctor.scrollIntoViewIfNeeded();
      await expect(noDoctor).toBeVisible();
      await page.screenshot({ path: `${shots}/reports-sale-by-doctor-rows.png` });
    }
  }

  // The dashboard's month and today's queue: cancelled and invalid apart, as the reports count them.
  await page.goto('/dashboard');
  await expect(page.getByText(/Gồm \d+ đã hủy · \d+ không hợp lệ/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${shots}/reports-dashboard.png`, fullPage: true });

  await page.goto('/queue');
  await expect(page.getByRole('tab', { name: /^Không hợp lệ/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Đã hủy/ })).toBeVisible();
  await page.screenshot({ path: `${shots}/reports-queue.png` });
  await page.getByRole('tab', { name: /^Không hợp lệ/ }).click();
  await expect(page.getByText('Lý do: Bác sĩ đổi lịch làm việc buổi sáng')).toBeVisible();
  await page.screenshot({ path: `${shots}/reports-queue-invalid.png` });
});
