import { fallbackVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

const backdropIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * The modal comes in and goes out over 300 ms. Entry is a keyframe animation; on exit the dialog is
 * closed at once (the page is usable again) and `overlay`/`display` with allow-discrete keep it painted in the
 * top layer while it fades (engines without them simply hide it at once).
 */
const exitTransition = [
  `opacity ${vars.duration.modal} ease-in`,
  `transform ${vars.duration.modal} ease-in`,
  `overlay ${vars.duration.modal} allow-discrete`,
  `display ${vars.duration.modal} allow-discrete`,
].join(', ');

export const dialog = style({
  padding: 0,
  border: 'none',
  margin: 'auto',
  maxWidth: `calc(100vw - 2 * ${vars.space.lg})`,
  maxHeight: `calc(100vh - 2 * ${vars.space.lg})`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  overflow: 'auto',
  animation: `${appear} ${vars.duration.modal} ease-out`,
  transition: exitTransition,
  selectors: {
    '&:not([open])': { opacity: 0, transform: 'translateY(0.5rem) scale(0.98)' },
    '&:not([open])::backdrop': { opacity: 0 },
  },
  '::backdrop': {
    // Older engines do not let ::backdrop inherit custom properties from the page: keep a fallback.
    backgroundColor: fallbackVar(vars.color.backdrop, 'rgba(15, 23, 42, 0.45)'),
    animation: `${backdropIn} ${vars.duration.modal} ease-out`,
    transition: exitTransition.replace(/transform[^,]*, /, ''),
  },
});

export const width = styleVariants({
  sm: { width: vars.size.dialogWidth },
  md: { width: vars.size.narrowWidth },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});

export const close = style({
  marginTop: `calc(-1 * ${vars.space.xs})`,
  marginRight: `calc(-1 * ${vars.space.sm})`,
});

export const body = style({ color: vars.color.text, fontSize: vars.fontSize.md });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.md,
});
