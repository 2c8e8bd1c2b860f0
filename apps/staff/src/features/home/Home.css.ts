import { vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

export const trial = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  color: vars.color.info,
});

export const shortcuts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: `0 0 ${vars.space.lg}`,
  padding: 0,
  listStyle: 'none',
});

export const shortcut = style({
  display: 'inline-flex',
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});
