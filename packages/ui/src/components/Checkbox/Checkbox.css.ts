import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

// Shared by Checkbox, Radio and Switch: a label row with the control, its text and an optional description.

export const root = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  cursor: 'pointer',
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
  selectors: { '&[data-disabled="true"]': { cursor: 'not-allowed', color: vars.color.muted } },
});

/** Holds the native input and the drawn mark over it; as tall as one line of text. */
export const controlSlot = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  height: `calc(${vars.fontSize.md} * ${vars.lineHeight.normal})`,
});

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

const focusRing = {
  outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
  outlineOffset: '2px',
};

export const box = style({
  appearance: 'none',
  margin: 0,
  width: vars.size.checkbox,
  height: vars.size.checkbox,
  border: `${vars.size.stroke} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  cursor: 'inherit',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.primary },
    // A radio is :indeterminate while no radio of its group is chosen: only a checkbox may look mixed.
    '&:checked, &[type="checkbox"]:indeterminate': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { backgroundColor: vars.color.secondarySoft, borderColor: vars.color.border },
    '&:disabled:checked, &[type="checkbox"]:disabled:indeterminate': {
      backgroundColor: vars.color.borderStrong,
      borderColor: vars.color.borderStrong,
    },
  },
});

export const mark = style({
  position: 'absolute',
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  color: vars.color.onPrimary,
  strokeWidth: 3,
  pointerEvents: 'none',
  opacity: 0,
  selectors: { [`${box}:checked + &, ${box}:indeterminate + &`]: { opacity: 1 } },
});

export const radio = style([box, { borderRadius: vars.radius.pill }]);

/** The dot of a checked radio: a white centre on the filled circle. */
export const radioDot = style({
  position: 'absolute',
  width: `calc(${vars.size.checkbox} / 2.6)`,
  height: `calc(${vars.size.checkbox} / 2.6)`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.onPrimary,
  pointerEvents: 'none',
  opacity: 0,
  selectors: { [`${radio}:checked + &`]: { opacity: 1 } },
});

export const track = style({
  appearance: 'none',
  margin: 0,
  width: vars.size.switchWidth,
  height: vars.size.switchHeight,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.borderStrong,
  cursor: 'inherit',
  transition: `background-color ${vars.duration.fade}`,
  selectors: {
    '&:checked': { backgroundColor: vars.color.primary },
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0.5 },
  },
});

export const thumb = style({
  position: 'absolute',
  insetInlineStart: `calc((${vars.size.switchHeight} - ${vars.size.switchThumb}) / 2)`,
  width: vars.size.switchThumb,
  height: vars.size.switchThumb,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  pointerEvents: 'none',
  transition: `transform ${vars.duration.fade} ease-out`,
  selectors: {
    [`${track}:checked + &`]: {
      transform: `translateX(calc(${vars.size.switchWidth} - ${vars.size.switchHeight}))`,
    },
  },
});
