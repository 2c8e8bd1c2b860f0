import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const root = style({
  width: 'max-content',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const month = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });

export const grid = style({ borderCollapse: 'collapse', tableLayout: 'fixed' });

export const weekday = style({
  width: vars.size.calendarCell,
  height: vars.size.controlSm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.muted,
  textAlign: 'center',
});

export const cell = style({ padding: vars.space.xxs, textAlign: 'center' });

export const day = style({
  width: vars.size.calendarCell,
  height: vars.size.calendarCell,
  border: `${vars.size.borderWidth} solid transparent`,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.hover },
    '&[data-outside="true"]': { color: vars.color.muted },
    '&[aria-current="date"]': { borderColor: vars.color.primary, fontWeight: vars.fontWeight.bold },
    '&[data-selected="true"], &[data-selected="true"]:hover': {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.semibold,
    },
    '&[aria-disabled="true"]': {
      color: vars.color.borderStrong,
      cursor: 'not-allowed',
      textDecoration: 'line-through',
    },
  },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
