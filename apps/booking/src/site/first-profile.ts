import { type PublicBookingApi, type PublicClinic, publicBookingApi } from '@clinic/api-client/public';
import { i18n } from '@clinic/i18n';

/** How long the first paint waits for the clinic's profile before it shows the page loading instead. */
export const FIRST_PAINT_WAIT_MS = 1500;

interface FirstProfile {
  slug: string;
  answer: Promise<PublicClinic>;
  data?: PublicClinic;
}

let first: FirstProfile | undefined;

/** The clinic a booking address names: /booking/<slug>[/…]. */
export function slugOf(pathname: string): string | undefined {
  const segment = /^\/booking\/([^/]+)/.exec(pathname)?.[1];
  if (!segment) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * Asks for the clinic's profile as the page's code starts, before React renders, and settles when it has come
 * (or after FIRST_PAINT_WAIT_MS). The server announced that request with the page (a preload header), so on a
 * phone its answer is usually here already: the first paint is the clinic's page itself, not a spinner and then
 * a second render, which on a slow phone is a long task while the patient tries to tap.
 */
export function loadFirstProfile(
  pathname: string,
  api: (slug: string) => PublicBookingApi = (slug) =>
    publicBookingApi(slug, { getLanguage: () => i18n.getLanguage() }),
): Promise<void> {
  const slug = slugOf(pathname);
  if (!slug) return Promise.resolve();
  const entry: FirstProfile = { slug, answer: api(slug).profile() };
  first = entry;
  const settled = entry.answer.then(
    (data) => {
      entry.data = data;
    },
    () => undefined,
  );
  return Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAINT_WAIT_MS))]);
}

/** Once per page: the early request for this clinic, with its answer when it has come. */
export function takeFirstProfile(
  slug: string,
): { answer: Promise<PublicClinic>; data?: PublicClinic } | undefined {
  if (first?.slug !== slug) return undefined;
  const taken = first;
  first = undefined;
  return taken;
}
