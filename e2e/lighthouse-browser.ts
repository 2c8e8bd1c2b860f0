import { type Browser, chromium } from '@playwright/test';

/**
 * A Chromium for Lighthouse to drive over its debugging port. Chromium 156 renders the address bar's
 * suggestion popup in a WebUI renderer of its own even when headless, and each new tab Lighthouse opens
 * busies it for about a second of CPU: on a 2-core machine that time is taken from the page being
 * measured (seen in Lighthouse's trace as a "WebUI Top Renderer" as busy as the page). The feature is
 * switched off; this replaces Playwright's own --disable-features list, which Lighthouse does not need.
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
