import { style } from '@vanilla-extract/css';

export const field = style({ textOverflow: 'ellipsis' });

export const popover = style({ overflow: 'hidden' });
