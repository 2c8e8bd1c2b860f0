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

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
});

export const dateRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });

export const grow = style({ flex: '1 1 auto', minWidth: 0 });

export const editor = style({ display: 'grid', gap: vars.space.sm });

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', minWidth: '56rem' });

export const head = style({
  textAlign: 'start',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.muted,
  padding: vars.space.xs,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const headEnd = style([head, { textAlign: 'end' }]);

export const row = style({ borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}` });

export const cell = style({ padding: vars.space.xs, verticalAlign: 'top' });

export const order = style([cell, { color: vars.color.muted, textAlign: 'end', paddingTop: vars.space.md }]);

export const dose = style([cell, { width: vars.size.columnXs }]);

export const qty = style([cell, { width: '5.5rem' }]);

export const amount = style([cell, { textAlign: 'end', whiteSpace: 'nowrap', paddingTop: vars.space.md }]);

export const name = style([cell, { minWidth: vars.size.columnMd, paddingTop: vars.space.sm }]);

export const usage = style([cell, { minWidth: vars.size.columnMd }]);

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
