import { vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

/** Keeps the document off screen; react-to-print copies the document itself, not this wrapper. */
export const offscreen = style({ display: 'none' });

/** The print button and its paper size picker side by side. */
export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const paper = style({ width: 'auto', minWidth: '7.5rem' });
