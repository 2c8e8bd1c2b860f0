import { vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

/** The badge and the national code side by side, wrapping on a narrow panel. */
export const state = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

/** The panel header's national block: the state and its action, the reasons under them. */
export const block = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const reasons = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const muted = style({ display: 'block', color: vars.color.muted, fontSize: vars.fontSize.sm });

export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });
