import { media, vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const search = style({ flex: '1 1 16rem', maxWidth: '24rem' });

export const filter = style({ flex: '0 0 12rem', '@media': { [media.phone]: { flex: '1 1 100%' } } });

export const rowActions = style({ display: 'flex', gap: vars.space.xs, justifyContent: 'flex-end' });

export const note = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.muted });

export const form = style({ display: 'grid', gap: vars.space.lg });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

// minWidth 0: a wide section (a long select, a list of services) never pushes the drawer wider than it is.
export const wide = style({ gridColumn: '1 / -1', minWidth: 0 });

export const headerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.md,
});

export const checkList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const cards = style({ display: 'grid', gap: vars.space.xl });

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.md });
