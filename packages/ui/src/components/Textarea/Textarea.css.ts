import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const box = style({ alignItems: 'stretch' });

export const textarea = style({
  minHeight: vars.size.textareaHeight,
  paddingBlock: vars.space.sm,
  resize: 'vertical',
});
