import { media, vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const main = style({
  flex: 1,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  padding: vars.space.lg,
  '@media': { [media.tablet]: { alignItems: 'center', padding: vars.space.xxl } },
});

export const card = style({ width: '100%', maxWidth: vars.size.narrowWidth });

export const lead = style({ color: vars.color.text });

export const steps = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  counterIncrement: 'step',
  '::before': {
    content: 'counter(step)',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.primarySoft,
    color: vars.color.primary,
    fontWeight: vars.fontWeight.bold,
  },
});

export const hint = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.infoSoft,
  color: vars.color.info,
  fontSize: vars.fontSize.sm,
});
