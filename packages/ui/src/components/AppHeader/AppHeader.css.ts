import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../theme.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surface,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const name = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const appTitle = style({
  color: vars.color.muted,
  lineHeight: vars.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

// Padding lives in the variants only, so that their media queries do not fight the base rule.
export const size = styleVariants({
  md: { '@media': { [media.tablet]: { paddingInline: vars.space.xl } } },
  tv: {
    paddingBlock: vars.space.lg,
    paddingInline: vars.space.xl,
    '@media': { [media.tv]: { paddingBlock: vars.space.xl, paddingInline: vars.space.huge } },
  },
});

export const nameSize = styleVariants({
  md: { fontSize: vars.fontSize.lg },
  tv: { fontSize: vars.fontSize.xl, '@media': { [media.tv]: { fontSize: vars.fontSize.display } } },
});

export const appTitleSize = styleVariants({
  md: { fontSize: vars.fontSize.sm },
  tv: { fontSize: vars.fontSize.md, '@media': { [media.tv]: { fontSize: vars.fontSize.xl } } },
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexShrink: 0 });

export const wideOnly = style({ display: 'none', '@media': { [media.tablet]: { display: 'block' } } });

export const narrowOnly = style({ '@media': { [media.tablet]: { display: 'none' } } });
