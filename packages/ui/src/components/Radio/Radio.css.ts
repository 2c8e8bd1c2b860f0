import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const group = style({ display: 'flex', gap: vars.space.sm, minWidth: 0 });

export const orientation = styleVariants({
  vertical: { flexDirection: 'column' },
  horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.xl },
});
