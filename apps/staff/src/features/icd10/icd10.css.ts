import { vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

export const picker = style({ display: 'grid', gap: vars.space.xs });

export const chips = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

/** A picked diagnosis: 'J02 · Viêm họng cấp' with its ×. */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  paddingInlineStart: vars.space.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.text,
});

export const chipText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const code = style({ fontWeight: vars.fontWeight.semibold });
