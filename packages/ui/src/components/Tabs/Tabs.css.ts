import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tab = style([
  focusRing,
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    minHeight: vars.size.controlMedium,
    paddingInline: vars.space.medium,
    borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
    color: vars.color.textMuted,
    fontWeight: vars.font.weightStrong,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `color ${vars.motion.fast}`,
    selectors: {
      '&[data-hovered]': { color: vars.color.text },
      '&[data-selected]': { color: vars.color.text },
      '&[data-selected]::after': {
        content: '""',
        position: 'absolute',
        insetInline: 0,
        bottom: -1,
        height: 3,
        borderRadius: vars.radius.small,
        background: vars.color.brand,
      },
      '&[data-disabled]': { color: vars.color.onDisabled, cursor: 'not-allowed', opacity: 0.7 },
      '&[data-focus-visible]': { outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})` },
    },
  },
]);

export const tabPanel = style([
  focusRing,
  {
    borderRadius: vars.radius.small,
    minWidth: 0,
    // A panel kept mounted (`shouldForceMount`, e.g. to keep a half-filled form) is inert while
    // another tab is selected: out of view too.
    selectors: { '&[data-inert]': { display: 'none' } },
  },
]);

/** LinkTabs' bar: the tabs that fit, then the "More" menu of the others. */
export const linkTabBar = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const linkTabList = style({
  display: 'flex',
  gap: vars.space.xsmall,
  minWidth: 0,
  overflow: 'hidden',
});
