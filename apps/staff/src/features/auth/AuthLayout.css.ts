import { media, vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
  minHeight: '100dvh',
  background: vars.color.background,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.xxl,
  padding: `${vars.space.xxl} ${vars.space.xxxl}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  '@media': { [media.phone]: { padding: vars.space.lg, gap: vars.space.lg } },
});

export const brandName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const brandTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.phone]: { display: 'none' } },
});

export const points = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: `${vars.space.xl} 0 0`,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.md,
  '@media': { [media.phone]: { display: 'none' } },
});

export const point = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });

export const formSide = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xxl,
  '@media': { [media.phone]: { padding: vars.space.lg, justifyContent: 'flex-start' } },
});

export const topBar = style({ alignSelf: 'stretch', display: 'flex', justifyContent: 'flex-end' });

export const panel = style({ width: '100%', maxWidth: vars.size.narrowWidth });

export const form = style({ display: 'grid', gap: vars.space.lg });

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const lead = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.muted });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const link = style({ color: vars.color.primary, fontWeight: vars.fontWeight.semibold });

export const formError = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
