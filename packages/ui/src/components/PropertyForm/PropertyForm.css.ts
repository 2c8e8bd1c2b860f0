import { createContainer, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

// The form renderer's 12-column grid. It answers to its own width (a container query), not the window's: the
// same form sits in a wide page, a dialog, a drawer or a phone. Small fields (numbers such as the vital signs,
// dates) pair up from 384 px, so a dialog shows them two to a row; Medium ones from 600 px; from 900 px fields
// take their 3 / 6 / 12 columns. Under 384 px every field takes the whole row.

const form = createContainer('property-form');

// The container fills its parent: an inline-size container never takes its width from its content.
export const container = style({
  containerName: form,
  containerType: 'inline-size',
  width: '100%',
  minWidth: 0,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
  columnGap: vars.space.lg,
  rowGap: vars.space.lg,
  alignItems: 'start',
  margin: 0,
});

const span = (columns: number) => `span ${columns} / span ${columns}`;

/** Columns a field of each width takes from each container width up. */
const spans = {
  3: { '24rem': 6, '56.25rem': 3 },
  6: { '37.5rem': 6 },
  12: {},
} as const satisfies Record<number, Record<string, number>>;

export const width = styleVariants(spans, (steps) => ({
  gridColumn: span(12),
  minWidth: 0,
  '@container': Object.fromEntries(
    Object.entries(steps).map(([from, columns]) => [
      `${form} (min-width: ${from})`,
      { gridColumn: span(columns) },
    ]),
  ),
}));

export const empty = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

/** A date and a time side by side; stacked when the field is too narrow for both. */
export const dateTime = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.sm,
});

// ── read-only details ──────────────────────────────────────────────────────────────────────────────────────

export const term = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.muted,
  lineHeight: vars.lineHeight.tight,
});

export const detail = style({
  margin: 0,
  marginTop: vars.space.xs,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
  // Multi-line answers keep their line breaks; long words (links, codes) wrap instead of widening the grid.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** A Date property's picker with a tool beside it (a calculator that fills it). */
export const dateWithAction = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });
