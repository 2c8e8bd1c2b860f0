import { expect, type Locator, test } from '@playwright/test';
import { signIn } from './staff-sign-in';

// At 1366 × 768 (the front desk's laptop) nothing in the staff shell is cut off: the last
// queue tab is inside its tab list, the active sidebar entry shows its whole label in both languages, and the
// collapsed sidebar tells the screens apart by their icons.

const shots = 'e2e/screenshots/layout';
const desktop = { width: 1366, height: 768 };

/** How far an element's content overflows its box, in px (0 when it fits). */
const overflow = (element: Locator) => element.evaluate((el) => Math.max(0, el.scrollWidth - el.clientWidth));

/** True when `inner` lies wholly inside `outer` horizontally. */
async function inside(inner: Locator, outer: Locator) {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  if (!a || !b) return false;
  return a.x >= b.x - 0.5 && a.x + a.width <= b.x + b.width + 0.5;
}

test.use({ viewport: desktop });

test('the last status tab (queue, appointments) is not cut off at 1366 px, in Vietnamese or English', async ({
  page,
}) => {
  await signIn(page);
  for (const lang of ['vi', 'en'] as const) {
    if (lang === 'en') await page.getByRole('button', { name: 'English' }).click();
    // The queue's five tabs with the last one chosen, and the appointments' eight (the last: invalid ones).
    for (const url of ['/queue?tab=canceled', '/appointments']) {
      await page.goto(url);
      const list = page.getByRole('tablist');
      const last = list.getByRole('tab').last();
      await expect(last).toBeVisible();
      await expect(list.getByRole('tab', { selected: true })).toHaveCount(1);
      expect(await overflow(list), `${lang} ${url}: the tab list scrolls sideways`).toBe(0);
      expect(await inside(last, list), `${lang} ${url}: the last tab lies inside the tab list`).toBe(true);
      await page.screenshot({ path: `${shots}/tabs-${lang}${url.split('?')[0]?.replace('/', '-')}.png` });
    }
  }
  await page.getByRole('button', { name: 'Tiếng Việt' }).click();
});

test('each sidebar entry, when active, shows its whole label; collapsed, each has its own icon', async ({
  page,
}) => {
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Menu', exact: true });
  await expect(nav).toBeVisible();
  const count = await nav.getByRole('link').count();
  expect(count).toBeGreaterThan(15);

  for (const lang of ['vi', 'en'] as const) {
    if (lang === 'en') await page.getByRole('button', { name: 'English' }).click();
    const symptoms = lang === 'en' ? 'Symptom suggestions' : 'Gợi ý triệu chứng';
    await page.goto('/settings/symptoms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(symptoms);
    await expect(nav.locator('a[aria-current="page"]')).toHaveText(symptoms);
    // Each entry in turn wears what the active one wears (its bold, its padding), measured in the page: opening
    // forty screens twice to make each one active took a whole minute, and the screens are not what is checked.
    const { clipped, activeClasses } = await nav.evaluate((menu) => {
      const links = [...menu.querySelectorAll('a')];
      const active = links.find((a) => a.getAttribute('aria-current') === 'page')!;
      const plain = links.find((a) => a !== active)!;
      const activeClasses = [...active.classList].filter((c) => !plain.classList.contains(c));
      const box = menu.getBoundingClientRect();
      const cut: string[] = [];
      for (const link of links) {
        const added = activeClasses.filter((c) => !link.classList.contains(c));
        link.classList.add(...added);
        const spans = link.querySelectorAll('span');
        const label = spans[spans.length - 1]!;
        const r = label.getBoundingClientRect();
        const fits =
          label.scrollWidth <= label.clientWidth && r.left >= box.left - 0.5 && r.right <= box.right + 0.5;
        if (!fits) cut.push(label.textContent ?? '');
        link.classList.remove(...added);
      }
      return { clipped: cut, activeClasses };
    });
    // The active entry does look different (else every entry would be measured plain).
    expect(activeClasses.length).toBeGreaterThan(0);
    expect(clipped, `${lang}: active labels cut off`).toEqual([]);
    await page.screenshot({ path: `${shots}/sidebar-${lang}.png` });
  }

  await page.getByRole('button', { name: 'Collapse menu' }).click();
  // The column narrows with a short transition: wait until the header has moved in.
  await expect.poll(async () => (await page.getByRole('banner').boundingBox())?.x).toBeLessThan(80);
  const icons = await page
    .getByRole('navigation', { name: 'Menu', exact: true })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.querySelector('svg')?.getAttribute('data-icon') ?? ''));
  expect(new Set(icons).size).toBe(icons.length);
  await page.screenshot({ path: `${shots}/sidebar-collapsed.png` });
  // Put the shared demo user back the way the other journeys expect it.
  await page.getByRole('button', { name: 'Expand menu' }).click();
  await page.getByRole('button', { name: 'Tiếng Việt' }).click();
});
