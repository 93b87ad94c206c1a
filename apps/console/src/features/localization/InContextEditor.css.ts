import { vars } from '@adconsole/ui/vars';
import { globalStyle, style } from '@vanilla-extract/css';

/** A text the translator may click: its element outlined, the key in its tooltip. */
globalStyle('[data-text-origin]', {
  outline: `2px dashed ${vars.color.focusRing}`,
  outlineOffset: '1px',
  cursor: 'context-menu',
});

/** The bar saying editing is on, at the bottom edge, above the page. */
export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  // Above the page's sticky parts (a list's head row), below dialogs and toasts.
  zIndex: `calc(${vars.zIndex.sticky} + 1)`,
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.surfaceRaised,
  borderTop: `2px solid ${vars.color.focusRing}`,
  boxShadow: '0 -2px 8px rgb(0 0 0 / 15%)',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: '60vh',
  overflowY: 'auto',
});

/** The page's end stays reachable above the bar. */
globalStyle('body:has([data-text-editing-bar])', { paddingBottom: '5rem' });
