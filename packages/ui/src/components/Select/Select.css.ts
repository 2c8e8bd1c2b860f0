import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const select = style({
  appearance: 'none',
  cursor: 'pointer',
  paddingInlineEnd: `calc(${vars.space.md} + ${vars.size.iconBase})`,
  selectors: {
    // The empty placeholder choice is grey, like an input's placeholder (controlled or not).
    '&:has(option[value=""]:checked)': { color: vars.color.muted },
  },
});

// The open list keeps normal text colour even while the placeholder is shown.
globalStyle(`${select} option`, { color: vars.color.text });

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  pointerEvents: 'none',
  color: vars.color.muted,
});
