import { createHash } from 'node:crypto';
import { KIOSK_TICKET_PAGE_STYLE, PRINT_PAGE_STYLES } from '@clinic/domain';

// The few inline <style> texts the apps must use, allowed by hash so the CSP keeps style-src without
// 'unsafe-inline'. react-to-print writes its pageStyle into an inline <style> of its print frame (an srcdoc
// frame, which inherits the page's policy); everything else the apps style comes from their .css files.

/** CSP source for an exact inline style text: 'sha256-<base64>'. */
export const styleHashSource = (css: string) =>
  `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/** The inline styles style-src allows: the kiosk ticket's and the print sizes' @page rules. */
export const inlineStyleSources: readonly string[] = [
  ...new Set([KIOSK_TICKET_PAGE_STYLE, ...Object.values(PRINT_PAGE_STYLES)].map(styleHashSource)),
];
