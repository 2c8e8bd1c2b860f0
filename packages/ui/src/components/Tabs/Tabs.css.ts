import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/**
 * Wider screens wrap tabs that do not fit onto a second line, so none is ever cut off at the edge (the eight
 * appointment status tabs at 1366 px); phones keep one line and scroll it sideways, a thumb's natural gesture.
 */
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  // A drawn line rather than a border, so the selected tab's underline can sit on it without overflowing.
  boxShadow: `inset 0 calc(-1 * ${vars.size.borderWidth}) 0 ${vars.color.border}`,
  '@media': {
    [media.phone]: { flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' },
  },
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  background: 'none',
  color: vars.color.muted,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  transition: `color ${vars.duration.fade}, background-color ${vars.duration.fade}`,
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text, backgroundColor: vars.color.hover },
    '&[aria-selected="true"]': { color: vars.color.primary },
    '&[aria-selected="true"]::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      bottom: 0,
      height: vars.size.stroke,
      borderRadius: vars.radius.pill,
      backgroundColor: vars.color.primary,
    },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
  },
});

export const badge = style({
  minWidth: vars.space.xl,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.secondarySoft,
  color: vars.color.secondary,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${tab}[aria-selected="true"] &`]: {
      backgroundColor: vars.color.primarySoft,
      color: vars.color.primary,
    },
  },
});

export const panel = style({ minWidth: 0 });
