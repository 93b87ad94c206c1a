import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const message = style({ margin: 0, fontSize: vars.font.sizeMedium });
