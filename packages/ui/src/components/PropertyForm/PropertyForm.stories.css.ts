import { style } from '@vanilla-extract/css';

// Widths of the stories' frames: a phone and a tablet in portrait.
export const phone = style({ width: '22.5rem', maxWidth: '100%' });

export const tablet = style({ width: '48rem', maxWidth: '100%' });
