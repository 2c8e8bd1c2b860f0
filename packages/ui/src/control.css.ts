import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

// The look shared by every text-like control (Input, Textarea, NumberInput, Select, Combobox, pickers): one
// bordered box, the focus ring on the box (`:focus-within`), red when invalid, grey when disabled.

export const box = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minWidth: 0,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.secondary },
    '&:focus-within': {
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 ${vars.size.focusRing} color-mix(in srgb, ${vars.color.focus} 25%, transparent)`,
    },
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
    '&[data-invalid="true"]:focus-within': {
      boxShadow: `0 0 0 ${vars.size.focusRing} color-mix(in srgb, ${vars.color.danger} 22%, transparent)`,
    },
    '&[data-disabled="true"]': {
      backgroundColor: vars.color.secondarySoft,
      borderColor: vars.color.border,
      color: vars.color.muted,
      cursor: 'not-allowed',
    },
  },
});

export const size = styleVariants({
  sm: { minHeight: vars.size.controlSm, fontSize: vars.fontSize.sm },
  md: { minHeight: vars.size.controlMd, fontSize: vars.fontSize.md },
  // Kiosk and booking on phones: big touch targets.
  lg: { minHeight: vars.size.controlLg, fontSize: vars.fontSize.lg },
});

/** The native element inside the box: no border of its own, the box draws it. */
export const field = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: 'inherit',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: 'inherit',
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&::placeholder': { color: vars.color.muted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
    // The box shows focus for the whole control.
    '&:focus-visible': { outline: 'none' },
  },
});

/** Text or icons before and after the field: '₫', a search glass, the calendar button. */
export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: vars.space.xxs,
  color: vars.color.muted,
  selectors: {
    '&:first-child': { paddingInlineStart: vars.space.md },
    '&:last-child': { paddingInlineEnd: vars.space.xs },
  },
});

/** Plain text adornments ('₫', 'kg') get the same inner spacing as the field. */
export const adornmentText = style({
  selectors: { '&:last-child': { paddingInlineEnd: vars.space.md } },
});

/** A floating panel under a control: the combobox list, the calendar, the time list. */
export const popover = style({
  zIndex: vars.zIndex.popover,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  color: vars.color.text,
});

export const listbox = style({
  maxHeight: vars.size.popoverMaxHeight,
  overflowY: 'auto',
  padding: vars.space.xs,
  margin: 0,
  listStyle: 'none',
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&[data-active="true"]': { backgroundColor: vars.color.hover },
    '&[aria-selected="true"]': { color: vars.color.primary, fontWeight: vars.fontWeight.semibold },
    '&[aria-disabled="true"]': { color: vars.color.muted, cursor: 'not-allowed' },
  },
});

export const optionDescription = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  fontWeight: vars.fontWeight.regular,
});

export const listMessage = style({
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});
