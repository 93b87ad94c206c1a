// The theme's variables alone: the package's index would put every ui component's styles
// into this file's imports, and with them the chunks that hold them (issue 36).
import { vars } from '@adconsole/ui/vars';
import { style } from '@vanilla-extract/css';

/** The area files are dropped on; it marks itself while files are dragged over it. */
export const dropArea = style({
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.large,
  background: vars.color.surface,
  selectors: {
    '&[data-dragging="true"]': {
      borderColor: vars.color.brand,
      background: vars.color.linkSoft,
    },
  },
});

/** A cell's text that wraps onto more lines rather than being cut (the note, what was found). */
export const wrapped = style({
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
});
