import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../theme.css';

export const root = style({ flexShrink: 0 });

export const size = styleVariants({
  sm: { width: vars.size.logoSm, height: vars.size.logoSm },
  md: { width: vars.size.logoMd, height: vars.size.logoMd },
  lg: { width: vars.size.logoLg, height: vars.size.logoLg },
  xl: { width: vars.size.logoXl, height: vars.size.logoXl },
  // Grows with the screen: large on a laptop, extra large on the waiting-room TV.
  tv: {
    width: vars.size.logoLg,
    height: vars.size.logoLg,
    '@media': { [media.tv]: { width: vars.size.logoXl, height: vars.size.logoXl } },
  },
});

export const tile = style({ fill: vars.color.primary });
export const cross = style({ fill: vars.color.onPrimary });
export const pulse = style({ fill: 'none', stroke: vars.color.primary, strokeWidth: 2.5 });
