import { media, vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

export const subTitle = style({
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

/** Where invoices go and where buyers look them up, one line each. */
export const target = style({ display: 'grid', gap: vars.space.xxs });

/** The tax code beside the (longer) legal name. */
export const seller = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
  gap: vars.space.lg,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
