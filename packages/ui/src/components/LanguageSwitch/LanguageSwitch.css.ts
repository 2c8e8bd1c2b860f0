import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const root = style({
  display: 'inline-flex',
  minInlineSize: 0,
  margin: 0,
  padding: vars.space.xxs,
  gap: vars.space.xxs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.secondarySoft,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const option = style({
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.muted,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  lineHeight: vars.lineHeight.tight,
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.surface,
      color: vars.color.primary,
      boxShadow: vars.shadow.sm,
    },
  },
});

export const size = styleVariants({
  md: {
    minHeight: vars.size.controlSm,
    minWidth: vars.size.controlMd,
    paddingInline: vars.space.md,
    fontSize: vars.fontSize.sm,
  },
  // Touch-friendly, for the kiosk.
  lg: {
    minHeight: vars.size.controlLg,
    minWidth: vars.size.controlXl,
    paddingInline: vars.space.lg,
    fontSize: vars.fontSize.lg,
  },
});
