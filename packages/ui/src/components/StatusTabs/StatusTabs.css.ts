import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});
