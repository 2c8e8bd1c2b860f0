import { media, vars } from '@clinic/ui/theme';
import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';

// The bell, its panel and the rows the panel and the notifications screen share.

export const bell = style({ position: 'relative', display: 'inline-flex' });

const ring = keyframes({
  '0%': { transform: 'rotate(0)' },
  '15%': { transform: 'rotate(14deg)' },
  '30%': { transform: 'rotate(-12deg)' },
  '45%': { transform: 'rotate(9deg)' },
  '60%': { transform: 'rotate(-6deg)' },
  '75%': { transform: 'rotate(3deg)' },
  '100%': { transform: 'rotate(0)' },
});

/** A new notification: the bell swings once and its button glows; without motion it only glows. */
export const ringing = style({});
globalStyle(`${ringing} > button`, { background: vars.color.primarySoft, color: vars.color.primary });
globalStyle(`${ringing} > button svg`, {
  transformOrigin: '50% 10%',
  animation: `${ring} ${vars.duration.slow} ease-in-out`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const badge = style({
  position: 'absolute',
  top: 0,
  right: 0,
  minWidth: vars.space.lg,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'center',
  pointerEvents: 'none',
});

export const panel = style({
  display: 'grid',
  gap: vars.space.xs,
  width: vars.size.drawerSm,
  maxWidth: `calc(100vw - 2 * ${vars.space.lg})`,
  // The panel hangs from the bell's right edge, which sits left of the user button on a phone.
  '@media': { [media.phone]: { width: `calc(100vw - 2 * ${vars.size.controlXl})` } },
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const panelList = style({
  maxHeight: `min(${vars.size.drawerMd}, calc(100vh - 4 * ${vars.size.controlXl}))`,
  overflowY: 'auto',
});

export const panelFooter = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xs,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const linkButton = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.primary,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:hover:not(:disabled), &:focus-visible': { background: vars.color.primarySoft },
    '&:disabled': { color: vars.color.muted, cursor: 'default' },
  },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-unread]': { background: vars.color.surfaceRaised },
    '& + &': { borderTop: `${vars.size.borderWidth} solid ${vars.color.border}` },
  },
});

export const open = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.hover } },
});

const iconBase = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.pill,
});

export const kindIcon = styleVariants({
  primary: [iconBase, { background: vars.color.primarySoft, color: vars.color.primary }],
  warning: [iconBase, { background: vars.color.warningSoft, color: vars.color.warning }],
  info: [iconBase, { background: vars.color.infoSoft, color: vars.color.info }],
  success: [iconBase, { background: vars.color.successSoft, color: vars.color.success }],
  danger: [iconBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
});

export const text = style({ flex: 1, minWidth: 0, display: 'grid', gap: vars.space.xxs });

export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: { [`${item}[data-unread] &`]: { fontWeight: vars.fontWeight.semibold } },
});

export const body = style({
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const time = style({ color: vars.color.muted, fontSize: vars.fontSize.xs });

export const dot = style({
  flexShrink: 0,
  width: vars.space.sm,
  height: vars.space.sm,
  marginTop: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
});

export const rowActions = style({
  display: 'flex',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.sm} 0 0`,
});

export const stack = style({ display: 'grid', gap: vars.space.lg });
