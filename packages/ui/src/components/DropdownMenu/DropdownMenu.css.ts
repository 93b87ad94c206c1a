import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const menuItemTones = ['neutral', 'critical'] as const;

export const popover = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: '12rem',
  maxWidth: vars.size.tooltipMaxWidth,
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMedium,
  outline: 'none',
});

export const menu = style({ outline: 'none' });

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    minHeight: vars.size.controlMedium,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    outline: 'none',
    textDecoration: 'none',
    color: 'inherit',
    selectors: {
      '&[data-focused]': { background: vars.color.neutralSoft },
      '&[data-focus-visible]': {
        outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
        outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
      },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      neutral: {},
      critical: { color: vars.color.criticalText },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

/** The check of a chosen item in a menu of choices; it keeps its place when not chosen. */
export const check = style({
  display: 'inline-flex',
  visibility: 'hidden',
  color: vars.color.brand,
  selectors: { '[data-selected] > &': { visibility: 'visible' } },
});
