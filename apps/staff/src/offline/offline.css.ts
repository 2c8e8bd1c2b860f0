import { vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

export const banner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
});

export const list = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  fontSize: vars.fontSize.sm,
});

export const conflict = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBottom: vars.space.sm,
});

export const content = style({
  margin: 0,
  maxHeight: '8rem',
  overflow: 'auto',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'pre-wrap',
});

export const actions = style({ display: 'flex', gap: vars.space.sm });
