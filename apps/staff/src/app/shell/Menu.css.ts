import { vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({ position: 'relative' });

export const panel = style({
  position: 'absolute',
  right: 0,
  top: `calc(100% + ${vars.space.xs})`,
  zIndex: vars.zIndex.modal,
  minWidth: '15rem',
  padding: vars.space.xs,
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.secondarySoft, outline: 'none' },
  },
});

export const separator = style({
  height: vars.size.borderWidth,
  border: 0,
  margin: `${vars.space.xs} 0`,
  background: vars.color.border,
});

export const caption = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});
