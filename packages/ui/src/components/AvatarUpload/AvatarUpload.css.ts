import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  minWidth: 0,
});

/** The picture is itself the button that opens the file dialog. */
export const pictureButton = style({
  position: 'relative',
  display: 'inline-flex',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'none',
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** A small camera-like badge on the picture saying it can be changed. */
export const badge = style({
  position: 'absolute',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.avatarSm,
  height: vars.size.avatarSm,
  borderRadius: vars.radius.pill,
  border: `${vars.size.stroke} solid ${vars.color.surface}`,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
});

export const side = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const progress = style({
  width: vars.size.columnMd,
  height: vars.space.sm,
  accentColor: vars.color.primary,
});

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });

export const fileInput = style({ display: 'none' });
