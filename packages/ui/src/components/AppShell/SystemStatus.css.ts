import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    fontSize: vars.font.sizeSmall,
  },
  variants: {
    status: {
      operational: { color: vars.color.onPositiveSoft },
      degraded: { color: vars.color.criticalText, fontWeight: vars.font.weightStrong },
    },
  },
});
