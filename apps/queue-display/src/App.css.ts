import { media, vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

// Designed for a 1920×1080 TV read from across the waiting room; still usable on a laptop.

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  '@media': { [media.desktop]: { height: '100vh', overflow: 'hidden' } },
});

export const clock = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' });

export const time = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.tv]: { fontSize: vars.fontSize.tv } },
});

export const date = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  '@media': { [media.tv]: { fontSize: vars.fontSize.xl } },
});

export const main = style({
  display: 'grid',
  gap: vars.space.xl,
  padding: vars.space.xl,
  '@media': {
    [media.desktop]: { gridTemplateColumns: '3fr 2fr', gap: vars.space.xxl, padding: vars.space.xxl },
    [media.tv]: { gap: vars.space.huge, paddingBlock: vars.space.xxxl, paddingInline: vars.space.huge },
  },
});

export const serving = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xxl,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.md,
  textAlign: 'center',
});

export const servingLabel = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  '@media': { [media.tv]: { fontSize: vars.fontSize.tv } },
});

export const number = style({
  fontSize: vars.fontSize.tv,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
  '@media': { [media.tv]: { fontSize: vars.fontSize.tvHuge } },
});

export const numberEmpty = style({ opacity: 0.55, letterSpacing: '0.05em' });

export const servingNote = style({
  fontSize: vars.fontSize.lg,
  opacity: 0.9,
  '@media': { [media.tv]: { fontSize: vars.fontSize.xxl } },
});

export const info = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xl,
  padding: vars.space.xxl,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
});

export const welcome = style({
  fontSize: vars.fontSize.xxl,
  '@media': { [media.tv]: { fontSize: vars.fontSize.tv } },
});

export const description = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.muted,
  '@media': { [media.tv]: { fontSize: vars.fontSize.xxl } },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.lg,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.xl,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.muted,
  '@media': { [media.tv]: { paddingInline: vars.space.huge, fontSize: vars.fontSize.lg } },
});
