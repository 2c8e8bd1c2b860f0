import { vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

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

export const nav = style({ flex: 1, padding: `${vars.space.md} ${vars.space.sm}` });

export const group = style({ margin: `0 0 ${vars.space.md}`, padding: 0, listStyle: 'none' });

export const groupTitle = style({
  margin: `${vars.space.md} ${vars.space.md} ${vars.space.xs}`,
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
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.secondarySoft } },
});

export const active = style({
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.semibold,
  selectors: { '&:hover': { background: vars.color.primarySoft } },
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: vars.space.sm,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

/** Collapsed: icons only; the labels stay for screen readers and show as tooltips. */
export const collapsed = style({});
export const hiddenWhenCollapsed = style({ selectors: { [`${collapsed} &`]: { display: 'none' } } });

/** Inside the phone drawer: the drawer frames it, so no border, no full-height sticking. */
export const embedded = style({ position: 'static', height: 'auto', borderRight: 0 });
