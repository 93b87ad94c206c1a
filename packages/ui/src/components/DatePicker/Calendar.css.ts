import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
});

export const dialog = style({ outline: 'none' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeMedium,
  fontWeight: vars.font.weightStrong,
});

export const grid = style({ borderCollapse: 'collapse' });

export const weekday = style({
  paddingBlockEnd: vars.space.xsmall,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightRegular,
  color: vars.color.textMuted,
});

const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMedium,
  height: vars.size.controlMedium,
  borderRadius: vars.radius.medium,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.neutralSoft },
    '&[data-selected]': { background: vars.color.neutralSoftHover, borderRadius: 0 },
    '&[data-selection-start]': {
      borderStartStartRadius: vars.radius.medium,
      borderEndStartRadius: vars.radius.medium,
    },
    '&[data-selection-end]': {
      borderStartEndRadius: vars.radius.medium,
      borderEndEndRadius: vars.radius.medium,
    },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
    },
    '&[data-unavailable], &[data-disabled]': {
      color: vars.color.onDisabled,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
  },
});

/** A single picked day, and both ends of a range, stand out in the brand colour. */
export const singleCell = style([
  cell,
  {
    selectors: {
      '&[data-selected]': {
        background: vars.color.brand,
        color: vars.color.onBrand,
        borderRadius: vars.radius.medium,
      },
    },
  },
]);

export const rangeCell = style([
  cell,
  {
    selectors: {
      '&[data-selection-start], &[data-selection-end]': {
        background: vars.color.brand,
        color: vars.color.onBrand,
      },
    },
  },
]);
