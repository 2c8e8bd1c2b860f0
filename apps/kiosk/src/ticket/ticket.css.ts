import { vars } from '@clinic/ui/theme';
import { style } from '@vanilla-extract/css';

// The paper ticket: an 80 mm thermal roll prints about 72 mm wide, black on white, no colour, no shadow.
// These sizes are physical (mm, pt), not the screen theme's: the ticket is read in the hand.

/** Keeps the printable ticket off screen; react-to-print copies the ticket itself, not this wrapper. */
export const offscreen = style({ display: 'none' });

export const paper = style({
  width: '72mm',
  padding: '2mm 0',
  color: '#000',
  backgroundColor: '#fff',
  fontFamily: vars.font.body,
  fontSize: '10pt',
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
});

export const paperClinic = style({ fontSize: '12pt', fontWeight: vars.fontWeight.bold });

export const paperLocation = style({ fontSize: '9pt' });

export const paperLabel = style({ marginTop: '3mm', fontSize: '10pt' });

export const paperNumber = style({ fontSize: '54pt', fontWeight: vars.fontWeight.bold, lineHeight: 1.1 });

export const paperRows = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '1mm 3mm',
  marginTop: '3mm',
  paddingTop: '2mm',
  borderTop: '1px dashed #000',
  textAlign: 'start',
});

export const paperValue = style({ fontWeight: vars.fontWeight.semibold, textAlign: 'end' });

export const paperFoot = style({ marginTop: '3mm', fontSize: '9pt' });
