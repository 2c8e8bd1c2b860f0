import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './staff-sign-in';

// The service-order board (screen 11): the doctors order services for today's checked-in patients, the cards wait
// in To do; the technician moves one to In progress and then Done from the board, by its buttons.

const shots = 'e2e/screenshots/service-orders';
const review = process.env.SERVICE_ORDER_SHOTS ?? '/tmp/shots/n-orders';
const desktop = { width: 1366, height: 768 };

async function shot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  mkdirSync(review, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
  await page.screenshot({ path: `${review}/${name}.png`, fullPage: true });
}

test.describe('bảng chỉ định dịch vụ', () => {
  test.use({ viewport: desktop });

  test('bác sĩ chỉ định, kỹ thuật viên chuyển thẻ từ Chờ làm sang Đang làm rồi Đã xong', async ({ page }) => {
    await signIn(page);
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('sessionToken') ?? '{}').accessToken as string,
    );
    const headers = { authorization: `Bearer ${token}` };
    const data = async <T>(response: Awaited<ReturnType<typeof page.request.get>>) => {
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { data: T }).data;
    };
    // Today's patients in the clinic (checked in or being examined) and the catalog's first services.
    const today = await data<{ id: number; status: number; patient: { fullName: string } }[]>(
      await page.request.post('/api/clinic-appointments/all-today', { headers, data: {} }),
    );
    const open = today.filter((a) => a.status === 3000 || a.status === 4000).slice(0, 3);
    expect(open.length, 'checked-in visits today in the demo').toBeGreaterThan(0);
    const services = await data<{ pageData: { id: number; name: string }[] }>(
      await page.request.get('/api/services?pageSize=5&pageNumber=1&enabled=true', { headers }),
    );
    const ordered: { id: number; lane: string }[] = [];
    for (const [i, visit] of open.entries()) {
      // What the visit already has stays ordered (a Done service is never taken off).
      const before = await data<
        { serviceId: number; quantity: number; purchasedPackageItemId: number | null }[]
      >(await page.request.get(`/api/clinic-appointments/${visit.id}/services`, { headers }));
      const added = services.pageData
        .slice(i, i + 2)
        .filter((s) => !before.some((o) => o.serviceId === s.id))
        .map((s) => ({ serviceId: s.id }));
      const kept = before.map(({ serviceId, quantity, purchasedPackageItemId }) => ({
        serviceId,
        quantity,
        purchasedPackageItemId,
      }));
      const saved = await data<{ services: { id: number; serviceId: number; lane: string }[] }>(
        await page.request.put(`/api/clinic-appointments/${visit.id}/services`, {
          headers,
          data: { services: [...kept, ...added] },
        }),
      );
      ordered.push(...saved.services.filter((o) => o.lane === 'todo'));
    }
    // One card already in progress and one done, so every lane has cards.
    await data(
      await page.request.put(`/api/service-orders/${ordered[0]!.id}/lane`, {
        headers,
        data: { lane: 'doing' },
      }),
    );
    await data(
      await page.request.put(`/api/service-orders/${ordered[1]!.id}/lane`, {
        headers,
        data: { lane: 'done' },
      }),
    );

    await page.goto('/queue');
    await page.getByRole('link', { name: 'Bảng chỉ định dịch vụ' }).click();
    await expect(page.getByRole('heading', { name: 'Bảng chỉ định dịch vụ', level: 1 })).toBeVisible();
    const todo = page.getByRole('region', { name: 'Chờ làm' });
    const doing = page.getByRole('region', { name: 'Đang làm' });
    const done = page.getByRole('region', { name: 'Đã xong' });
    if (await page.getByRole('combobox', { name: 'Cơ sở' }).isVisible())
      await page.getByRole('combobox', { name: 'Cơ sở' }).selectOption('all');
    await expect(doing.getByRole('listitem')).not.toHaveCount(0);
    await expect(done.getByRole('listitem')).not.toHaveCount(0);
    await shot(page, 'board');

    // The technician takes the first waiting card, then finishes it: each a click, each answered at once.
    const card = todo.getByRole('listitem').first();
    const label = (await card.getAttribute('aria-label'))!;
    const before = await done.getByRole('listitem').count();
    await card.getByRole('button', { name: /sang Đang làm/ }).click();
    const started = doing.getByRole('listitem', { name: label });
    await expect(started).toBeVisible();
    await started.getByRole('button', { name: /sang Đã xong/ }).click();
    await expect(done.getByRole('listitem')).toHaveCount(before + 1);
    await expect(done.getByRole('listitem', { name: label })).toContainText('Xong lúc');
    await shot(page, 'board-moved');
  });
});
