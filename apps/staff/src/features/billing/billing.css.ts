import { media, vars } from '@clinic/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// Screen 21: the queue on the left, the open invoice on the right (stacked on narrow screens); and screen 23's
// details, which share the invoice's parts.

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  // A narrower queue on a 1366-wide laptop leaves the invoice's five columns room to show every figure.
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(13rem, 15rem) minmax(0, 1fr)' } },
});

/**
 * The invoice's lines beside the queue: tighter cells and a narrower name column than a full-width table, so the
 * amounts ("Thành tiền") are never cut off at 1366×768; a long medicine name wraps instead.
 */
export const invoiceTable = style({});
globalStyle(`${invoiceTable} th, ${invoiceTable} td`, { paddingInline: vars.space.sm });
globalStyle(`${invoiceTable} th:first-child, ${invoiceTable} td:first-child`, {
  minWidth: vars.size.columnMd,
  paddingInlineStart: vars.space.md,
});

/** "+ Bán lẻ" stays on one line in the page's header. */
export const headerAction = style({ whiteSpace: 'nowrap', flexShrink: 0 });
// The button's label holds the icon and the words: side by side, not the icon above the words.
globalStyle(`${headerAction} > span`, { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const stack = style({ display: 'grid', gap: vars.space.lg });

export const tight = style({ display: 'grid', gap: vars.space.sm });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const spread = style([row, { justifyContent: 'space-between' }]);

export const muted = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const sectionTitle = style({ fontSize: vars.fontSize.md, margin: 0 });

export const queue = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  maxHeight: '70vh',
  overflowY: 'auto',
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.focus}` } },
});

export const queueItem = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[data-active="true"]': { borderColor: vars.color.focus },
    '&[aria-selected="true"]': { borderColor: vars.color.primary, background: vars.color.primarySoft },
  },
});

export const name = style({ fontWeight: 600 });

export const discount = style({ display: 'inline-flex', gap: vars.space.xs, alignItems: 'center' });

export const discountValue = style({ width: '6rem' });

export const discountKind = style({ width: '3.75rem' });

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'end',
  columnGap: vars.space.xl,
  rowGap: vars.space.xs,
  margin: 0,
});

export const totalLabel = style({ color: vars.color.muted, margin: 0 });

export const totalValue = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const grandTotal = style({ fontSize: vars.fontSize.xl, fontWeight: 700, margin: 0, textAlign: 'end' });

export const changeDue = style({ fontSize: vars.fontSize.xl, fontWeight: 700, color: vars.color.success });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const fact = style({ display: 'grid', gap: vars.space.xxs, margin: 0 });

export const factLabel = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const factValue = style({ margin: 0, fontWeight: 600 });

export const refund = style({ color: vars.color.danger, fontWeight: 600 });

export const mono = style({ fontFamily: vars.font.mono });

export const error = style({ color: vars.color.danger, margin: 0, fontWeight: 500 });

export const success = style({ color: vars.color.success, fontWeight: 600 });

/** The short medicine lines above the payment: each line's numbers, then its reduce / remove buttons. */
export const shortfallList = style({ display: 'grid', gap: vars.space.sm, margin: 0, paddingInlineStart: 0 });
export const shortfallLine = style({
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});
