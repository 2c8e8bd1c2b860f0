import { media, vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

export const header = style({
  gridArea: 'header',
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.raised,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `0 ${vars.space.xl}`,
  background: vars.color.surface,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  '@media': { [media.phone]: { padding: `0 ${vars.space.sm}` }, print: { display: 'none' } },
});

export const clinic = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.semibold,
});

export const phoneOnly = style({ display: 'none', '@media': { [media.phone]: { display: 'inline-flex' } } });
export const wideOnly = style({ '@media': { [media.phone]: { display: 'none' } } });

export const userButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.secondarySoft } },
});

export const userText = style({
  display: 'grid',
  textAlign: 'left',
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.phone]: { display: 'none' } },
});

export const userName = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });
export const userRole = style({ color: vars.color.muted, fontSize: vars.fontSize.xs });
