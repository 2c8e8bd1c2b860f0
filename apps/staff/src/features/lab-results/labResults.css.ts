import { vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
});

/** The drop area: the whole box takes files dragged from the desktop or a scanner's folder. */
export const dropZone = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'center',
  padding: vars.space.lg,
  border: `${vars.size.borderWidth} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.muted,
  textAlign: 'center',
});

export const dropActive = style({ borderColor: vars.color.primary, background: vars.color.primarySoft });

export const linkButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.primary,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
});

export const fileList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const fileRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const fileName = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const progress = style({ flex: '0 0 8rem' });

export const errors = style({ margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.danger });

export const files = style({ display: 'grid', justifyItems: 'start', gap: vars.space.xxs });

export const muted = style({ color: vars.color.muted, display: 'block', fontSize: vars.fontSize.sm });

export const preview = style({ maxWidth: '100%', maxHeight: '70vh', display: 'block', margin: '0 auto' });

export const hiddenInput = style({ display: 'none' });

/** A file of a result: a PDF link or an image's preview button, drawn alike. */
export const fileLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  padding: 0,
  background: 'none',
  border: 'none',
  cursor: 'pointer',
  textAlign: 'start',
  fontFamily: 'inherit',
});
