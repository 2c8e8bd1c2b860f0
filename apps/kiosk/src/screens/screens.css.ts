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
