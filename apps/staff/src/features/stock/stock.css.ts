import { vars } from '@clinic/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const stack = style({ display: 'grid', gap: vars.space.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const muted = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const fact = style({ display: 'grid', gap: vars.space.xxs, margin: 0 });

export const factLabel = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const factValue = style({ margin: 0, fontWeight: 600 });

export const sectionTitle = style({ fontSize: vars.fontSize.md, margin: 0 });

export const linkList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

export const plus = style({ color: vars.color.success, fontWeight: 600 });

export const minus = style({ color: vars.color.danger, fontWeight: 600 });

export const totals = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  justifyContent: 'flex-end',
  fontWeight: 600,
});

export const headerFields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.md,
});

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const line = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const lineHead = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  flexWrap: 'wrap',
});

export const lineName = style({ fontWeight: 600, flex: '1 1 auto' });

export const lineFields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.sm,
  alignItems: 'end',
});

export const lineError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });

export const empty = style({ color: vars.color.muted, margin: 0 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'space-between',
  alignItems: 'center',
});

/** A field of a line: may shrink below its input's natural width, so a date picker stays in its column. */
export const lineField = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

// A text input's natural width is about 20 characters; in a line's column it takes the column's width instead.
globalStyle(`${lineField} input`, { minWidth: 0, width: '100%' });

/** The import price derived from the sale price, read-only, aligned with the inputs beside it. */
export const derived = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  fontWeight: 600,
});

/** Two lines in one table cell (a sheet's day, and who saved it beneath). */
export const stacked = style({ display: 'flex', flexDirection: 'column' });

/** The level and order pickers beside the search. */
export const viewFilter = style({ minWidth: '14rem' });
