import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.columnSm}, 1fr))`,
  gap: vars.space.md,
  padding: 0,
  listStyle: 'none',
  color: vars.color.text,
});

export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const name = style({ fontSize: vars.fontSize.xs, color: vars.color.muted });
