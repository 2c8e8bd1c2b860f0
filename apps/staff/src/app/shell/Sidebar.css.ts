import { vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';
import { sizes } from './Shell.css';

export const sidebar = style({
  gridArea: 'sidebar',
  position: 'sticky',
  top: 0,
  display: 'flex',
  flexDirection: 'column',
  height: '100dvh',
  overflow: 'hidden auto',
  background: vars.color.surface,
  borderRight: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '3.75rem',
  padding: `0 ${vars.space.lg}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

/** Collapsed: icons only; the labels stay for screen readers and show as tooltips. */
export const collapsed = style({});
export const hiddenWhenCollapsed = style({ selectors: { [`${collapsed} &`]: { display: 'none' } } });

/** Inside the phone drawer: the drawer frames it, so no border, no full-height sticking. */
export const embedded = style({ position: 'static', height: 'auto', borderRight: 0 });

export const nav = style({
  flex: 1,
  padding: `${vars.space.md} ${vars.space.sm}`,
  // Expanded, the menu is laid out at its full width from the first frame: while the column widens, labels are
  // clipped by the sidebar's edge for a moment instead of wrapping into a tall list and back.
  minWidth: `calc(${sizes.sidebarWidth} - ${vars.size.borderWidth})`,
  selectors: { [`${collapsed} &, ${embedded} &`]: { minWidth: 0 } },
});

export const group = style({ margin: `0 0 ${vars.space.md}`, padding: 0, listStyle: 'none' });

export const groupTitle = style({
  margin: `${vars.space.md} ${vars.space.sm} ${vars.space.xs}`,
  color: vars.color.muted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  // Narrow side padding leaves the label room for the longer titles ('Khám bệnh hôm nay' in bold).
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.secondarySoft },
    [`${collapsed} &`]: { justifyContent: 'center' },
  },
});

/**
 * The current screen: tint, colour and a bar on the leading edge. Not bold: a bolder label is wider, and the
 * widest titles ('Khám bệnh hôm nay') were cut off the moment they became active.
 */
export const active = style({
  background: vars.color.primarySoft,
  color: vars.color.primary,
  boxShadow: `inset ${vars.size.stroke} 0 0 ${vars.color.primary}`,
  selectors: { '&:hover': { background: vars.color.primarySoft } },
});

/**
 * The whole label, always: one that does not fit (a long English title, or the bold of the active entry) wraps
 * onto a second line rather than being cut off with an ellipsis.
 */
export const label = style({ minWidth: 0, overflowWrap: 'anywhere', lineHeight: vars.lineHeight.tight });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: vars.space.sm,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
