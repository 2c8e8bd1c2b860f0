import { media, vars } from '@clinic/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});
export const filter = style({ minWidth: '11rem', flex: '0 1 13rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const range = style({ color: vars.color.muted, margin: `0 0 ${vars.space.md}` });

export const totals = style({
  display: 'grid',
  // Wide enough for a year's money on one line ('215.201.800 ₫').
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
  gap: vars.space.md,
  margin: `0 0 ${vars.space.lg}`,
  padding: 0,
});
export const totalCard = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
});
export const totalLabel = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, margin: 0 });
export const totalValue = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  margin: 0,
});

export const chart = style({ marginBottom: vars.space.lg });

/** The multi-selects: a button-like summary opening a list of checkboxes. */
export const pick = style({ position: 'relative' });
export const pickLabel = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  marginBottom: vars.space.xs,
});
export const pickSummary = style({
  listStyle: 'none',
  cursor: 'pointer',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  padding: `${vars.space.sm} ${vars.space.md}`,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 2 },
  },
});
export const pickPanel = style({
  position: 'absolute',
  zIndex: vars.zIndex.popover,
  top: 'calc(100% + 4px)',
  left: 0,
  minWidth: '100%',
  width: 'max-content',
  maxWidth: '22rem',
  maxHeight: '20rem',
  overflowY: 'auto',
  display: 'grid',
  gap: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  padding: vars.space.sm,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
});

/** Hidden on paper: the filters, the buttons and the pager. */
export const noPrint = style({ '@media': { print: { display: 'none' } } });
/** Shown on paper only: the range and clinic under the title. */
export const printOnly = style({ display: 'none', '@media': { print: { display: 'block' } } });

globalStyle(`${totals}`, {
  '@media': { [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const topTen = style({ margin: 0 });

/** The table on paper: every column (no sideways scroll) and no pager. */
export const table = style({});
globalStyle(`${table} section`, { '@media': { print: { overflow: 'visible' } } });
globalStyle(`${table} nav`, { '@media': { print: { display: 'none' } } });
