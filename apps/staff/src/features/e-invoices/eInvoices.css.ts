import { vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

export const muted = style({ display: 'block', color: vars.color.muted, fontSize: vars.fontSize.sm });

/** The invoice's e-invoice block: its heading and state, the facts, then what the cashier may do. */
export const panel = style({ display: 'grid', gap: vars.space.sm });

/** A table cell's value with a second line under it (a refused state's reason, a number's lookup code). */
export const cellStack = style({ display: 'grid', gap: vars.space.xxs, justifyItems: 'start' });

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.md,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** Text in a table cell that wraps (the table's cells keep to one line), within a width the list can afford. */
export const wrapped = style({ display: 'block', whiteSpace: 'normal', minWidth: '8rem', maxWidth: '15rem' });

export const refusal = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });

/** The dialog's company fields: two columns on a wide dialog, the address across both. */
export const companyFields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.sm,
});

export const wide = style({ gridColumn: '1 / -1' });

export const form = style({ display: 'grid', gap: vars.space.md });

export const notice = style({ marginBlockEnd: vars.space.lg });
