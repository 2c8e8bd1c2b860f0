import { media, vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

export const dateFilter = style({ flex: '0 1 10rem', '@media': { [media.phone]: { flex: '1 1 40%' } } });
export const pickFilter = style({ flex: '1 1 12rem', maxWidth: '16rem' });
export const tabs = style({ marginBottom: vars.space.md });

export const banner = style({ marginBottom: vars.space.lg });

export const when = style({ display: 'grid', lineHeight: vars.lineHeight.tight });
export const whenTime = style({ fontWeight: vars.fontWeight.semibold });
export const sub = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
export const order = style({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const slots = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
  gap: vars.space.sm,
});
export const slot = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'left',
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.primary },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5, textDecoration: 'line-through' },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.primary,
      background: vars.color.primarySoft,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
  },
});
export const slotTime = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.lg });
export const slotPending = style({ color: vars.color.warning, fontSize: vars.fontSize.sm });

export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});
export const timelineItem = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingLeft: vars.space.lg,
  borderLeft: `2px solid ${vars.color.border}`,
});
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

// The actions' dialogs (the queue's rows and the appointment page share them).
export const dialogStack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const message = style({ margin: 0 });
/** A queue row's buttons, at its right (below it on a phone). */
export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  '@media': { [media.phone]: { gridColumn: '1 / -1', justifyContent: 'flex-start' } },
});
/** The same buttons in a row of the appointment list: side by side, the table's last column. */
export const listActions = style([rowActions, { flexWrap: 'nowrap' }]);
