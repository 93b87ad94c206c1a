import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({
  base: { margin: 0, fontWeight: vars.font.weightStrong, lineHeight: 1.25, color: vars.color.text },
  variants: {
    level: {
      1: { fontSize: vars.font.sizeHeading },
      2: { fontSize: vars.font.sizeLarge },
      3: { fontSize: vars.font.sizeMedium },
    },
  },
  defaultVariants: { level: 1 },
});
