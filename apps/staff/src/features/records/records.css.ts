import { media, vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

export const tabs = style({ marginBottom: vars.space.lg });

export const nameCell = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const note = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  color: vars.color.text,
});

export const noteIcon = style({ flex: 'none', color: vars.color.info, marginTop: vars.space.xxs });

// ── the options editor and the form's property list: numbered rows with up, down and remove ───────────────

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '2rem minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const index = style({
  textAlign: 'end',
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const rowButtons = style({ display: 'flex', gap: vars.space.xxs });

export const rowError = style({
  gridColumn: '2 / -1',
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const addRow = style({ justifySelf: 'start' });

export const fieldset = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, border: 'none' });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.medium });

export const hint = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

// ── the form editor: name and type, the two property lists, then the preview at full width, where the 3 / 6 / 12
// column widths show as they will ─────────────────────────────────────────────────────────────────────────

export const editor = style({ display: 'grid', gap: vars.space.xl, alignItems: 'start' });

/** Name and record type side by side; the default form's note above them. */
export const formHead = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const wide = style({ gridColumn: '1 / -1' });

/** The form's properties and the ones to add, side by side from tablets up. */
export const lists = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const propertyRow = style({
  display: 'grid',
  gridTemplateColumns: '2rem minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const propertyText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const propertyName = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
});

export const propertyMeta = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const availableRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none' } },
});

export const availableList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  maxHeight: '20rem',
  overflowY: 'auto',
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const dialogText = style({ margin: 0 });

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
});
