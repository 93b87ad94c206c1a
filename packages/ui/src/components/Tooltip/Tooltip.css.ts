import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  zIndex: vars.zIndex.tooltip,
  /** Spec 1 §9: tooltip max width 300 px. */
  maxWidth: vars.size.tooltipMaxWidth,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
  lineHeight: vars.font.lineHeight,
  overflowWrap: 'anywhere',
  pointerEvents: 'none',
});
