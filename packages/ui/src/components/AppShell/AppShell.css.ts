import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { breakpoints } from '../../theme/tokens.ts';

const expandedWidth = `calc(${vars.size.controlLarge} * 6)`;
const collapsedWidth = `calc(${vars.size.controlLarge} + ${vars.space.large})`;

export const root = style({
  display: 'flex',
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
});

/** Hidden until focused: the first Tab stop jumps past the navigation. */
export const skipLink = style([
  focusRing,
  {
    position: 'fixed',
    insetBlockStart: vars.space.small,
    insetInlineStart: vars.space.small,
    zIndex: vars.zIndex.toast,
    paddingBlock: vars.space.small,
    paddingInline: vars.space.medium,
    borderRadius: vars.radius.medium,
    background: vars.color.surfaceRaised,
    color: vars.color.link,
    boxShadow: vars.shadow.medium,
    fontWeight: vars.font.weightStrong,
    transform: 'translateY(-200%)',
    selectors: {
      '&:focus': {
        transform: 'none',
        outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      },
    },
  },
]);

export const navigation = style({
  position: 'sticky',
  insetBlockStart: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  flexShrink: 0,
  width: expandedWidth,
  height: '100dvh',
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.small,
  overflowY: 'auto',
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  selectors: {
    [`${root}[data-collapsed] &`]: { width: collapsedWidth },
    // On a phone the navigation is a drawer over the page, with its entries' names.
    [`${root}[data-small] &`]: {
      position: 'fixed',
      insetInlineStart: 0,
      zIndex: vars.zIndex.modal,
      width: `min(85vw, ${expandedWidth})`,
      boxShadow: vars.shadow.medium,
    },
    [`${root}[data-small] &[hidden]`]: { display: 'none' },
  },
});

/** Behind the open drawer: dims the page, a tap closes the drawer. */
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: 'rgb(0 0 0 / 0.4)',
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: vars.size.controlMedium,
  paddingInline: vars.space.small,
  fontWeight: vars.font.weightStrong,
  overflow: 'hidden',
});

/** The brand as a link to the start page: the brand's look, a focus ring, no underline. */
export const brandLink = style([
  focusRing,
  {
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: vars.radius.small,
    cursor: 'pointer',
  },
]);

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const groupHeading = style({
  paddingInline: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightStrong,
});

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style([
  focusRing,
  {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    minHeight: vars.size.controlMedium,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.medium,
    color: vars.color.text,
    fontSize: vars.font.sizeMedium,
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { background: vars.color.neutralSoft },
      '&[data-current]': {
        background: vars.color.linkSoft,
        color: vars.color.onLinkSoft,
        fontWeight: vars.font.weightStrong,
      },
      [`${root}[data-collapsed] &`]: { justifyContent: 'center', paddingInline: 0 },
    },
  },
]);

export const itemLabel = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const itemBadge = style({
  display: 'inline-flex',
  selectors: {
    [`${root}[data-collapsed] &`]: {
      position: 'absolute',
      insetBlockStart: 0,
      insetInlineEnd: 0,
    },
  },
});

export const collapseToggle = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginBlockStart: 'auto',
  selectors: {
    [`${root}[data-collapsed] &`]: { justifyContent: 'center', transform: 'scaleX(-1)' },
  },
});

export const page = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const header = style({
  display: 'flex',
  // On a phone the header's end (language, profile) moves to a second row rather than
  // squeezing the company field to nothing.
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  minHeight: vars.size.controlLarge,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const headerStart = style({
  display: 'flex',
  alignItems: 'center',
  flex: '1 1 16rem',
  minWidth: 0,
  // Without a company field it takes no room, so the header's end stays on the first row.
  selectors: { '&:empty': { flex: 'none' } },
});

export const headerEnd = style({
  display: 'flex',
  // Never past the screen's edge: a long profile name or language goes to a second line.
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginInlineStart: 'auto',
});

/**
 * The colour scheme's word beside its icon (ThemeMenu): on a phone the header has no room for
 * it, and the icon's tooltip and name say it (the language's name stays, it is the choice that
 * matters more there).
 */
export const themeWord = style({
  '@media': { [`screen and (max-width: ${breakpoints.md - 1}px)`]: { display: 'none' } },
});

export const main = style({
  flex: 1,
  padding: vars.space.large,
  outline: 'none',
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});

export const scrollToTop = style({
  position: 'fixed',
  insetBlockEnd: vars.space.xlarge,
  insetInlineEnd: vars.space.xlarge,
  zIndex: vars.zIndex.sticky,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
});
