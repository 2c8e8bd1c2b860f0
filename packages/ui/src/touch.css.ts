import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from './theme.css';

// The large-touch variant shared by the paired devices (kiosk, queue display): read at arm's length or across a
// waiting room, every touch target at least controlXl (64 px). Sizes step up on a tablet and again on a TV.

/** The centred column a device screen sits in. */
export const panel = style({
  width: '100%',
  maxWidth: vars.size.contentWidth,
  display: 'grid',
  gap: vars.space.xl,
  justifyItems: 'center',
  textAlign: 'center',
});

/** A title and its lead sentence. */
export const heading = style({ display: 'grid', gap: vars.space.sm });

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
  '@media': {
    [media.tablet]: { fontSize: vars.fontSize.display },
    [media.tv]: { fontSize: vars.fontSize.tv },
  },
});

export const lead = style({
  fontSize: vars.fontSize.lg,
  maxWidth: vars.size.drawerLg,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } },
});

export const form = style({
  display: 'grid',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: vars.size.narrowWidth,
  textAlign: 'start',
});

export const field = style({ display: 'grid', gap: vars.space.sm });

export const fieldLabel = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xl } },
});

/** A text field a finger can hit and an eye can read from arm's length. */
export const input = style({
  width: '100%',
  minHeight: vars.size.controlXl,
  padding: `0 ${vars.space.lg}`,
  border: `${vars.size.stroke} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  selectors: {
    '&:focus': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      borderColor: vars.color.primary,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
  '@media': {
    [media.tablet]: { minHeight: `calc(${vars.size.controlXl} * 1.25)`, fontSize: vars.fontSize.display },
  },
});

/** A short numeric code (pairing): the digits spaced out like the staff screen shows them. */
export const codeInput = style([
  input,
  { textAlign: 'center', letterSpacing: '0.5em', fontVariantNumeric: 'tabular-nums' },
]);

export const error = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

/** Beside Button size="xl": wider, and taller with larger text on a tablet. */
export const button = style({
  minWidth: `calc(${vars.size.columnLg} - ${vars.space.xxl})`,
  '@media': {
    [media.tablet]: { fontSize: vars.fontSize.xl, minHeight: `calc(${vars.size.controlXl} * 1.25)` },
  },
});

/** The round badge above a screen's title. */
export const badge = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.logoXl,
  height: vars.size.logoXl,
  borderRadius: vars.radius.pill,
  '@media': {
    // At most an eighth of the screen's height: a landscape tablet (800 px) keeps room for what follows.
    [media.tablet]: {
      width: `min(calc(${vars.size.logoXl} * 1.5), 12vh)`,
      height: `min(calc(${vars.size.logoXl} * 1.5), 12vh)`,
    },
  },
});

export const badgeTone = styleVariants({
  success: { backgroundColor: vars.color.successSoft, color: vars.color.success },
  warning: { backgroundColor: vars.color.warningSoft, color: vars.color.warning },
  danger: { backgroundColor: vars.color.dangerSoft, color: vars.color.danger },
  info: { backgroundColor: vars.color.infoSoft, color: vars.color.info },
});

export const badgeIcon = style({
  width: vars.size.iconXl,
  height: vars.size.iconXl,
  '@media': { [media.tablet]: { width: vars.size.logoLg, height: vars.size.logoLg } },
});
