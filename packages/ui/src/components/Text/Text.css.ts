import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const textTones = ['neutral', 'muted', 'critical'] as const;
export const textSizes = ['small', 'medium', 'large'] as const;

export const root = recipe({
  base: { margin: 0, lineHeight: vars.font.lineHeight },
  variants: {
    tone: {
      neutral: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      critical: { color: vars.color.criticalText },
    },
    size: {
      small: { fontSize: vars.font.sizeSmall },
      medium: { fontSize: vars.font.sizeMedium },
      large: { fontSize: vars.font.sizeLarge },
    },
    weight: {
      regular: { fontWeight: vars.font.weightRegular },
      strong: { fontWeight: vars.font.weightStrong },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'medium', weight: 'regular' },
});
