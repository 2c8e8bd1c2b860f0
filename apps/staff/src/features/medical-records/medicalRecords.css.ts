import { media, vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
});

/** A visit: a dot on the line down the left edge, then its summary. */
export const visit = style({
  position: 'relative',
  paddingLeft: vars.space.xl,
  borderLeft: `${vars.size.stroke} solid ${vars.color.border}`,
  display: 'grid',
  gap: vars.space.sm,
  '::before': {
    content: '""',
    position: 'absolute',
    left: `calc(-1 * ${vars.space.xs} - ${vars.size.stroke} / 2)`,
    top: vars.space.xs,
    width: vars.space.sm,
    height: vars.space.sm,
    borderRadius: vars.radius.pill,
    background: vars.color.primary,
  },
});

export const visitHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const when = style({ fontWeight: vars.fontWeight.semibold });
export const muted = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});
export const grow = style({ flex: '1 1 auto' });

export const summary = style({ margin: 0, display: 'grid', gap: vars.space.xxs });
export const diagnosis = style({ margin: 0, fontWeight: vars.fontWeight.medium, whiteSpace: 'pre-wrap' });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const footer = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const record = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const section = style({ display: 'grid', gap: vars.space.sm });
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
// Start-aligned: a long conclusion beside a short diagnosis must not push the short one's label down.
export const fact = style({ display: 'grid', alignContent: 'start', gap: vars.space.xxs, minWidth: 0 });
// As the form renderer's read-only labels, so a sheet's own fields read like its form's.
export const factLabel = style({
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});
export const factValue = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const lines = style({ margin: 0, paddingLeft: vars.space.xl, display: 'grid', gap: vars.space.xs });
export const files = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
