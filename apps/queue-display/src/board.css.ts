import { media, vars } from '@clinic/ui/theme';
import { keyframes, style } from '@vanilla-extract/css';

// The doctor cards and the recent-calls strip. One to three cards sit in one row with 12rem numbers; more go two
// rows deep with smaller ones, so a 1080-line TV never scrolls.

// Columns by card count (data-cols): 1-3 in one row, 4 as 2×2, 5-9 in three columns, more in four.
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  height: '100%',
  display: 'grid',
  gap: vars.space.xl,
  gridAutoRows: 'minmax(0, 1fr)',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  '@media': { [media.tv]: { gap: vars.space.xxl } },
  selectors: {
    '&[data-cols="2"]': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '&[data-cols="3"]': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    '&[data-cols="4"]': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

const glow = keyframes({
  '0%, 100%': { transform: 'scale(1)', boxShadow: vars.shadow.lg },
  '50%': {
    transform: 'scale(1.025)',
    boxShadow: `0 0 0 0.75rem ${vars.color.primarySoft}, ${vars.shadow.lg}`,
  },
});

// Sizes inside a card follow the card's own height (cqh), so one to twelve cards all fit a 1080-line TV.
export const card = style({
  minHeight: 0,
  containerType: 'size',
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  overflow: 'hidden',
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  transition: `background-color ${vars.duration.normal}, color ${vars.duration.normal}`,
});

export const cardCalling = style({
  backgroundColor: vars.color.primary,
  borderColor: vars.color.primary,
  color: vars.color.onPrimary,
  animation: `${glow} 1.2s ease-in-out 4`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const cardHead = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `min(${vars.space.lg}, 3cqh) ${vars.space.xl}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  selectors: { [`${cardCalling} &`]: { borderColor: 'transparent' } },
});

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const room = style({
  ...ellipsis,
  fontSize: `min(${vars.fontSize.tv}, 15cqh)`,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

/** A doctor without a room of their own is the card's title: a name is longer than 'Phòng 3', so a size smaller. */
export const doctorTitle = style([room, { fontSize: `min(${vars.fontSize.display}, 12cqh)` }]);

export const doctorName = style({
  ...ellipsis,
  fontSize: `min(${vars.fontSize.display}, 10cqh)`,
  color: vars.color.muted,
  selectors: { [`${cardCalling} &`]: { color: vars.color.onPrimary } },
});

export const servingBox = style({
  minHeight: 0,
  display: 'grid',
  alignContent: 'center',
  justifyItems: 'center',
  overflow: 'hidden',
});

export const servingLabel = style({
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.muted,
  fontSize: `min(${vars.fontSize.xxl}, 7cqh)`,
  selectors: { [`${cardCalling} &`]: { color: vars.color.onPrimary } },
});

const numberBase = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
  color: vars.color.primary,
  selectors: { [`${cardCalling} &`]: { color: vars.color.onPrimary } },
});

export const number = style([numberBase, { fontSize: `min(${vars.fontSize.tvHuge}, 22cqh)` }]);

export const noNumber = style({
  fontSize: `min(${vars.fontSize.display}, 10cqh)`,
  color: vars.color.muted,
  paddingBlock: vars.space.lg,
});

export const nextRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `min(${vars.space.md}, 2cqh) ${vars.space.xl}`,
  backgroundColor: vars.color.secondarySoft,
  color: vars.color.text,
});

export const nextLabel = style({
  flexShrink: 0,
  fontSize: `min(${vars.fontSize.xxl}, 8cqh)`,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.muted,
});

export const nextList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  overflow: 'hidden',
});

export const nextNumber = style({
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  fontSize: `min(${vars.fontSize.tv}, 13cqh)`,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const moreNext = style({
  fontSize: `min(${vars.fontSize.xxl}, 8cqh)`,
  color: vars.color.muted,
  whiteSpace: 'nowrap',
});

export const noNext = style({
  fontSize: `min(${vars.fontSize.xxl}, 8cqh)`,
  color: vars.color.muted,
});

export const message = style({
  height: '100%',
  display: 'grid',
  alignContent: 'center',
  justifyItems: 'center',
  gap: vars.space.xl,
  fontSize: vars.fontSize.xl,
  color: vars.color.muted,
  textAlign: 'center',
  '@media': { [media.tv]: { fontSize: vars.fontSize.display } },
});

// The recent-calls strip along the bottom.
export const recent = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xl,
  padding: `${vars.space.md} ${vars.space.xl}`,
  backgroundColor: vars.color.surface,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  '@media': { [media.tv]: { padding: `${vars.space.lg} ${vars.space.huge}` } },
});

export const recentTitle = style({
  flexShrink: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.muted,
  '@media': { [media.tv]: { fontSize: vars.fontSize.display } },
});

export const recentEmpty = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.muted,
  '@media': { [media.tv]: { fontSize: vars.fontSize.xxl } },
});

export const recentList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  minWidth: 0,
  // One line only: a call that does not fit wraps onto the hidden second line instead of being cut in half.
  height: `calc(${vars.fontSize.xxl} * 1.25 + ${vars.space.xs} * 2)`,
  overflow: 'hidden',
  '@media': { [media.tv]: { height: `calc(${vars.fontSize.tv} * 1.25 + ${vars.space.xs} * 2)` } },
});

export const recentItem = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  flexShrink: 0,
  lineHeight: vars.lineHeight.tight,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.secondarySoft,
});

export const recentLatest = style({ backgroundColor: vars.color.primarySoft, color: vars.color.primary });

export const recentNumber = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.tv]: { fontSize: vars.fontSize.tv } },
});

export const recentRoom = style({
  fontSize: vars.fontSize.md,
  '@media': { [media.tv]: { fontSize: vars.fontSize.xxl } },
});
