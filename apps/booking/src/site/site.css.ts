import { media, vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

// The booking site's frame: a phone-width column (360 px up), wider cards on a tablet or laptop.

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const header = style({
  backgroundColor: vars.color.surface,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const headerBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  maxWidth: vars.size.narrowWidth,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.lg}`,
});

export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const logo = style({ width: vars.size.logoSm, height: vars.size.logoSm, objectFit: 'contain' });

export const brandText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const clinicName = style({
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const subtitle = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const nav = style({
  display: 'flex',
  gap: vars.space.xs,
  maxWidth: vars.size.narrowWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.lg}`,
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlLg,
  padding: `0 ${vars.space.md}`,
  color: vars.color.muted,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  borderBottom: `${vars.size.focusRing} solid transparent`,
  selectors: {
    '&[aria-current="page"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
  },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.size.narrowWidth,
  margin: '0 auto',
  padding: vars.space.lg,
  '@media': { [media.tablet]: { paddingBlock: vars.space.xxl } },
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  width: '100%',
  maxWidth: vars.size.narrowWidth,
  margin: '0 auto',
  padding: vars.space.lg,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const footerLink = style({ color: vars.color.primary, fontWeight: vars.fontWeight.semibold });

/** A white, bordered panel: a message, a booking card, the lookup form. */
export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

/** The h1 of every page (focused when a step opens, so no outline of its own). */
export const pageTitle = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } },
});

export const message = style([panel, { gap: vars.space.md, justifyItems: 'start', padding: vars.space.xl }]);
