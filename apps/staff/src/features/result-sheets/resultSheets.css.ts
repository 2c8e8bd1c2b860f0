import { media, vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

export const panel = style({ display: 'grid', gap: vars.space.md });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const sheet = style({
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
});

export const sheetHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** A saved sheet's print and edit buttons. */
export const sheetActions = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const sheetTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const meta = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
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

export const editor = style({ display: 'grid', gap: vars.space.lg });

export const pickers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const dateRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const dateField = style({ flex: '0 1 14rem' });

export const hint = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, margin: 0 });
