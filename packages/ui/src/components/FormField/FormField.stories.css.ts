import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme.css';

export const form = style({ maxWidth: vars.size.contentWidth });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});
