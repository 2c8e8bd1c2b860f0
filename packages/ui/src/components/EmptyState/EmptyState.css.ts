import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  color: vars.color.muted,
});

export const size = styleVariants({
  sm: { paddingBlock: vars.space.xl, paddingInline: vars.space.lg },
  md: { paddingBlock: vars.space.huge, paddingInline: vars.space.xl },
});

export const iconWrap = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.logoLg,
  height: vars.size.logoLg,
  marginBottom: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.secondarySoft,
  color: vars.color.secondary,
});

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const description = style({ maxWidth: vars.size.narrowWidth, fontSize: vars.fontSize.sm });

export const action = style({ marginTop: vars.space.sm });
