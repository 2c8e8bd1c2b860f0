import { media, vars } from '@clinic/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const wizard = style({ display: 'grid', gap: vars.space.lg });

export const progress = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.sm}`,
  marginLeft: `calc(-1 * ${vars.space.sm})`,
  border: 'none',
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
});

export const stepCount = style({
  gridColumn: '-2 / -1',
  justifySelf: 'end',
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const bar = style({
  gridColumn: '1 / -1',
  height: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.border,
  overflow: 'hidden',
});

export const barFill = style({
  display: 'block',
  height: '100%',
  backgroundColor: vars.color.primary,
  transition: `width ${vars.duration.normal} ease`,
});

export const section = style({ display: 'grid', gap: vars.space.sm });

export const sectionTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.muted,
});

export const options = style({ display: 'grid', gap: vars.space.sm });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: vars.size.controlXl,
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.primarySoft,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
  },
  '@media': { [media.hover]: { selectors: { '&:hover': { borderColor: vars.color.primary } } } },
});

export const optionText = style({ display: 'grid', gap: vars.space.xxs, flex: 1, minWidth: 0 });

export const optionTitle = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.lg });

export const optionDescription = style({
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const years = style({ color: vars.color.primary, fontWeight: vars.fontWeight.medium });

export const clamp = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const chevron = style({ fontSize: vars.fontSize.xl, color: vars.color.muted, lineHeight: 1 });

export const empty = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} dashed ${vars.color.borderStrong}`,
  color: vars.color.muted,
});

export const days = style({
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  paddingBottom: vars.space.xs,
  scrollSnapType: 'x proximity',
});

export const day = style({
  flex: '0 0 auto',
  minWidth: '5.5rem',
  minHeight: vars.size.controlLg,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  scrollSnapAlign: 'start',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    // A full day: still in its place in the week, plainly not for booking.
    '&:disabled': {
      borderStyle: 'dashed',
      backgroundColor: vars.color.background,
      color: vars.color.muted,
      cursor: 'not-allowed',
    },
  },
});

/** 'Đã kín' under a full day's date. */
export const dayNote = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.danger,
});

export const slots = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
  gap: vars.space.sm,
});

export const slot = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  minHeight: vars.size.controlXl,
  border: `${vars.size.borderWidth} solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.primary,
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  '@media': {
    [media.hover]: { selectors: { '&:hover': { backgroundColor: vars.color.primarySoft } } },
  },
});

export const slotNote = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.warning,
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const muted = style({ color: vars.color.muted });

export const form = style({ display: 'grid', gap: vars.space.lg });

export const pair = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.primarySoft,
});
globalStyle(`${summary} dt`, { color: vars.color.muted });
globalStyle(`${summary} dd`, { fontWeight: vars.fontWeight.semibold });

export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});

export const failure = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.danger,
});
