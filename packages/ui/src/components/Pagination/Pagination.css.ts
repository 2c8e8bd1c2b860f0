import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const range = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Page numbers only from tablet width up; phones get previous/next. */
export const pageItem = style({ display: 'none', '@media': { [media.tablet]: { display: 'block' } } });

export const page = style({
  minWidth: vars.size.controlSm,
  height: vars.size.controlSm,
  paddingInline: vars.space.sm,
  border: `${vars.size.borderWidth} solid transparent`,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:hover:not([aria-current="page"])': { backgroundColor: vars.color.secondarySoft },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.semibold,
      cursor: 'default',
    },
  },
});

export const gap = style({
  display: 'inline-flex',
  justifyContent: 'center',
  minWidth: vars.size.controlSm,
  color: vars.color.muted,
});
