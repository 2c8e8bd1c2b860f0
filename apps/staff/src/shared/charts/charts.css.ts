import { vars } from '@clinic/ui';
import { style } from '@vanilla-extract/css';

export const figure = style({
  margin: 0,
  position: 'relative',
  minHeight: 120,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const canvas = style({ width: '100%' });

export const loading = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
});

/** A ranked list drawn as bars (top services, medicines, doctors): easier to read than a canvas for ten rows. */
export const barList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});
export const barRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 14rem) 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const barLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const barTrack = style({ height: 10, borderRadius: 5, background: vars.color.secondarySoft });
export const barFill = style({ height: '100%', borderRadius: 5, background: vars.color.primary });
export const barValue = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.muted });
