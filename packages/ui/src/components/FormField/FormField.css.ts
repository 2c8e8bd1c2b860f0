import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
});

export const requiredMark = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

export const errorIcon = style({ marginTop: vars.space.xxs });
