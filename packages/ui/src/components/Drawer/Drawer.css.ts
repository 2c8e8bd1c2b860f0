import { fallbackVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../theme.css';

const fromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const fromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const backdropIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const exit = [
  `transform ${vars.duration.modal} ease-in`,
  `overlay ${vars.duration.modal} allow-discrete`,
  `display ${vars.duration.modal} allow-discrete`,
].join(', ');

export const dialog = style({
  position: 'fixed',
  insetBlock: 0,
  padding: 0,
  margin: 0,
  border: 'none',
  width: '100vw',
  maxWidth: '100vw',
  height: '100dvh',
  maxHeight: '100dvh',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
  transition: exit,
  '::backdrop': {
    backgroundColor: fallbackVar(vars.color.backdrop, 'rgba(15, 23, 42, 0.45)'),
    animation: `${backdropIn} ${vars.duration.modal} ease-out`,
    transition: `opacity ${vars.duration.modal} ease-in, overlay ${vars.duration.modal} allow-discrete, display ${vars.duration.modal} allow-discrete`,
  },
  selectors: { '&:not([open])::backdrop': { opacity: 0 } },
});

export const side = styleVariants({
  right: {
    insetInlineStart: 'auto',
    insetInlineEnd: 0,
    animation: `${fromRight} ${vars.duration.modal} ease-out`,
    selectors: { '&:not([open])': { transform: 'translateX(100%)' } },
  },
  left: {
    insetInlineStart: 0,
    insetInlineEnd: 'auto',
    animation: `${fromLeft} ${vars.duration.modal} ease-out`,
    selectors: { '&:not([open])': { transform: 'translateX(-100%)' } },
  },
});

/** Full width on phones; from tablet width up, one of three widths. */
export const width = styleVariants({
  sm: { '@media': { [media.tablet]: { width: vars.size.drawerSm } } },
  md: { '@media': { [media.tablet]: { width: vars.size.drawerMd } } },
  lg: { '@media': { [media.tablet]: { width: vars.size.drawerLg } } },
});

export const panel = style({ display: 'flex', flexDirection: 'column', height: '100%' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.xl,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const body = style({
  flex: 1,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.xl,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});
