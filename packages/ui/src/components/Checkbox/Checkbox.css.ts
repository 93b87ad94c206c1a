import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/**
 * The clickable row of a checkbox, switch or radio: the box and its label. The box reads
 * the row's `data-selected`, `data-focus-visible`, `data-invalid` and `data-disabled`.
 */
export const toggleRow = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  fontSize: vars.font.sizeMedium,
  color: vars.color.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.onDisabled },
  },
});

/** Centres a box on the first line of a label that may wrap. */
const boxBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  marginBlockStart: `calc((${vars.font.lineHeight} * 1em - 1.125em) / 2)`,
  width: '1.125em',
  height: '1.125em',
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: 'transparent',
} as const;

const boxStates = {
  [`${toggleRow}[data-selected] &`]: {
    background: vars.color.brand,
    borderColor: vars.color.brand,
    color: vars.color.onBrand,
  },
  [`${toggleRow}[data-hovered]:not([data-selected]) &`]: { borderColor: vars.color.text },
  [`${toggleRow}[data-focus-visible] &`]: {
    outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
    outlineOffset: vars.size.focusRingWidth,
  },
  [`${toggleRow}[data-invalid] &`]: { borderColor: vars.color.critical },
  [`${toggleRow}[data-disabled] &`]: {
    background: vars.color.disabled,
    borderColor: vars.color.border,
    color: vars.color.onDisabled,
  },
};

export const checkbox = style({
  ...boxBase,
  borderRadius: vars.radius.small,
  selectors: boxStates,
});

export const radio = style({
  ...boxBase,
  borderRadius: vars.radius.full,
  selectors: {
    ...boxStates,
    [`${toggleRow}[data-selected] &`]: {
      borderColor: vars.color.brand,
      borderWidth: '0.3125em',
      background: vars.color.surface,
    },
  },
});

export const switchTrack = style({
  ...boxBase,
  justifyContent: 'flex-start',
  width: '2em',
  paddingInline: '0.125em',
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
  transition: `background-color ${vars.motion.fast}`,
  selectors: boxStates,
});

export const switchThumb = style({
  width: '0.75em',
  height: '0.75em',
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  transition: `transform ${vars.motion.fast}`,
  selectors: {
    [`${toggleRow}[data-selected] &`]: {
      transform: 'translateX(0.875em)',
      background: vars.color.onBrand,
    },
    [`${toggleRow}[data-disabled] &`]: { background: vars.color.onDisabled },
  },
});

/** Description and error sit under the label, past the box. */
export const help = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingInlineStart: `calc(1.125em + ${vars.space.small})`,
});

export const switchHelp = style([help, { paddingInlineStart: `calc(2em + ${vars.space.small})` }]);
