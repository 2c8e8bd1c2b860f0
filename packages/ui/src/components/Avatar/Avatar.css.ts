import { style, styleVariants } from '@vanilla-extract/css';
import { type Tone, vars } from '../../theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.secondarySoft,
  color: vars.color.secondary,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1,
  userSelect: 'none',
  verticalAlign: 'middle',
});

/** sm 24 px, md 32 px (the default), lg 40 px, xl 64 px. */
export const size = styleVariants({
  sm: { width: vars.size.avatarSm, height: vars.size.avatarSm, fontSize: vars.fontSize.xs },
  md: { width: vars.size.avatarMd, height: vars.size.avatarMd, fontSize: vars.fontSize.xs },
  lg: { width: vars.size.avatarLg, height: vars.size.avatarLg, fontSize: vars.fontSize.sm },
  xl: { width: vars.size.avatarXl, height: vars.size.avatarXl, fontSize: vars.fontSize.xl },
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

/** Initials take one of these, by name; never red, which reads as an error next to a person. */
export const avatarTones = [
  'primary',
  'info',
  'success',
  'warning',
  'secondary',
] as const satisfies readonly Tone[];

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const icon = style({ width: '62%', height: '62%', color: vars.color.muted });
