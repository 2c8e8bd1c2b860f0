import { vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'grid', gap: vars.space.lg });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The answer, set apart so it reads at a glance while the inputs change. */
export const result = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
});

export const resultLine = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });

export const resultLabel = style({ color: vars.color.muted });

export const resultValue = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.lg });

export const problem = style({ color: vars.color.danger, margin: 0 });

export const hint = style({ color: vars.color.muted, margin: 0 });
