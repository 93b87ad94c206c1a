import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const search = style({ display: 'flex', flexDirection: 'column' });

export const input = style({
  width: '100%',
  minHeight: vars.size.controlLarge,
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.sizeLarge,
  outline: 'none',
  selectors: {
    '&[data-focused]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: 0,
    },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 'min(60vh, 28rem)',
  overflowY: 'auto',
  marginBlockStart: vars.space.small,
  outline: 'none',
});

export const results = style({ display: 'flex', flexDirection: 'column', minHeight: 0 });

/** Until the pointer moves over the results, it leaves them to the keyboard. */
export const pointerResting = style({ pointerEvents: 'none' });

export const sectionHeader = style({
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  marginBlockStart: vars.space.small,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightStrong,
  color: vars.color.textMuted,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minHeight: vars.size.controlMedium,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  color: 'inherit',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.neutralSoft },
  },
});

export const description = style({
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});

export const status = style({
  paddingInline: vars.space.small,
  paddingBlock: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});

export const hint = style({
  marginBlockStart: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});
