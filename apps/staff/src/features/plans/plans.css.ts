import { vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

/** The provider's phone and e-mail under the locked screen's text. */
export const contact = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.md,
});

export const banner = style({ marginBottom: vars.space.lg });

/** The lock beside a sidebar entry the plan lacks. */
export const lock = style({ marginInlineStart: 'auto', opacity: 0.7, flexShrink: 0 });
