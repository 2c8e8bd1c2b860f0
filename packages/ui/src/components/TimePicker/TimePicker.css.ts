import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const field = style({ fontVariantNumeric: 'tabular-nums' });

export const list = style({ fontVariantNumeric: 'tabular-nums' });

export const popover = style({ minWidth: vars.size.columnSm });
