// Booking v2's resource timeline (BookingTimelinePage.tsx): a scrolling box, a sticky header
// row and a sticky medium column, the cells absolutely placed by the two virtualizers.
import { vars } from '@adconsole/ui/vars';
import { style, styleVariants } from '@vanilla-extract/css';

/** The medium column's width and the heights the virtualizers count with (px). */
export const ROW_HEAD_WIDTH = 200;
export const HEAD_HEIGHT = 48;
export const ROW_HEIGHT = 40;
export const COLUMN_WIDTH = { WEEK: 84, DAY: 76 } as const;

export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  height: 'min(70vh, 720px)',
  maxWidth: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  fontSize: vars.font.sizeSmall,
  fontVariantNumeric: 'tabular-nums',
  background: vars.color.surface,
});

/** The table laid out by the virtualizers, not by the table algorithm. */
export const table = style({ display: 'block', position: 'relative', borderCollapse: 'separate' });
export const body = style({ display: 'block' });
export const headRow = style({ display: 'block', position: 'relative', height: '100%' });

export const header = style({
  display: 'block',
  position: 'sticky',
  top: 0,
  zIndex: 3,
  height: HEAD_HEIGHT,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
});

export const row = style({
  display: 'block',
  position: 'absolute',
  top: 0,
  left: 0,
  height: ROW_HEIGHT,
});

const stickyStart = style({
  position: 'sticky',
  left: 0,
  zIndex: 2,
  boxSizing: 'border-box',
  width: ROW_HEAD_WIDTH,
  height: '100%',
  textAlign: 'start',
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.borderStrong}`,
  paddingInline: vars.space.small,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  overflow: 'hidden',
});
export const corner = style([stickyStart, { fontWeight: vars.font.weightStrong }]);
export const rowHead = style([stickyStart, { borderBottom: `1px solid ${vars.color.border}` }]);
/** A medium's name: two lines at most, then cut with its full name in the title. */
export const mediumName = style({
  fontWeight: vars.font.weightStrong,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const mediumKind = style({
  color: vars.color.textMuted,
  fontWeight: vars.font.weightRegular,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const columnHead = style({
  boxSizing: 'border-box',
  position: 'absolute',
  top: 0,
  height: HEAD_HEIGHT,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'center',
  fontWeight: vars.font.weightStrong,
  whiteSpace: 'nowrap',
  padding: 0,
  borderInlineStart: `1px solid ${vars.color.border}`,
});
export const columnSub = style({
  fontWeight: vars.font.weightRegular,
  color: vars.color.textMuted,
});

const cellBase = style({
  boxSizing: 'border-box',
  position: 'absolute',
  top: 0,
  height: ROW_HEIGHT,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  whiteSpace: 'nowrap',
  borderInlineStart: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
  cursor: 'cell',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      boxShadow: `inset 0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}`,
    },
  },
});
/** How full a cell is; an overbooked one is also hatched and carries a sign (not colour alone). */
export const cell = styleVariants({
  none: [cellBase, { color: vars.color.textMuted }],
  free: [cellBase, { background: vars.color.positiveSoft, color: vars.color.onPositiveSoft }],
  filling: [cellBase, { background: vars.color.linkSoft, color: vars.color.onLinkSoft }],
  full: [cellBase, { background: vars.color.warningSoft, color: vars.color.onWarningSoft }],
  over: [
    cellBase,
    {
      color: vars.color.onCriticalSoft,
      fontWeight: vars.font.weightStrong,
      background: `repeating-linear-gradient(135deg, ${vars.color.criticalSoft} 0 6px, ${vars.color.surface} 6px 9px)`,
      boxShadow: `inset 0 0 0 2px ${vars.color.critical}`,
    },
  ],
});
export const selected = style({
  boxShadow: `inset 0 0 0 3px ${vars.color.brand}`,
});
/** The share's text on a hatched cell: on a plain chip so it reads against the stripes. */
export const share = style({
  background: vars.color.surface,
  borderRadius: vars.radius.small,
  paddingInline: 2,
  color: vars.color.text,
});
export const conflictSign = style({
  color: vars.color.criticalText,
  fontWeight: vars.font.weightStrong,
});
export const legendOver = style([
  cellBase,
  { position: 'static', display: 'inline-flex', height: 'auto' },
]);

/**
 * The chosen range and its "new order" button stay in sight at the window's bottom edge while
 * the grid runs on below it (the s15 stranger found the button under the fold at 1440 × 900).
 */
export const selectionBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 3,
  padding: vars.space.small,
  background: vars.color.surfaceRaised,
  borderTop: `2px solid ${vars.color.focusRing}`,
  boxShadow: '0 -2px 6px rgb(0 0 0 / 12%)',
});
