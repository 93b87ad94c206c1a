import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const label = style({ fontWeight: vars.font.weightStrong, fontSize: vars.font.sizeMedium });

export const input = style({
  minHeight: vars.size.controlMedium,
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-focused]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': { background: vars.color.disabled, color: vars.color.onDisabled },
  },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const description = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const error = style({ fontSize: vars.font.sizeSmall, color: vars.color.criticalText });

export const counter = style({
  marginInlineStart: 'auto',
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
