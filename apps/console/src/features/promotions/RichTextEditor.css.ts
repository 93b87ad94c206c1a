// The theme's variables alone: the package's index would put every ui component's styles
// into this file's imports, and with them the chunks that hold them (issue 36).
import { vars } from '@adconsole/ui/vars';
import { globalStyle, style } from '@vanilla-extract/css';

/** The editing area: a field's border, room for a few paragraphs. */
export const frame = style({
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
});

export const content = style({
  minHeight: '12rem',
  padding: vars.space.small,
  color: vars.color.text,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.borderStrong}` } },
});

globalStyle(`${content} p`, { margin: `0 0 ${vars.space.small}` });
globalStyle(`${content} ul, ${content} ol`, { paddingLeft: vars.space.large });

/** The preview of a mail's HTML, as the recipient's program lays it out. */
export const preview = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  padding: vars.space.medium,
  background: vars.color.surface,
  color: vars.color.text,
  minHeight: '12rem',
});

globalStyle(`${preview} p`, { margin: `0 0 ${vars.space.small}` });
globalStyle(`${preview} ul, ${preview} ol`, { paddingLeft: vars.space.large });
