import { clinicState } from '../state/clinic';

/**
 * The whole address of one of the suite's pages, for links and QR codes that leave this browser (the booking link,
 * a kiosk's pairing address): under the server's PUBLIC_URL when it has one, else under the address this page was
 * opened at — so a clinic that reaches the suite at 192.168.1.10 never prints 'localhost' on its QR code.
 */
export function appUrl(
  pathOrUrl: string,
  publicUrl: string | null = clinicState.info?.publicUrl ?? null,
): string {
  return new URL(pathOrUrl, publicUrl ?? window.location.origin).href;
}
