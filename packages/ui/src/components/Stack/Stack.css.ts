import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const stackSpaces = ['xsmall', 'small', 'medium', 'large', 'xlarge'] as const;
export const stackAligns = ['start', 'center', 'end', 'stretch'] as const;

export const root = recipe({
  base: { display: 'flex', minWidth: 0 },
  variants: {
    direction: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap' },
    },
    space: Object.fromEntries(
      stackSpaces.map((space) => [space, { gap: vars.space[space] }]),
    ) as Record<(typeof stackSpaces)[number], { gap: string }>,
    align: {
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
      stretch: { alignItems: 'stretch' },
    },
  },
  defaultVariants: { direction: 'vertical', space: 'medium', align: 'stretch' },
});
