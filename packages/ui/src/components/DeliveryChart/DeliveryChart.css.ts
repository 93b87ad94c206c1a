import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'block', overflow: 'visible' });
export const bar = style({ fill: vars.color.brand });
export const emptyBar = style({ fill: vars.color.criticalText });
export const viewableBar = style({ fill: vars.color.linkSoft });
export const baseline = style({ stroke: vars.color.borderStrong, strokeWidth: 1 });
