import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const orientations = ['vertical', 'horizontal'] as const;

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  selectors: {
    '[data-orientation="horizontal"] > &': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.large,
    },
  },
});

export const option = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const optionDescription = style({
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  paddingInlineStart: `calc(1.125em + ${vars.space.small})`,
});
