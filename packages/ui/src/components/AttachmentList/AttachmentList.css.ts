import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const file = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  color: vars.color.text,
  fontSize: vars.font.sizeMedium,
});

/** The name takes the room left and is cut with a tooltip when even that is too little. */
export const name = style({ flex: '0 1 auto', minWidth: 0, display: 'flex' });
