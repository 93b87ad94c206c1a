// The theme's variables alone: the package's index would put every ui component's styles
// into this file's imports, and with them the chunks that hold them (issue 36).
import { vars } from '@adconsole/ui/vars';
import { style, styleVariants } from '@vanilla-extract/css';

/** Label and amount side by side (a price breakdown). */
export const amounts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, max-content) minmax(8rem, max-content)',
  columnGap: vars.space.xlarge,
  rowGap: vars.space.xsmall,
  margin: 0,
});
export const amount = style({ textAlign: 'end', margin: 0, fontVariantNumeric: 'tabular-nums' });

/** A table of figures: the booking calendar, the forecast, the positions of a campaign. */
export const grid = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.font.sizeSmall,
  fontVariantNumeric: 'tabular-nums',
});
export const scroller = style({ overflowX: 'auto', maxWidth: '100%' });
export const headCell = style({
  textAlign: 'start',
  padding: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  fontWeight: vars.font.weightStrong,
  whiteSpace: 'nowrap',
});
/** A money column's head whose label is long (the overview's net before commission): it wraps
 * on a phone instead of pushing the table out of its card, above its right-aligned figures. */
export const moneyHeadCell = style([headCell, { whiteSpace: 'normal', textAlign: 'end' }]);
export const cell = style({
  padding: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
export const numberCell = style([cell, { textAlign: 'end' }]);
/** A period ("08.02.2025 – 14.04.2025") that may break at its dash on a phone. */
export const wrappingCell = style([cell, { whiteSpace: 'normal' }]);

/** How full a day or period is: free, filling, full, over capacity. */
export const load = styleVariants({
  free: [numberCell, { background: vars.color.positiveSoft, color: vars.color.onPositiveSoft }],
  filling: [numberCell, { background: vars.color.linkSoft, color: vars.color.onLinkSoft }],
  full: [numberCell, { background: vars.color.warningSoft, color: vars.color.onWarningSoft }],
  over: [numberCell, { background: vars.color.criticalSoft, color: vars.color.onCriticalSoft }],
  none: [numberCell, { color: vars.color.textMuted }],
});
export const weekStart = style({ borderInlineStart: `2px solid ${vars.color.borderStrong}` });

/** A row's heading cell (an ad medium, a product): read from the start like the text beside it. */
export const rowHead = style([cell, { textAlign: 'start', fontWeight: vars.font.weightStrong }]);
