import { media, vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

// Screen 11: filters over the status tabs, then one card per patient (order number big on the left).

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});
export const filter = style({ width: '16rem', maxWidth: '100%' });
export const tabs = style({ marginBottom: vars.space.lg });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: '4rem minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': {
    [media.phone]: { gridTemplateColumns: '3.5rem minmax(0, 1fr)', gap: vars.space.md },
  },
});

export const order = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.controlLg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.primary,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});
export const orderTime = style([
  order,
  {
    backgroundColor: vars.color.secondarySoft,
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
  },
]);

export const main = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0 });
export const nameLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
});
export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
export const meta = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
export const symptom = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const noSymptom = style({ fontStyle: 'italic', color: vars.color.muted });
export const label = style({ fontWeight: vars.fontWeight.semibold });
