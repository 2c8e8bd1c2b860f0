import { media, vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

export const filters = style({
  display: 'flex',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
  maxWidth: '20rem',
});

export const section = style({ display: 'grid', gap: vars.space.md });
export const sectionHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

/** Stat cards side by side, as many as fit. */
export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))',
  gap: vars.space.md,
});

/** Two columns on a wide screen (charts, top sellers), one on a phone. */
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const triple = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const statValue = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const breakdown = style({
  listStyle: 'none',
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});
export const breakdownRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });
export const number = style({ fontVariantNumeric: 'tabular-nums' });

export const compare = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });
export const up = style({ color: vars.color.success, fontWeight: vars.fontWeight.semibold });
export const down = style({ color: vars.color.danger, fontWeight: vars.fontWeight.semibold });

export const link = style({ color: vars.color.primary, fontWeight: vars.fontWeight.semibold });
export const failed = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  color: vars.color.danger,
});
export const loading = style({ display: 'grid', placeItems: 'center', minHeight: '6rem' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const listRow = style({ display: 'grid', gap: vars.space.xxs });
export const listMeta = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

/** What a month figure counts, under its chart. */
export const basis = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.xs });
