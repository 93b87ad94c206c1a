import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const confirmTones = ['neutral', 'critical'] as const;

export const error = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.criticalSoft,
  color: vars.color.onCriticalSoft,
  overflowWrap: 'anywhere',
});
