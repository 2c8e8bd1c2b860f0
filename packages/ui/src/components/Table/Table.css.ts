import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

/** Scrolls sideways on narrow screens instead of squeezing the columns. */
export const scroller = style({
  overflowX: 'auto',
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const caption = style({
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  textAlign: 'start',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const headerCell = style({
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surfaceRaised,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  color: vars.color.muted,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  textAlign: 'start',
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { color: vars.color.text } },
});

export const sortIcon = style({ opacity: 0.45 });
export const sortIconActive = style({ color: vars.color.primary });

export const cell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  color: vars.color.text,
  verticalAlign: 'middle',
  // One line per row; the table scrolls sideways when it does not fit. Long text opts in to `wrap`.
  whiteSpace: 'nowrap',
  selectors: { 'tr:last-child > &': { borderBottom: 'none' } },
});

export const row = style({
  selectors: {
    '&:hover': { backgroundColor: vars.color.hover },
  },
});

export const clickable = style({ cursor: 'pointer' });

export const wrap = style({ whiteSpace: 'normal', minWidth: vars.size.columnLg });

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

export const width = styleVariants({
  auto: {},
  xs: { width: vars.size.columnXs },
  sm: { width: vars.size.columnSm },
  md: { width: vars.size.columnMd },
  lg: { width: vars.size.columnLg },
});

export const hideBelow = styleVariants({
  tablet: { display: 'none', '@media': { [media.tablet]: { display: 'table-cell' } } },
  desktop: { display: 'none', '@media': { [media.desktop]: { display: 'table-cell' } } },
});

const shine = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const skeleton = style({
  display: 'block',
  height: vars.size.skeletonLine,
  width: '70%',
  borderRadius: vars.radius.sm,
  backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonShine} 50%, ${vars.color.skeleton} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shine} 1.4s ease-in-out infinite`,
  selectors: {
    'tr:nth-child(even) &': { width: '55%' },
    'td:first-child &': { width: '85%' },
  },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const emptyCell = style({ padding: 0 });
