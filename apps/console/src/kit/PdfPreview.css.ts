import { vars } from '@adconsole/ui';
import { style } from '@vanilla-extract/css';

/** The frame a PDF the server made is shown in. */
export const pdfFrame = style({
  width: '100%',
  height: '70vh',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});
