import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { root as truncated } from '../Truncate/Truncate.css.ts';

/** The grid tracks of the visible columns, shared by the header row and every row. */
export const columnTracks = createVar();
/**
 * The least width of a row: its columns' least widths together. A wider row than the grid
 * scrolls sideways, so money and statuses are never cut.
 */
export const rowWidth = createVar();
/** Where a virtualized row sits, from the top of the rows. */
export const rowOffset = createVar();
/** The height of all rows together, so the scrollbar matches the whole list. */
export const bodyHeight = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.controlMedium,
});

export const toolbarEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  marginInlineStart: 'auto',
});

/**
 * The selection's bar: beside the column picker while there is room for both, else on a line
 * of its own above it (at 390 px the picker lay over "Auswahl aufheben" and the count lost its
 * word, issue 46). Inside, the count and its "clear" come first; the actions follow on the same
 * line, or on a line of their own when less than their least room is left, so nothing in the
 * bar is ever cut or covered.
 */
export const bulkBar = style({
  display: 'flex',
  flex: '1 1 28rem',
  minWidth: 0,
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.neutralSoft,
  color: vars.color.onNeutralSoft,
});

/** Under the selection's bar, on a line of its own (the toolbar wraps): "select all N". */
export const selectionNote = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  flexBasis: '100%',
});

/** "2'352 ausgewählt": whole, wrapping between its words on the narrowest screen. */
export const selectedCount = style({
  fontWeight: vars.font.weightStrong,
  minWidth: 0,
  overflowWrap: 'normal',
});

/**
 * The bar's actions: one line, whatever does not fit goes into "More" (OverflowActions). Less
 * than 8rem (an action and "More") left beside the count, they take a line of their own (a
 * phone's width).
 */
export const bulkActions = style({
  display: 'flex',
  flex: '1 1 8rem',
  minWidth: 0,
  alignItems: 'center',
  gap: vars.space.small,
  overflow: 'hidden',
  // Room for a focused button's ring inside the clipped box.
  padding: vars.space.xxsmall,
});

export const bulkAction = style({ display: 'inline-flex', flexShrink: 0 });

/**
 * The scrolling grid. It is as tall as the list's loader (spec 1 §9: 555 px) or most of the
 * screen, so a list does not jump when its rows replace the loader.
 */
export const grid = style({
  // A block, not a table box: the rows are laid out by CSS grid and placed by the virtualizer.
  display: 'block',
  width: '100%',
  borderCollapse: 'collapse',
  position: 'relative',
  overflow: 'auto',
  maxHeight: `max(${vars.size.loaderHeight}, 70vh)`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.sizeMedium,
  overscrollBehavior: 'contain',
  selectors: {
    '&[data-layout="cards"]': { border: 'none', background: 'transparent' },
    // Cards in the page's flow grow with the page, which scrolls: a phone's invoice lines in
    // an inner box of 70vh were a scroll inside a scroll (issue 38). Windowed cards keep the
    // box, the virtualizer scrolls it.
    '&[data-layout="cards"]:not([data-windowed])': { maxHeight: 'none', overflow: 'visible' },
  },
});

const inCards = (rule: object) => ({ [`${grid}[data-layout="cards"] &`]: rule });

export const head = style({
  display: 'block',
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: inCards({ borderBottom: 'none', background: vars.color.background }),
});

export const headerRow = style({
  display: 'grid',
  gridTemplateColumns: columnTracks,
  minWidth: rowWidth,
  alignItems: 'center',
  selectors: inCards({
    minWidth: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.small,
    paddingBlock: vars.space.small,
  }),
});

export const headerCell = style({
  position: 'relative',
  display: 'flex',
  textAlign: 'start',
  alignItems: 'center',
  minWidth: 0,
  paddingBlock: vars.space.small,
  // Columns sit a small space apart (a medium one at the table's edge): at 1440 px a list of
  // ten columns then fits without scrolling sideways (issue 33).
  paddingInline: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightStrong,
  selectors: {
    '&:first-child': { paddingInlineStart: vars.space.medium },
    '&:last-child': { paddingInlineEnd: vars.space.medium },
    '&[data-align="end"]': { justifyContent: 'flex-end', textAlign: 'end' },
    ...inCards({ paddingBlock: 0, paddingInline: vars.space.xsmall }),
    // On cards only the sort buttons are worth showing; the other headers stay for readers.
    [`${grid}[data-layout="cards"] &:not([aria-sort])`]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const sortButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.small,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    // A name on two lines lines up as its column does.
    textAlign: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { color: vars.color.text },
      // In a column that may be cut, the name wraps in its column rather than the sort button
      // overflowing.
      [`${headerCell}:not([data-uncut]) &`]: { minWidth: 0, maxWidth: '100%' },
    },
  },
]);

/**
 * A header's name, never cut: short of room it wraps between its words (its column is never
 * narrower than its longest word, columnSizes.ts), in every language (a stranger found
 * "Zugewi…" and "Verkä…" at 1440 px).
 */
export const headerLabel = style({
  minWidth: 0,
  whiteSpace: 'normal',
  overflowWrap: 'normal',
});

export const sortIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  visibility: 'hidden',
  selectors: {
    '&[data-sorted]': { visibility: 'visible', color: vars.color.text },
    [`${sortButton}[data-hovered] > &`]: { visibility: 'visible' },
  },
});

/**
 * The rows: in the page's flow, or (a long page, rowWindow.ts) placed by their offsets in a
 * body as tall as all of them, only those on screen rendered.
 */
export const body = style({
  display: 'block',
  position: 'relative',
  selectors: {
    '&[data-windowed]': { height: bodyHeight },
    // Cards in the flow, as far apart as the windowed ones (virtualRows.ts, cardGap).
    [`${grid}[data-layout="cards"] &:not([data-windowed])`]: {
      display: 'flex',
      flexDirection: 'column',
      gap: 8,
    },
  },
});

// In the page's flow (a page of up to 200 rows, rowWindow.ts) a row is as tall as its cells: a
// name or text too long for its column wraps between its words instead of being cut (issue 37:
// campaign management cut its positions, campaigns and advertisers at 1440 px). A windowed page
// places its rows by one fixed height: there a row keeps one line, a cut cell whole on hover.
export const row = style({
  position: 'relative',
  width: '100%',
  minWidth: rowWidth,
  minHeight: vars.size.controlLarge,
  display: 'grid',
  gridTemplateColumns: columnTracks,
  alignItems: 'center',
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
    },
    [`${body}:not([data-windowed]) &`]: { paddingBlock: vars.space.xxsmall },
    [`${body}[data-windowed] &`]: {
      height: vars.size.controlLarge,
      position: 'absolute',
      top: 0,
      left: 0,
      transform: `translateY(${rowOffset})`,
    },
    '&[data-linked]': { cursor: 'pointer' },
    '&[data-linked]:hover, &[data-selected]': {
      background: vars.color.neutralSoft,
      color: vars.color.onNeutralSoft,
    },
    ...inCards({
      minWidth: 0,
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'stretch',
      gap: vars.space.xsmall,
      height: 'auto',
      padding: vars.space.medium,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.medium,
    }),
  },
});

export const selectCell = style({
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space.medium,
  selectors: inCards({ padding: 0 }),
});

export const cell = style({
  minWidth: 0,
  paddingInline: vars.space.small,
  // One line per table row; a card shows everything.
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  selectors: {
    '&:first-child': { paddingInlineStart: vars.space.medium },
    '&:last-child': { paddingInlineEnd: vars.space.medium },
    '&[data-align="end"]': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
    // A text wraps between its words, and is hyphenated in the page's language (the
    // document's `lang`) where the browser knows it; a word still wider than its column ends
    // in an ellipsis, whole on hover (its title), never broken at an arbitrary letter
    // ("Auftragsnu|mmer", issue 46).
    [`${body}:not([data-windowed]) &:not([data-uncut])`]: {
      whiteSpace: 'normal',
      overflowWrap: 'normal',
      hyphens: 'auto',
    },
    // Whole words did not fit the table's width (DataTable.tsx, `wordsFit`): a word longer
    // than its column breaks onto the next line rather than ending in an ellipsis.
    [`${body}[data-break-words]:not([data-windowed]) &:not([data-uncut])`]: {
      overflowWrap: 'break-word',
    },
    // A cut name or text shows all of it while hovered, over the next cells: one cell at a
    // time. A focused row does not open its cut cells (issue 33: they lay on top of each
    // other); each says its whole text in its title, and the row reads it to screen readers.
    '&[data-truncated]:hover': {
      overflow: 'visible',
      position: 'relative',
      zIndex: 1,
    },
    ...inCards({
      display: 'grid',
      gridTemplateColumns: 'minmax(6rem, 10rem) 1fr',
      gap: vars.space.small,
      padding: 0,
      textAlign: 'left',
      whiteSpace: 'normal',
      // Between words, hyphenated where the browser can; only a single word longer than the
      // card's line (an e-mail address, a link) breaks inside it. `anywhere` let the grid
      // squeeze a label or a value and broke words that had room (issue 46).
      overflowWrap: 'break-word',
      hyphens: 'auto',
    }),
  },
});

/** A cell's column name: shown only on a card, where there is no header row above it. */
export const cardLabel = style({
  display: 'none',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  selectors: inCards({ display: 'block' }),
});

export const cellValue = style({
  display: 'block',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: {
    [`${cell}[data-truncated]:hover > &`]: {
      overflow: 'visible',
      width: 'max-content',
      maxWidth: '32rem',
      whiteSpace: 'normal',
      marginInline: `calc(-1 * ${vars.space.xsmall})`,
      paddingInline: vars.space.xsmall,
      paddingBlock: vars.space.xxsmall,
      borderRadius: vars.radius.small,
      background: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.medium,
    },
    // A value that is never cut takes its own width (a badge then keeps its whole label); the
    // column is widened to the widest of them.
    [`${cell}[data-uncut] > &`]: { width: 'max-content' },
    [`${cell}[data-uncut][data-align="end"] > &`]: { marginInlineStart: 'auto' },
    ...inCards({ overflow: 'visible', whiteSpace: 'normal', width: 'auto', marginInlineStart: 0 }),
  },
});

/** A header's end edge: drag it, or focus it and use the arrow keys, to resize the column. */
export const resizer = style({
  position: 'absolute',
  insetBlock: vars.space.xsmall,
  insetInlineEnd: 0,
  width: vars.space.small,
  cursor: 'col-resize',
  touchAction: 'none',
  borderInlineEnd: `2px solid transparent`,
  outline: 'none',
  selectors: {
    '&:hover, &:focus-visible': { borderInlineEndColor: vars.color.brand },
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: 0,
    },
    ...inCards({ display: 'none' }),
  },
});

// On a card a value that is never cut is shown whole in the card's width: a status badge
// wraps its label between words onto a second line, and an amount (or another number) keeps
// to one line, never broken inside it.
globalStyle(`${grid}[data-layout="cards"] ${cell}[data-uncut]`, { overflowWrap: 'normal' });
globalStyle(
  `${grid}[data-layout="cards"] ${cell}[data-uncut]:not([data-align="end"]) ${cellValue} *`,
  {
    whiteSpace: 'normal',
    overflow: 'visible',
  },
);
globalStyle(`${grid}[data-layout="cards"] ${cell}[data-uncut][data-align="end"] > ${cellValue}`, {
  whiteSpace: 'nowrap',
});

// A screen's own Truncate in such a cell (the operations lists' names) wraps with it.
globalStyle(`${body}:not([data-windowed]) ${cell}:not([data-uncut]) ${truncated}`, {
  whiteSpace: 'normal',
});
