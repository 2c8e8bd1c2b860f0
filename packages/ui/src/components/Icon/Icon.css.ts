import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const root = style({
  flexShrink: 0,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const size = styleVariants({
  sm: { width: vars.size.iconSm, height: vars.size.iconSm },
  md: { width: vars.size.iconBase, height: vars.size.iconBase },
  lg: { width: vars.size.iconMd, height: vars.size.iconMd },
  xl: { width: vars.size.iconXl, height: vars.size.iconXl, strokeWidth: 1.5 },
});
