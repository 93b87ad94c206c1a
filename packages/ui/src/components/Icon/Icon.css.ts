import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const iconSizes = ['small', 'medium', 'inherit'] as const;

export const root = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  variants: {
    size: {
      small: { width: vars.size.iconSmall, height: vars.size.iconSmall },
      medium: { width: vars.size.iconMedium, height: vars.size.iconMedium },
      /** As big as the surrounding text. */
      inherit: { width: '1em', height: '1em' },
    },
  },
  defaultVariants: { size: 'small' },
});
