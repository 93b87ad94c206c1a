// The theme's variables alone: the package's index would put every ui component's styles
// into this file's imports, and with them the chunks that hold them (issue 36).
import { vars } from '@adconsole/ui/vars';
import { style } from '@vanilla-extract/css';

/** A tag's code as it is pasted: monospaced, wrapped, at most a few lines high. */
export const snippet = style({
  margin: 0,
  maxHeight: '8rem',
  maxWidth: '36rem',
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  fontFamily: 'monospace',
  fontSize: '0.75rem',
  // On a phone (below the spec's md, 768 px) the list shows each tag as a card: the whole
  // snippet shows there, no scroll box inside the scrolling page, which a keyboard could not
  // scroll (axe's scrollable-region-focusable in the dark walk at 390 px, issue 46).
  '@media': { 'screen and (max-width: 767px)': { maxHeight: 'none', overflow: 'visible' } },
  padding: vars.space.xsmall,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
});

/** The frame a tag's preview shows in (its size set by the tag's). */
export const previewFrame = style({
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  maxWidth: '100%',
});

/** A tag's check on one line of a list: the status, then the reasons, cut where narrow. */
export const checkLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
});
