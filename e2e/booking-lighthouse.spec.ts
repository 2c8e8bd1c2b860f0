import { expect, test } from '@playwright/test';
import lighthouse from 'lighthouse';
import { launchForLighthouse } from './chromium';

// Lighthouse mobile performance (its default: a mid-range phone on slow 4G, simulated) is 90 or more
// on the booking page's first screen. The median of five runs is judged, as Lighthouse advises for the
// run-to-run variance of a shared 2-core machine (docs: lighthouse/docs/variability.md); each score is printed.

test('the booking page scores 90 or more on Lighthouse mobile performance', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const { browser, port } = await launchForLighthouse();
  try {
    const scores: number[] = [];
    for (let run = 0; run < 5; run++) {
      const result = await lighthouse(`${baseURL}/booking/phong-kham-da-khoa-an-tam`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const score = result?.lhr.categories.performance?.score ?? 0;
      const audits = result?.lhr.audits;
      console.log(
        `lighthouse run ${run + 1}: performance ${Math.round(score * 100)}`,
        [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
        ]
          .map((id) => `${id} ${audits?.[id]?.displayValue}`)
          .join(', '),
      );
      // A run Lighthouse could not finish scores 0 and says why.
      if (result?.lhr.runtimeError) console.log(`lighthouse run ${run + 1}:`, result.lhr.runtimeError);
      scores.push(score);
    }
    const median = [...scores].sort((a, b) => a - b)[2] ?? 0;
    expect(median, `median of ${scores.join(', ')}`).toBeGreaterThanOrEqual(0.9);
  } finally {
    await browser.close();
  }
});
