import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { control } from '../Field/Field.css.ts';

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  maxHeight: `calc(${vars.size.controlMedium} * 8)`,
  padding: vars.space.xsmall,
  overflowY: 'auto',
  outline: 'none',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  columnGap: vars.space.small,
  minHeight: vars.size.controlMedium,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.neutralSoft },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
    },
    '&[data-selected]': { fontWeight: vars.font.weightStrong },
    '&[data-disabled]': { color: vars.color.onDisabled, cursor: 'not-allowed' },
  },
});

export const itemDescription = style({
  gridColumn: 1,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightRegular,
  color: vars.color.textMuted,
});

export const check = style({
  gridColumn: 2,
  gridRow: 1,
  display: 'inline-flex',
  color: vars.color.brand,
  visibility: 'hidden',
  selectors: { [`${item}[data-selected] &`]: { visibility: 'visible' } },
});

export const empty = style({
  paddingInline: vars.space.small,
  paddingBlock: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});

/** The button that opens a Select: looks like the other fields. */
export const selectTrigger = style([
  control,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    width: '100%',
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-pressed]': { borderColor: vars.color.focusRing },
    },
  },
]);

export const selectValue = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  // A plain list until MultiSelect's field is there (MultiSelect.tsx).
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
  selectors: { '&:empty': { display: 'none' } },
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  maxWidth: '100%',
  minHeight: vars.size.controlSmall,
  paddingInlineStart: vars.space.small,
  paddingInlineEnd: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
  color: vars.color.onNeutralSoft,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.sizeSmall,
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingWidth,
    },
    '&[data-disabled]': { color: vars.color.onDisabled },
  },
});

export const tagRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.size.controlSmall} - ${vars.space.small})`,
  height: `calc(${vars.size.controlSmall} - ${vars.space.small})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.neutralSoftHover },
    // …and the plain button of MultiSelect's tags before its field is there.
    '&[data-focus-visible], &:not([data-rac]):focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
    },
    '&:not([data-rac]):hover': { background: vars.color.neutralSoftHover },
  },
});
