import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

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
