import { media, vars } from '@clinic/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// The kiosk's frame and shared pieces: full screen, read at arm's length, every touch target ≥ 64 px
// (controlXl). Sizes step up on a tablet (1280×800 landscape, 1080×1920 portrait) and stay usable at 390 px.

// A kiosk has no text to select and no page to scroll sideways; long presses must not open menus.
globalStyle('html, body', { overscrollBehavior: 'none', userSelect: 'none', WebkitUserSelect: 'none' });
globalStyle('input', { userSelect: 'text', WebkitUserSelect: 'text' });

export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  backgroundColor: vars.color.background,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  backgroundColor: vars.color.surface,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  '@media': { [media.tablet]: { padding: `${vars.space.lg} ${vars.space.xxl}` } },
});

export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });

export const logo = style({
  width: vars.size.logoMd,
  height: vars.size.logoMd,
  objectFit: 'contain',
  flexShrink: 0,
  '@media': { [media.tablet]: { width: vars.size.logoLg, height: vars.size.logoLg } },
});

export const brandText = style({ display: 'grid', minWidth: 0 });

export const clinicName = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } },
});

export const locationName = style({
  color: vars.color.muted,
  fontSize: vars.fontSize.md,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.lg } },
});

export const headerEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, flexShrink: 0 });

export const clock = style({
  display: 'none',
  textAlign: 'end',
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.tablet]: { display: 'grid' } },
});

export const clockTime = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const clockDate = style({ color: vars.color.muted, fontSize: vars.fontSize.md });

export const main = style({
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  '@media': { [media.tablet]: { padding: `${vars.space.xl} ${vars.space.xxxl}` } },
});

// The panel, headings, big buttons and badges are the large-touch variant every paired device shares.
export {
  badge,
  badgeIcon,
  badgeTone,
  button as bigButton,
  heading,
  lead,
  panel,
  title,
} from '@clinic/ui/touch';

export const muted = style({
  color: vars.color.muted,
  fontSize: vars.fontSize.md,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.lg } },
});

/** A row of big buttons that wraps on a phone. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.lg,
  width: '100%',
});

/** 'Back to start in 8 s' in the last seconds before the kiosk resets. */
export const countdown = style({
  position: 'fixed',
  insetInline: 0,
  bottom: vars.space.lg,
  marginInline: 'auto',
  width: 'fit-content',
  padding: `${vars.space.sm} ${vars.space.xl}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xl } },
});

/** The queue number, huge: the one thing a patient must remember. */
export const orderNumber = style({
  fontSize: `calc(${vars.fontSize.tvHuge} * 0.6)`,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  color: vars.color.primary,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.tablet]: { fontSize: `min(${vars.fontSize.tvHuge}, 22vh)` } },
});

/** Label/value pairs of an appointment (patient, doctor, room, time). */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.lg,
  width: '100%',
  padding: vars.space.xl,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  textAlign: 'start',
});

export const factLabel = style({ color: vars.color.muted, fontSize: vars.fontSize.md });

export const factValue = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } },
});
