import { media, vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

// Screen 9's editor of a schedule (its times and repeat rule) and the dialogs of a change: which occurrences it
// applies to and the appointments it affects.

export const form = style({ display: 'grid', gap: vars.space.lg });
export const times = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const custom = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
export const customTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});
export const inline = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const narrowControl = style({ width: '5rem' });
export const unitControl = style({ width: '8rem' });
export const dateControl = style({ width: '11rem' });
export const weekdays = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const weekdayToggle = style({
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.pill,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
export const endRow = style({
  display: 'grid',
  gridTemplateColumns: '9rem auto',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlMd,
});
export const summary = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
});
export const note = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  fontSize: vars.fontSize.sm,
});
export const formError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});
export const footer = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, width: '100%' });

// The scope question and the affected appointments.
export const choices = style({ display: 'grid', gap: vars.space.md });
export const warning = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  border: `${vars.size.borderWidth} solid ${vars.color.warning}`,
});
export const warningTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.warning,
});
export const warningText = style({ margin: 0, fontSize: vars.fontSize.sm });
export const impactTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  marginTop: vars.space.sm,
});
export const impactHead = style({
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.muted,
  fontWeight: vars.fontWeight.medium,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
export const impactCell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  verticalAlign: 'top',
});
export const mono = style({ fontFamily: vars.font.mono });
export const impactList = style({ maxHeight: '16rem', overflowY: 'auto' });
