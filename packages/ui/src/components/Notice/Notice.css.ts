import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
});

export const tone = styleVariants({
  warning: { background: vars.color.warningSoft, borderColor: vars.color.warning },
  info: { background: vars.color.infoSoft, borderColor: vars.color.info },
});

export const body = style({ margin: 0, flex: '1 1 20rem', minWidth: 0 });
export const action = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
