import { media, vars } from '@clinic/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// The frame of a 1920×1080 TV read from 5 m: nothing smaller than ~40 px that anyone needs to read.
// Still usable on a laptop: sizes step up at the tv breakpoint.

globalStyle('html, body', { overflow: 'hidden', userSelect: 'none', WebkitUserSelect: 'none' });
globalStyle('input', { userSelect: 'text', WebkitUserSelect: 'text' });

export const page = style({
  height: '100dvh',
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xl,
  padding: `${vars.space.lg} ${vars.space.xxl}`,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  '@media': { [media.tv]: { padding: `${vars.space.lg} ${vars.space.huge}` } },
});

export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space.xl, minWidth: 0 });
export const brandText = style({ display: 'grid', minWidth: 0 });

export const clinicName = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [media.tv]: { fontSize: vars.fontSize.tv } },
});

export const locationName = style({
  fontSize: vars.fontSize.xl,
  opacity: 0.92,
  '@media': { [media.tv]: { fontSize: vars.fontSize.display } },
});

export const headerEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxl, flexShrink: 0 });

export const languageSwitch = style({ backgroundColor: vars.color.surface, borderRadius: vars.radius.md });

export const clock = style({ display: 'grid', justifyItems: 'end', lineHeight: vars.lineHeight.tight });

export const clockTime = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.tv]: { fontSize: vars.fontSize.tv } },
});

export const clockDate = style({
  fontSize: vars.fontSize.lg,
  textTransform: 'capitalize',
  opacity: 0.92,
  '@media': { [media.tv]: { fontSize: vars.fontSize.xxl } },
});

export const main = style({
  minHeight: 0,
  padding: vars.space.xl,
  '@media': { [media.tv]: { padding: `${vars.space.xxl} ${vars.space.huge}` } },
});

// The one-time 'tap to enable sound' veil over the whole screen: any tap anywhere counts.
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'grid',
  placeItems: 'center',
  border: 0,
  padding: vars.space.xl,
  backgroundColor: vars.color.backdrop,
  font: 'inherit',
  color: vars.color.text,
  cursor: 'pointer',
});

export const overlayPanel = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.xxxl} ${vars.space.huge}`,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  color: vars.color.primary,
});

export const overlayTitle = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  '@media': { [media.tv]: { fontSize: vars.fontSize.tv } },
});

export const overlayHint = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.muted,
  '@media': { [media.tv]: { fontSize: vars.fontSize.xxl } },
});

/** The offline notice takes the board's place, in the middle of the screen. */
export const offline = style({ height: '100%', alignContent: 'center', marginInline: 'auto' });

// Pairing: done once by staff standing at the TV with a keyboard or remote.
export const pairingPage = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xl,
  backgroundColor: vars.color.background,
});

/** The card the shared pairing form sits on (the column itself is the touch panel). */
export const pairingPanel = style({
  padding: vars.space.huge,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
});
