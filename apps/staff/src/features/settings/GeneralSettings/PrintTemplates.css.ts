import { media, vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const row = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const rowHead = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.md,
  alignItems: 'center',
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const kindName = style({ margin: 0, fontSize: vars.fontSize.md, display: 'flex', gap: vars.space.sm });

export const fileLine = style({
  margin: 0,
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const hiddenInput = style({ display: 'none' });

export const progress = style({ width: '100%' });

export const errors = style({ margin: 0, paddingLeft: vars.space.lg, color: vars.color.danger });

export const howTo = style({ margin: 0, fontSize: vars.fontSize.sm });

export const details = style({ fontSize: vars.fontSize.sm });

export const summary = style({ cursor: 'pointer', color: vars.color.primary });

export const placeholders = style({
  listStyle: 'none',
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const loopFields = style({
  listStyle: 'none',
  margin: `${vars.space.xs} 0 0`,
  padding: `0 0 0 ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.xs,
});

export const placeholder = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(12rem, auto) minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'center',
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const code = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere' });

export const previewDialog = style({ width: `min(${vars.size.contentWidth}, 95vw)` });

export const previewFrame = style({
  width: '100%',
  height: '70vh',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
