import { media, vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  marginBottom: vars.space.xl,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.phone]: { fontSize: vars.fontSize.xl } },
});

export const text = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.muted });

export const narrow = style({ maxWidth: vars.size.contentWidth });

export const stack = style({ display: 'grid', gap: vars.space.xl });

export const form = style({ display: 'grid', gap: vars.space.lg });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.md });
