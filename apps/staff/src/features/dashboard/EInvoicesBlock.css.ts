import { vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

/** A count of refused e-invoices above zero: they wait for someone to fix and send them again. */
export const refused = style({ color: vars.color.danger });
