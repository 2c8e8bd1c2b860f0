import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const person = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
