import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../theme.css';

/** Bottom-left, newest on top (docs/product.md#dialogs-and-messages). */
export const region = style({
  position: 'fixed',
  insetInlineStart: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  pointerEvents: 'none',
  '@media': { [media.tablet]: { insetInlineEnd: 'auto', width: vars.size.toastWidth } },
});

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.sm,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderInlineStartWidth: vars.space.xs,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  color: vars.color.text,
  pointerEvents: 'auto',
  animation: `${enter} ${vars.duration.fade} ease-out`,
});

export const type = styleVariants({
  default: { borderInlineStartColor: vars.color.secondary },
  success: { borderInlineStartColor: vars.color.success },
  warning: { borderInlineStartColor: vars.color.warning },
  info: { borderInlineStartColor: vars.color.info },
  error: { borderInlineStartColor: vars.color.danger },
});

export const icon = styleVariants({
  default: { color: vars.color.secondary },
  success: { color: vars.color.success },
  warning: { color: vars.color.warning },
  info: { color: vars.color.info },
  error: { color: vars.color.danger },
});

export const iconSlot = style({ display: 'flex', paddingTop: vars.space.xxs });

export const text = style({ flex: 1, minWidth: 0, paddingTop: vars.space.xxs });

export const title = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });

export const message = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  overflowWrap: 'anywhere',
});
