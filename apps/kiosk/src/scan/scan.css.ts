import { media, vars } from '@clinic/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const viewport = style({
  position: 'relative',
  width: '100%',
  maxWidth: vars.size.drawerMd,
  aspectRatio: '1',
  overflow: 'hidden',
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.text,
  '@media': { [media.tablet]: { maxWidth: vars.size.drawerLg, aspectRatio: '4 / 3' } },
});

export const scanner = style({ width: '100%', height: '100%' });

// html5-qrcode writes its own <video> and shading into the container: fill it, mirror-free.
globalStyle(`${viewport} video`, { width: '100% !important', height: '100% !important', objectFit: 'cover' });

export const status = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.surface,
  fontSize: vars.fontSize.xl,
});
