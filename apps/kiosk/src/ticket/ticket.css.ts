import { style } from '@vanilla-extract/css';

// The paper ticket's own styles are @clinic/print's (print.css, .clinic-print--kioskTicket).

/** Keeps the printable ticket off screen; react-to-print copies the ticket itself, not this wrapper. */
export const offscreen = style({ display: 'none' });
