import { style, styleVariants } from '@vanilla-extract/css';
import { type Tone, vars } from '../../theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `${vars.size.borderWidth} solid color-mix(in srgb, currentColor 28%, transparent)`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'nowrap',
});

const palette: Record<Tone, { text: string; background: string }> = {
  primary: { text: vars.color.primary, background: vars.color.primarySoft },
  secondary: { text: vars.color.secondary, background: vars.color.secondarySoft },
  success: { text: vars.color.success, background: vars.color.successSoft },
  info: { text: vars.color.info, background: vars.color.infoSoft },
  warning: { text: vars.color.warning, background: vars.color.warningSoft },
  danger: { text: vars.color.danger, background: vars.color.dangerSoft },
};

export const tone = styleVariants(palette, ({ text, background }) => ({
  color: text,
  backgroundColor: background,
}));

export const dot = style({
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.pill,
  backgroundColor: 'currentColor',
  flexShrink: 0,
});
