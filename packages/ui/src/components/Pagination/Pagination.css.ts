import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const range = style({
  margin: 0,
  alignSelf: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  fontVariantNumeric: 'tabular-nums',
});

export const pages = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontVariantNumeric: 'tabular-nums',
});

export const gap = style({ paddingInline: vars.space.xsmall, color: vars.color.textMuted });

export const pageSize = style({ minWidth: '10rem' });
