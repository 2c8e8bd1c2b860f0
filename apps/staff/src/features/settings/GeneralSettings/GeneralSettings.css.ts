import { media, vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.lg,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const numbers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const booking = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const urlRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

export const url = style({
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.secondarySoft,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
});

export const qr = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
});

export const qrImage = style({
  width: '10rem',
  height: '10rem',
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const note = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });
