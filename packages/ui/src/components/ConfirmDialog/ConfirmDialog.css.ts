import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const message = style({ color: vars.color.text });

export const name = style({ fontWeight: vars.fontWeight.semibold });
