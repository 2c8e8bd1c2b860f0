import { media, vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const main = style({
  flex: 1,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  '@media': { [media.tablet]: { padding: vars.space.xxxl } },
});

export const card = style({ width: '100%', maxWidth: vars.size.contentWidth });

export const content = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.tablet]: { gap: vars.space.xxl } },
});

export const intro = style({ display: 'grid', gap: vars.space.md });

export const welcome = style({
  fontSize: vars.fontSize.xxl,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.display } },
});

export const lead = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xl } },
});

export const steps = style({
  display: 'grid',
  gap: vars.space.md,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space.lg } },
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  counterIncrement: 'step',
  '::before': {
    content: 'counter(step)',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlMd,
    height: vars.size.controlMd,
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.bold,
  },
  '@media': {
    [media.tablet]: {
      flexDirection: 'column',
      alignItems: 'flex-start',
      fontSize: vars.fontSize.lg,
      padding: vars.space.xl,
    },
  },
});

export const hint = style({ fontSize: vars.fontSize.md, color: vars.color.muted });
