import { media, vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

// The start screen's two big choices and the typed-code form.

export const choices = style({
  display: 'grid',
  gap: vars.space.lg,
  width: '100%',
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr', gap: vars.space.xxl } },
});

export const choice = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: vars.space.sm,
  minHeight: `calc(${vars.size.controlXl} * 2.5)`,
  padding: vars.space.xl,
  border: `${vars.size.focusRing} solid ${vars.color.primary}`,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  boxShadow: vars.shadow.md,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    '&:active': { transform: 'scale(0.98)', backgroundColor: vars.color.primarySoft },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.space.xs,
    },
  },
  '@media': { [media.tablet]: { minHeight: `calc(${vars.size.controlXl} * 4)`, gap: vars.space.md } },
});

export const choicePrimary = style({ backgroundColor: vars.color.primary, color: vars.color.onPrimary });

export const choiceIcon = style({
  width: vars.size.iconXl,
  height: vars.size.iconXl,
  '@media': { [media.tablet]: { width: vars.size.logoXl, height: vars.size.logoXl } },
});

export const choiceLabel = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.display } },
});

export const choiceHint = style({
  fontSize: vars.fontSize.md,
  opacity: 0.85,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.lg } },
});

export const form = style({
  display: 'grid',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: vars.size.narrowWidth,
  textAlign: 'start',
});

export const field = style({ display: 'grid', gap: vars.space.sm });

export const fieldLabel = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xl } },
});

/** A text field a finger can hit and an eye can read from arm's length. */
export const bigInput = style({
  width: '100%',
  minHeight: vars.size.controlXl,
  padding: `0 ${vars.space.lg}`,
  border: `${vars.size.stroke} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  selectors: {
    '&:focus': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      borderColor: vars.color.primary,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
  '@media': {
    [media.tablet]: { minHeight: `calc(${vars.size.controlXl} * 1.25)`, fontSize: vars.fontSize.display },
  },
});

/** The pairing code: six digits spaced out like the staff screen shows them. */
export const codeInput = style([
  bigInput,
  { textAlign: 'center', letterSpacing: '0.5em', fontVariantNumeric: 'tabular-nums' },
]);

export const error = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});
