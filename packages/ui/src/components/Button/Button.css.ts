import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: `${vars.size.borderWidth} solid transparent`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  userSelect: 'none',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
  },
});

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.primaryHover } },
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
  danger: {
    backgroundColor: vars.color.danger,
    color: vars.color.onDanger,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.dangerHover } },
  },
});

export const size = styleVariants({
  sm: {
    minHeight: vars.size.controlSm,
    paddingInline: vars.space.md,
    fontSize: vars.fontSize.sm,
  },
  md: {
    minHeight: vars.size.controlMd,
    paddingInline: vars.space.lg,
    fontSize: vars.fontSize.md,
  },
  lg: {
    minHeight: vars.size.controlLg,
    paddingInline: vars.space.xl,
    fontSize: vars.fontSize.lg,
  },
  // Touch targets of the kiosk.
  xl: {
    minHeight: vars.size.controlXl,
    paddingInline: vars.space.xxl,
    fontSize: vars.fontSize.xl,
    borderRadius: vars.radius.lg,
  },
});

export const fullWidth = style({ width: '100%' });

/** While loading, the label keeps its width (no layout jump) but is hidden behind the ring. */
export const labelHidden = style({ visibility: 'hidden' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const ring = style({
  position: 'absolute',
  insetBlock: 0,
  insetInline: 0,
  margin: 'auto',
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  borderRadius: vars.radius.pill,
  border: `${vars.size.stroke} solid currentColor`,
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
});
