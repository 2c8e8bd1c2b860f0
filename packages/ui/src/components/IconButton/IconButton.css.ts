import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  padding: 0,
  border: `${vars.size.borderWidth} solid transparent`,
  borderRadius: vars.radius.md,
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const variant = styleVariants({
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.muted,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.secondarySoft, color: vars.color.text },
      '&[aria-pressed="true"], &[aria-expanded="true"]': {
        backgroundColor: vars.color.primarySoft,
        color: vars.color.primary,
      },
    },
  },
  secondary: {
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: {
      '&:hover:not(:disabled)': {
        backgroundColor: vars.color.secondarySoft,
        borderColor: vars.color.secondary,
      },
    },
  },
  primary: {
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.primaryHover } },
  },
  danger: {
    backgroundColor: 'transparent',
    color: vars.color.danger,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.dangerSoft } },
  },
});

export const size = styleVariants({
  // Inside a control (the calendar button of a date input).
  xs: { width: vars.size.iconMd, height: vars.size.iconMd, borderRadius: vars.radius.sm },
  sm: { width: vars.size.controlSm, height: vars.size.controlSm },
  md: { width: vars.size.controlMd, height: vars.size.controlMd },
  lg: { width: vars.size.controlLg, height: vars.size.controlLg },
});
