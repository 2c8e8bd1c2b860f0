import { vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

// Screen 43: the device table, its form and the pairing dialog with the code in very large digits.

export const note = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.muted });
export const cellStack = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
});
export const sub = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  justifyContent: 'flex-end',
});

export const form = style({ display: 'grid', gap: vars.space.lg });
export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.md });

export const pairing = style({ display: 'grid', gap: vars.space.lg, textAlign: 'center' });
export const step = style({ margin: 0 });
export const url = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.secondarySoft,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  wordBreak: 'break-all',
  userSelect: 'all',
});
export const code = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.primary,
  fontFamily: vars.font.mono,
  // Read from a tablet or TV across the desk: the biggest size the theme has short of the TV's.
  fontSize: vars.fontSize.tv,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '0.08em',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
export const codeExpired = style([
  code,
  { backgroundColor: vars.color.secondarySoft, color: vars.color.muted, textDecoration: 'line-through' },
]);
export const countdown = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});
export const expired = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.semibold });
export const success = style({ margin: 0, color: vars.color.success, fontWeight: vars.fontWeight.semibold });
export const small = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });
