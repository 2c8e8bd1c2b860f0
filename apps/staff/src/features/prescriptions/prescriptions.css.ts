import { vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

export const panel = style({ display: 'grid', gap: vars.space.lg });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** The template picker and the print button, together at the header's end. */
export const headerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
});

export const dateRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });

export const grow = style({ flex: '1 1 auto', minWidth: 0 });

export const editor = style({ display: 'grid', gap: vars.space.sm });

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

/** A line in two rows: the medicine with its quantity, then how to take it. */
export const line = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space.xl} minmax(0, 1fr) auto`,
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  alignItems: 'start',
  padding: vars.space.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const order = style({ color: vars.color.muted, textAlign: 'end', paddingTop: vars.space.xxs });

export const lineHead = style({ minWidth: 0 });

export const lineSide = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end' });

export const doses = style({
  gridColumn: '2 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'flex-end',
});

const labelled = style({
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const smallField = style([labelled, { width: vars.size.columnXs }]);

export const quantityField = style([labelled, { width: vars.size.columnXs }]);

export const usageField = style([
  labelled,
  { flex: `1 1 ${vars.size.columnMd}`, minWidth: vars.size.columnMd },
]);

export const amount = style({
  whiteSpace: 'nowrap',
  minWidth: vars.size.columnXs,
  textAlign: 'end',
  paddingBottom: vars.space.xs,
});

export const medicineName = style({ display: 'block', fontWeight: vars.fontWeight.medium });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
  marginTop: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const lineError = style({ display: 'block', color: vars.color.danger, fontSize: vars.fontSize.sm });

export const empty = style({ color: vars.color.muted, margin: 0, padding: `${vars.space.md} 0` });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const total = style({ fontWeight: vars.fontWeight.semibold });

export const muted = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

export const templatePicker = style({ minWidth: vars.size.columnLg });

export const choiceField = style([labelled, { width: vars.size.columnSm }]);

/** The usage line, the conversion and a note's warning, under the line's fields. */
export const doseSummary = style({
  gridColumn: '2 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  alignItems: 'baseline',
  fontSize: vars.fontSize.sm,
});

export const conversion = style({ fontWeight: vars.fontWeight.medium });

/** One short medicine in the stock dialog: its name and numbers, then the choices. */
export const settleLine = style({
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
});
export const settleName = style({ fontWeight: 600, padding: `0 ${vars.space.xs}` });
