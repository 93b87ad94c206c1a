import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const badgeTones = ['neutral', 'brand', 'critical'] as const;

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '1.5em',
    paddingInline: vars.space.xsmall,
    paddingBlock: vars.space.xxsmall,
    borderRadius: vars.radius.full,
    fontSize: vars.font.sizeSmall,
    fontWeight: vars.font.weightStrong,
    lineHeight: 1.2,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.neutralSoft, color: vars.color.onNeutralSoft },
      brand: { background: vars.color.brand, color: vars.color.onBrand },
      critical: { background: vars.color.critical, color: vars.color.onCritical },
    },
  },
  defaultVariants: { tone: 'brand' },
});
