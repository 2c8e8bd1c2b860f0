import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

// Layout helpers for stories only, so stories too stay free of inline sizes.

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

export const column = style({ display: 'grid', gap: vars.space.lg, justifyItems: 'start' });

export const narrow = style({ maxWidth: vars.size.narrowWidth });

export const padded = style({ padding: vars.space.xl, minHeight: '100vh' });
