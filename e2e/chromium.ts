import { type Browser, chromium } from '@playwright/test';

/**
 * Chromium 156 renders the address bar's suggestion popup in a WebUI renderer of its own even when headless,
 * and each new tab busies it for about a second of CPU: on a 2-core machine that time is taken from the page
 * under test (seen in Lighthouse's trace as a "WebUI Top Renderer" as busy as the booking page). Chromium
 * keeps only the last --disable-features switch, so this one repeats Playwright's own list (playwright-core's
 * chromiumSwitches) and adds the popup.
 */
export const disableFeatures = `--disable-features=${[
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
].join(',')}`;

/**
 * A Chromium for Lighthouse to drive over its debugging port: Chromium's own defaults but the popup, so the
 * page is measured as a phone's browser would load it.
 */
export async function launchForLighthouse(): Promise<{ browser: Browser; port: number }> {
  const port = 9300 + Math.floor(Math.random() * 500);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-features=WebUIOmniboxPopup',
      `--remote-debugging-port=${port}`,
    ],
  });
  return { browser, port };
}
