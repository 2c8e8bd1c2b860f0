import { media, vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

// Screen 38: the filters above, then one card-like line per change, its before/after folded below it.

export const total = style({
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const item = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sentence = style({ margin: 0, lineHeight: 1.5, overflowWrap: 'anywhere' });

export const actor = style({ fontWeight: vars.fontWeight.semibold });

export const time = style({
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const toggle = style({ justifySelf: 'start' });

export const changes = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.sm,
  '@media': { [media.desktop]: { maxWidth: '56rem' } },
});

export const cell = style({
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const headCell = style([cell, { color: vars.color.muted, fontWeight: vars.fontWeight.medium }]);

export const before = style({ color: vars.color.danger });

export const after = style({ color: vars.color.success });

export const empty = style({ color: vars.color.muted, fontStyle: 'italic' });

export const pager = style({ marginTop: vars.space.md });
