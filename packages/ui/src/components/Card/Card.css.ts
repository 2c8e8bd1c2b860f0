import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  minWidth: 0,
});

export const padding = styleVariants({
  sm: { padding: vars.space.lg },
  md: { padding: vars.space.xl },
  lg: { padding: vars.space.xl, '@media': { [media.tablet]: { padding: vars.space.xxl } } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const subtitle = style({ fontSize: vars.fontSize.md, color: vars.color.muted });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingTop: vars.space.lg,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
