import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.onCriticalSoft}`,
  background: vars.color.criticalSoft,
  color: vars.color.onCriticalSoft,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightStrong,
  lineHeight: 1.25,
});

export const message = style({ margin: 0, overflowWrap: 'anywhere' });

export const icon = style({ paddingTop: vars.space.xxsmall });
