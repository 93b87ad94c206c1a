// The theme's variables alone: the package's index would put every ui component's styles
// into this file's imports, and with them the chunks that hold them (issue 36).
import { vars } from '@adconsole/ui/vars';
import { style } from '@vanilla-extract/css';

/** The frame a PDF the server made is shown in. */
export const pdfFrame = style({
  width: '100%',
  height: '70vh',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});
