import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.avatar,
  height: vars.size.avatar,
  borderRadius: vars.radius.full,
  background: vars.color.linkSoft,
  color: vars.color.onLinkSoft,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightStrong,
  lineHeight: 1,
  textTransform: 'uppercase',
  userSelect: 'none',
});
