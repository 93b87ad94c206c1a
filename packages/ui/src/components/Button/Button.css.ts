import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../css/focusRing.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const buttonVariants = ['primary', 'secondary', 'critical', 'ghost'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;

export const root = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.small,
      border: '1px solid transparent',
      borderRadius: vars.radius.medium,
      fontWeight: vars.font.weightStrong,
      lineHeight: 1,
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      userSelect: 'none',
      transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
      selectors: {
        '&[data-disabled]': {
          cursor: 'not-allowed',
          background: vars.color.disabled,
          color: vars.color.onDisabled,
          borderColor: 'transparent',
        },
        '&[data-pending]': { cursor: 'progress' },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&[data-hovered]': { background: vars.color.brandHover },
          '&[data-pressed]': { background: vars.color.brandPressed },
        },
      },
      secondary: {
        background: vars.color.neutralSoft,
        color: vars.color.onNeutralSoft,
        borderColor: vars.color.border,
        selectors: {
          '&[data-hovered], &[data-pressed]': { background: vars.color.neutralSoftHover },
        },
      },
      critical: {
        background: vars.color.critical,
        color: vars.color.onCritical,
        selectors: {
          '&[data-hovered], &[data-pressed]': { background: vars.color.criticalHover },
        },
      },
      /** No surface until hovered: close buttons, row actions, toolbars. */
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered], &[data-pressed]': { background: vars.color.neutralSoft },
        },
      },
    },
    size: {
      small: {
        minHeight: vars.size.controlSmall,
        paddingInline: vars.space.small,
        fontSize: vars.font.sizeSmall,
      },
      medium: {
        minHeight: vars.size.controlMedium,
        paddingInline: vars.space.medium,
        fontSize: vars.font.sizeMedium,
      },
      large: {
        minHeight: vars.size.controlLarge,
        paddingInline: vars.space.large,
        fontSize: vars.font.sizeLarge,
      },
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium' },
});

/** An icon-only button is a square of the control's height. */
export const iconOnly = style({ paddingInline: 0, aspectRatio: '1' });

export type ButtonStyleProps = NonNullable<RecipeVariants<typeof root>>;
