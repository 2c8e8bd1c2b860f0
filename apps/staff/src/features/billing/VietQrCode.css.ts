import { vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  maxWidth: '20rem',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

// A QR code must stay black on white whatever the theme, or some banking apps cannot read it.
export const code = style({
  width: '14rem',
  height: '14rem',
  background: '#ffffff',
  shapeRendering: 'crispEdges',
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  width: '100%',
  fontSize: vars.fontSize.sm,
});

export const term = style({ color: vars.color.muted });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const amount = style([value, { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold }]);

export const mono = style([value, { fontFamily: vars.font.mono }]);

export const hint = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
});
