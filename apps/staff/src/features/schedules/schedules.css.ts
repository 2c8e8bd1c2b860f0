import { type Tone, vars } from '@clinic/ui/theme';
import { createVar, style, styleVariants } from '@vanilla-extract/css';

// Screen 9's calendar: a CSS grid of day (or doctor) columns over hour rows; occurrences are placed in their
// column from custom properties the component sets (position only: every colour and size comes from here).

export const columnCount = createVar();
export const hourCount = createVar();
export const blockTop = createVar();
export const blockHeight = createVar();
export const blockLeft = createVar();
export const blockWidth = createVar();

const hourHeight = '3rem';
const gutterWidth = '3.5rem';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});
export const navGroup = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const rangeLabel = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  minWidth: '13rem',
});
export const datePicker = style({ width: '11rem' });
export const spacer = style({ flex: '1 1 auto' });
const bareFieldset = { margin: 0, padding: 0, minWidth: 0 } as const;
export const viewSwitch = style({
  ...bareFieldset,
  display: 'inline-flex',
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});
export const viewButton = style({
  border: 0,
  background: vars.color.surface,
  color: vars.color.text,
  padding: `0 ${vars.space.lg}`,
  minHeight: vars.size.controlMd,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.semibold,
    },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
});
export const filterRow = style({
  ...bareFieldset,
  border: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});
/** A muted line of help, under the filters and in the change dialogs. */
export const hint = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });
export const filterLabel = style({
  minWidth: '5.5rem',
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.primary,
      background: vars.color.primarySoft,
      fontWeight: vars.fontWeight.semibold,
    },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
export const clearButton = style([pill, { borderStyle: 'dashed', color: vars.color.muted }]);

const tonePalette: Record<Tone, { strong: string; soft: string }> = {
  primary: { strong: vars.color.primary, soft: vars.color.primarySoft },
  info: { strong: vars.color.info, soft: vars.color.infoSoft },
  warning: { strong: vars.color.warning, soft: vars.color.warningSoft },
  success: { strong: vars.color.success, soft: vars.color.successSoft },
  secondary: { strong: vars.color.secondary, soft: vars.color.secondarySoft },
  danger: { strong: vars.color.danger, soft: vars.color.dangerSoft },
};
/** The doctors' colours, in the order doctors take them. */
export const doctorTones = ['primary', 'info', 'warning', 'success', 'secondary', 'danger'] as const;
export const dot = styleVariants(tonePalette, ({ strong }) => ({
  display: 'inline-block',
  flex: 'none',
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: strong,
}));

export const status = style({
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});

export const scroller = style({
  overflowX: 'auto',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});
export const calendar = style({
  display: 'grid',
  gridTemplateColumns: `${gutterWidth} repeat(${columnCount}, minmax(7rem, 1fr))`,
  minWidth: '100%',
});
export const corner = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.raised,
  background: vars.color.surface,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
export const columnHead = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.raised,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.xs}`,
  background: vars.color.surface,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderLeft: `${vars.size.borderWidth} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
export const columnHeadButton = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxs,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:hover': { background: vars.color.hover },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}` },
  },
});
export const weekdayName = style({ color: vars.color.muted, fontWeight: vars.fontWeight.medium });
export const dayNumber = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const today = style({ color: vars.color.primary });
export const todayNumber = style({
  color: vars.color.onPrimary,
  background: vars.color.primary,
  borderRadius: vars.radius.pill,
  padding: `0 ${vars.space.sm}`,
});
export const doctorHead = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.semibold,
});

export const gutter = style({
  display: 'grid',
  gridTemplateRows: `repeat(${hourCount}, ${hourHeight})`,
});
export const hourLabel = style({
  position: 'relative',
  top: `calc(-0.5 * ${vars.fontSize.xs} * ${vars.lineHeight.normal})`,
  paddingRight: vars.space.sm,
  textAlign: 'right',
  color: vars.color.muted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&:first-child': { visibility: 'hidden' } },
});

export const column = style({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: `repeat(${hourCount}, ${hourHeight})`,
  minWidth: 0,
  borderLeft: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
export const todayColumn = style({ background: vars.color.surfaceRaised });
export const cell = style({
  display: 'block',
  width: '100%',
  margin: 0,
  padding: 0,
  border: 0,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: 'transparent',
  selectors: { '&:first-child': { borderTopColor: 'transparent' } },
});
export const emptyCell = style([
  cell,
  {
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.hover },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: '-3px',
      },
    },
  },
]);

export const block = style({
  position: 'absolute',
  top: blockTop,
  height: blockHeight,
  left: `calc(${blockLeft} + ${vars.space.xxs})`,
  width: `calc(${blockWidth} - ${vars.space.xs})`,
  containerType: 'size',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xxs,
  overflow: 'hidden',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `${vars.size.borderWidth} solid ${vars.color.surface}`,
  borderLeftWidth: vars.space.xs,
  borderRadius: vars.radius.sm,
  textAlign: 'left',
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, zIndex: vars.zIndex.raised },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      zIndex: vars.zIndex.raised,
    },
  },
});
export const blockTone = styleVariants(tonePalette, ({ strong, soft }) => ({
  background: soft,
  borderLeftColor: strong,
}));
export const blockHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, minWidth: 0 });
export const blockTitle = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.semibold,
});
export const blockLine = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.muted,
  '@container': { '(max-height: 2.4rem)': { display: 'none' } },
});
export const blockIcon = style({ flex: 'none', color: vars.color.muted });
export const countBadge = style({
  flex: 'none',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

/** Several doctors over the same hours: one box listing them, each its own button. */
export const stack = style({
  position: 'absolute',
  top: blockTop,
  height: blockHeight,
  left: `calc(${blockLeft} + ${vars.space.xxs})`,
  width: `calc(${blockWidth} - ${vars.space.xs})`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  overflowY: 'auto',
  padding: vars.space.xxs,
  borderRadius: vars.radius.sm,
  background: vars.color.secondarySoft,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
});
export const stackTime = style({
  padding: `0 ${vars.space.xxs}`,
  color: vars.color.muted,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const stackItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flex: 'none',
  minWidth: 0,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: 0,
  borderLeft: `${vars.space.xs} solid transparent`,
  borderRadius: vars.radius.sm,
  textAlign: 'left',
  font: 'inherit',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.sm },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});
