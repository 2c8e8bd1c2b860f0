import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

/** The input with its message under it, when the input checks itself (`refuse`). */
export const field = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
  minWidth: 0,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  textAlign: 'start',
  whiteSpace: 'normal',
});
