import { media, vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

// The exam screen's ordering panel and the service-order board (three lanes of cards).

export const panel = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});
export const picker = style({ flex: '1 1 20rem', minWidth: 0 });
export const template = style({ flex: '0 1 16rem', minWidth: 0 });

export const nameCell = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const markers = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });
export const quantity = style({ width: '5rem' });
export const code = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
/** A package's name can be long: its badge wraps instead of widening the table. */
export const wrappingBadge = style({ whiteSpace: 'normal', textAlign: 'start' });
export const totalCell = style({ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end' });
export const unitPrice = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
export const rowActions = style({ display: 'flex', gap: vars.space.xs, justifyContent: 'flex-end' });

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'end',
  columnGap: vars.space.lg,
  rowGap: vars.space.xxs,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});
export const totalLabel = style({ color: vars.color.muted, textAlign: 'end', margin: 0 });
export const totalValue = style({ textAlign: 'end', margin: 0 });
export const grandTotal = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});
export const muted = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, margin: 0 });

// ── the board ──────────────────────────────────────────────────────────────────────────────────────────

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});
export const filter = style({ width: '14rem', maxWidth: '100%' });
export const back = style({ whiteSpace: 'nowrap' });

export const lanes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const lane = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  backgroundColor: vars.color.secondarySoft,
  borderRadius: vars.radius.lg,
  minHeight: '12rem',
});
export const laneHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
});
export const laneTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: '3.5rem minmax(0, 1fr)',
  gap: vars.space.sm,
  padding: vars.space.sm,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const number = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.controlLg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.primary,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});
export const cardMain = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const patient = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
export const service = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text });
export const meta = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.muted });
export const moves = style({
  gridColumn: '1 / -1',
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});
