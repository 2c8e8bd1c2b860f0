import { media, vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

const sidebarWidth = '16rem';
const sidebarCollapsedWidth = '4.5rem';
const headerHeight = '3.75rem';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: `${sidebarWidth} minmax(0, 1fr)`,
  gridTemplateRows: `${headerHeight} minmax(0, 1fr)`,
  gridTemplateAreas: '"sidebar header" "sidebar main"',
  minHeight: '100dvh',
  background: vars.color.background,
  transition: `grid-template-columns ${vars.duration.normal} ease`,
  '@media': {
    [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"header" "main"' },
    // On paper only the screen itself (a report's title, range, totals and table).
    print: { display: 'block', minHeight: 0, background: 'none' },
  },
});

export const collapsed = style({ gridTemplateColumns: `${sidebarCollapsedWidth} minmax(0, 1fr)` });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.lg,
  top: `calc(-1 * ${headerHeight})`,
  zIndex: vars.zIndex.modal,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  color: vars.color.primary,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const main = style({
  gridArea: 'main',
  padding: `${vars.space.xl} ${vars.space.xxl}`,
  outline: 'none',
  minWidth: 0,
  '@media': { [media.phone]: { padding: vars.space.lg }, print: { padding: 0 } },
});

export const sizes = { headerHeight, sidebarWidth, sidebarCollapsedWidth };

export const wideSidebar = style({
  gridArea: 'sidebar',
  display: 'contents',
  '@media': { [media.phone]: { display: 'none' }, print: { display: 'none' } },
});
