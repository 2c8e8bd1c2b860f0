import { media, vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const main = style({
  flex: 1,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  '@media': { [media.tablet]: { padding: vars.space.xxl } },
});

export const card = style({ width: '100%', maxWidth: vars.size.narrowWidth });

export const lead = style({ fontSize: vars.fontSize.md, color: vars.color.text });

export const modules = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: 0,
  listStyle: 'none',
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });
