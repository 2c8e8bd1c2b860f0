import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

/** A fieldset without its browser frame. */
export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

/** Thumbnails fill the row in equal squares of at least 6 rem. */
export const thumbs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(6rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.secondarySoft,
});

export const thumbLink = style({ display: 'block', width: '100%', height: '100%', borderRadius: 'inherit' });

export const thumbImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  color: vars.color.muted,
});

/** The X in the corner of a thumbnail: always visible (touch screens have no hover). */
export const remove = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

/** The "add" tile: a dashed square at the end of the thumbnails. */
export const addTile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  width: '100%',
  aspectRatio: '1 / 1',
  padding: vars.space.sm,
  border: `${vars.size.borderWidth} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.primary, backgroundColor: vars.color.primarySoft },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.muted },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

/** An upload in flight: the file's name and a bar. */
export const pending = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
});

export const pendingName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const progress = style({
  width: '100%',
  height: vars.space.sm,
  accentColor: vars.color.primary,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const errors = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

export const linkButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const video = style({
  display: 'block',
  width: '100%',
  maxHeight: '20rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.text,
});

export const videoBox = style({ position: 'relative', maxWidth: '32rem' });

export const videoAdd = style({ justifySelf: 'start' });

export const fileInput = style({ display: 'none' });

export const videoPlaceholder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.secondarySoft,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});

/** An icon before a button's words. */
export const withIcon = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
