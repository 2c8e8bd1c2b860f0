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
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const shortcut = style({
  display: 'inline-flex',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});

/** The day's work blocks side by side, as many as fit. */
export const blocks = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const figure = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.muted });
export const figureValue = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});
export const subheading = style({
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const row = style({
  display: 'grid',
  gridTemplateColumns: '3.5rem 1fr auto',
  gap: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { 'a&:hover': { color: vars.color.primary } },
});
export const time = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.muted });
export const muted = style({ margin: 0, color: vars.color.muted });
export const action = style({ color: vars.color.primary, fontWeight: vars.fontWeight.semibold });
