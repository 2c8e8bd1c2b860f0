import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const field = style({ fontVariantNumeric: 'tabular-nums' });

export const popover = style({ width: 'max-content', maxWidth: `calc(100vw - 2 * ${vars.space.sm})` });
