import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.large,
});
