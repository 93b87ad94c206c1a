import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

/** The anatomy every input field shares: label, control, description, error, counter. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const label = style({
  fontWeight: vars.font.weightStrong,
  fontSize: vars.font.sizeMedium,
  overflowWrap: 'anywhere',
});

/** Marks a required field after its label; screen readers hear `required` from the control. */
export const requiredMark = style({
  color: vars.color.criticalText,
  marginInlineStart: vars.space.xxsmall,
});

const controlBorder = {
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
} as const;

/**
 * The box around a control. It reads the state of the element it styles: react-aria puts
 * `data-focused`, `data-focus-visible`, `data-focus-within`, `data-invalid` and
 * `data-disabled` on inputs and groups alike.
 */
export const control = style({
  ...controlBorder,
  minHeight: vars.size.controlMedium,
  paddingInline: vars.space.medium,
  outline: 'none',
  minWidth: 0,
  selectors: {
    '&[data-focused], &[data-focus-within]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingWidth,
    },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': {
      background: vars.color.disabled,
      color: vars.color.onDisabled,
      cursor: 'not-allowed',
    },
  },
});

export const textArea = style([
  control,
  {
    paddingBlock: vars.space.small,
    resize: 'vertical',
    minHeight: `calc(${vars.size.controlMedium} * 2.5)`,
  },
]);

/** A control made of several parts (input plus buttons, date segments) laid out in a row. */
export const group = style([
  control,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    paddingInlineEnd: vars.space.xxsmall,
  },
]);

/** The text input inside a group: the group draws the border. */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  padding: 0,
});

/** A small square button inside a group (step, open calendar, open list). */
export const groupButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': {
      background: vars.color.neutralSoft,
      color: vars.color.text,
    },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
    },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      color: vars.color.onDisabled,
      background: 'transparent',
    },
  },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  selectors: { '&:empty': { display: 'none' } },
});

export const description = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const error = style({ fontSize: vars.font.sizeSmall, color: vars.color.criticalText });

export const counter = style({
  marginInlineStart: 'auto',
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const icon = style({ width: '1em', height: '1em', flexShrink: 0 });

/** The floating panel a field opens (list of options, calendar). */
/**
 * The floating panel a field opens (list of options, calendar). It renders into
 * document.body, so it sets the type itself; it is never wider than the viewport less the
 * margin react-aria keeps (12px, space.medium), so it never makes the page scroll sideways.
 */
export const popover = recipe({
  base: {
    maxWidth: `calc(100vw - 2 * ${vars.space.medium})`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeMedium,
    lineHeight: vars.font.lineHeight,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    boxShadow: `0 ${vars.space.xsmall} ${vars.space.large} rgb(0 0 0 / 0.18)`,
    outline: 'none',
  },
  variants: {
    /** A list is at least as wide as its field; a calendar takes the width it needs. */
    width: {
      trigger: {
        minWidth: `min(var(--trigger-width), calc(100vw - 2 * ${vars.space.medium}))`,
      },
      content: {},
    },
  },
  defaultVariants: { width: 'trigger' },
});

/** The date and time inputs: one focusable segment per part (day, month, year, hour, minute). */
export const segments = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const segment = style({
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-type="literal"]': { paddingInline: 0 },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.brand, color: vars.color.onBrand },
    '&[data-disabled]': { color: vars.color.onDisabled },
  },
});
