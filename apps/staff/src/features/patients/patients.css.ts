import { media, vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const search = style({ flex: '2 1 18rem', maxWidth: '28rem' });
export const filter = style({ flex: '0 1 9rem', '@media': { [media.phone]: { flex: '1 1 40%' } } });
export const yearFilter = style({ flex: '0 1 7.5rem', '@media': { [media.phone]: { flex: '1 1 40%' } } });
export const provinceFilter = style({ flex: '1 1 13rem', maxWidth: '16rem' });

export const total = style({
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});

export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });
export const muted = style({ color: vars.color.muted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const stack = style({ display: 'grid', gap: vars.space.xl });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const wide = style({ gridColumn: '1 / -1' });

export const identity = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const birth = style({ display: 'grid', gap: vars.space.sm });

export const formFooter = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  position: 'sticky',
  bottom: 0,
  padding: `${vars.space.md} 0`,
  background: vars.color.background,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const pageActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.md });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
});
export const headerText = style({ display: 'grid', gap: vars.space.xs, flex: '1 1 16rem' });
export const name = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  color: vars.color.muted,
});

export const back = style({
  display: 'inline-block',
  marginBottom: vars.space.md,
  color: vars.color.primary,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const infoList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.lg,
  margin: 0,
});
export const infoItem = style({ display: 'grid', gap: vars.space.xxs, margin: 0 });
export const infoLabel = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
export const infoValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const warning = style({
  display: 'flex',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.warning}`,
});
export const warningIcon = style({ color: vars.color.warning, flex: 'none' });
export const warningTitle = style({ margin: `0 0 ${vars.space.xs}`, fontWeight: vars.fontWeight.semibold });
export const warningText = style({ margin: 0 });

export const pickers = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'end',
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const compare = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const compareHead = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.size.stroke} solid ${vars.color.border}`,
  verticalAlign: 'bottom',
});
export const compareTarget = style({ background: vars.color.primarySoft });
export const compareSource = style({ background: vars.color.dangerSoft });
export const compareLabel = style({
  textAlign: 'left',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.muted,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  width: vars.size.columnMd,
});
export const compareCell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});
export const differs = style({ fontWeight: vars.fontWeight.semibold });

export const duplicatesNotice = style({ marginBottom: vars.space.lg });
export const noticeTitle = style({ margin: `0 0 ${vars.space.sm}` });
export const duplicates = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const duplicate = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

// The record's measured health (check-in measurements and coded diagnoses, each dated).
export const trail = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlockEnd: vars.space.lg,
  marginBlockEnd: vars.space.lg,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
export const trailTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.md });
export const trailNone = style({ margin: 0, color: vars.color.muted, fontStyle: 'italic' });
export const trailDate = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
export const trailEarlier = style({ display: 'block', color: vars.color.muted, fontSize: vars.fontSize.sm });
export const trailCodes = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});
