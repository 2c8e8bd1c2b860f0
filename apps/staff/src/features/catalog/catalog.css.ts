import { vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

export const picker = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  minWidth: 0,
});

export const pickerAdd = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end' });

export const pickerSelect = style({ flex: '1 1 auto', minWidth: 0 });

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const line = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const lineOrder = style({ color: vars.color.muted, minWidth: '1.5rem', textAlign: 'end' });

export const lineName = style({ flex: '1 1 auto', minWidth: 0 });

export const linePrice = style({ color: vars.color.muted, whiteSpace: 'nowrap' });

export const total = style({
  display: 'flex',
  justifyContent: 'flex-end',
  fontWeight: vars.fontWeight.semibold,
});

export const bulkTable = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' });

// Wide enough for its header ('Dòng', 'Row') beside the name column.
export const bulkNumberColumn = style({ width: '3.5rem' });
export const bulkUnitColumn = style({ width: '8rem' });
export const bulkPriceColumn = style({ width: '10rem' });
export const bulkRemoveColumn = style({ width: '3rem' });

/** One medicine: its first line (name, unit, price) and its guide below, set apart from the next. */
export const bulkGroup = style({ borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}` });

export const bulkCell = style({ padding: vars.space.xs, verticalAlign: 'top' });

export const bulkRowNumber = style({
  color: vars.color.muted,
  paddingTop: vars.space.md,
  paddingInlineEnd: vars.space.sm,
  textAlign: 'end',
});

export const bulkHeader = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  padding: vars.space.xs,
});

/** The row number's header, aligned and spaced as the numbers under it. */
export const bulkNumberHeader = style([bulkHeader, { textAlign: 'end', paddingInlineEnd: vars.space.sm }]);

/** A package line: order, name with kind and price, its count, remove. */
export const packageLine = style([line, { alignItems: 'flex-start' }]);

/** A line's kind and price, under its name. */
export const lineMeta = style([linePrice, { display: 'block', fontSize: vars.fontSize.sm }]);

export const lineCount = style({ width: '5.5rem', flex: '0 0 auto' });

export const lineError = style({ display: 'block', color: vars.color.danger, fontSize: vars.fontSize.sm });

/** The package's price against its items bought one by one. */
export const packageTotals = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'end',
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});
