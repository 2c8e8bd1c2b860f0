import { media, vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

// The doctor's exam screen: the patient header over a two-column body (the visit's sections in tabs on the left,
// the patient's summary on the right), one column below the desktop breakpoint.

export const stack = style({ display: 'grid', gap: vars.space.lg });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const toolbarGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const readOnly = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const header = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.md} ${vars.space.lg}`,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
export const order = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlLg,
  minHeight: vars.size.controlLg,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.primary,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const noOrder = style([
  order,
  { backgroundColor: vars.color.secondarySoft, color: vars.color.muted, fontSize: vars.fontSize.sm },
]);
export const who = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const nameLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const name = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });
export const meta = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

/** Allergies are what a doctor must not miss: the danger colours, above everything the doctor works on. */
export const allergy = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  backgroundColor: vars.color.dangerSoft,
  border: `${vars.size.borderWidth} solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  color: vars.color.danger,
});
export const allergyTitle = style({ fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });
export const allergyText = style({ margin: 0, color: vars.color.text, whiteSpace: 'pre-line' });

export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});
export const main = style({ minWidth: 0 });

export const summary = style({ display: 'grid', gap: vars.space.md, margin: 0 });
export const summaryTerm = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });
export const summaryValue = style({ margin: 0, whiteSpace: 'pre-line' });
export const summaryNone = style({ margin: 0, color: vars.color.muted, fontStyle: 'italic' });
export const summaryPair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
});

export const menuRoot = style({ position: 'relative' });
export const menu = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: `calc(100% + ${vars.space.xs})`,
  zIndex: vars.zIndex.popover,
  minWidth: '16rem',
  padding: vars.space.xs,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});
export const menuItem = style({
  display: 'block',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { backgroundColor: vars.color.hover } },
});

/** The check-in sheet as the exam screen shows it: its print button above the read-only form. */
export const checkInSheet = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const pendingStack = style({ display: 'grid', gap: vars.space.sm });
export const pendingList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});
/** The day a value was measured or coded, on its own line under the value (the summary column is narrow). */
export const summaryDate = style({ display: 'block', color: vars.color.muted, fontSize: vars.fontSize.sm });
export const summaryList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xxs,
});
