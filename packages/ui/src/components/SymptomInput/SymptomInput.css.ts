import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const root = style({ position: 'relative', minWidth: 0 });

/**
 * The suggestions float just under the field, over what follows: the form never moves when they come and go (a
 * button under them stays where the pointer pressed it).
 */
export const panel = style({
  position: 'absolute',
  insetInline: 0,
  top: `calc(100% + ${vars.space.xs})`,
  zIndex: vars.zIndex.popover,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A suggestion is a pill: big enough for a thumb on the booking site, a glance on the desk. */
export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.hover },
    '&[data-active="true"]': {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.hover,
      color: vars.color.primary,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });
