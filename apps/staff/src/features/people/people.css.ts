import { media, vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

export const matrix = style({ display: 'grid', gap: vars.space.lg, margin: 0, padding: 0, border: 'none' });

export const group = style({
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const groupHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.background,
});

export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const wholeTab = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const muted = style({ color: vars.color.muted });

export const switches = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.sm,
});

export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const result = style({ display: 'grid', gap: vars.space.sm });

export const failedList = style({ margin: 0, paddingLeft: vars.space.lg });
