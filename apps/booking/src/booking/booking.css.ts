import { vars } from '@clinic/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { panel } from '../site/site.css';

export const page = style({ display: 'grid', gap: vars.space.lg });

export const card = style([panel, { boxShadow: vars.shadow.sm }]);

export const codeRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  color: vars.color.primary,
});

export const qrBox = style({ display: 'grid', justifyItems: 'center', gap: vars.space.sm, margin: 0 });

const qrSize = '14rem';
export const qr = style({ width: qrSize, height: qrSize, imageRendering: 'pixelated' });
export const qrPlaceholder = style({ display: 'block', width: qrSize, height: qrSize });

export const qrHint = style({
  maxWidth: '20rem',
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.sm} ${vars.space.md}`,
});
globalStyle(`${facts} dt`, { color: vars.color.muted });
globalStyle(`${facts} dd`, { fontWeight: vars.fontWeight.medium });

export const address = style({
  display: 'block',
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const note = style({ color: vars.color.muted });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const lookupForm = panel;

export const failure = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.danger,
});

export const success = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.successSoft,
  color: vars.color.success,
});

export const dialogBody = style({ display: 'grid', gap: vars.space.md });
