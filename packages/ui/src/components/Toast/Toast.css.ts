import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { TOAST_TOP_PROPERTY } from './toastStack.ts';

export const toastTones = ['neutral', 'positive', 'warning', 'critical'] as const;

/**
 * Spec 1 §9 puts toasts top-right. Over the header they covered its menus (issue 33); at the
 * bottom right they covered the list's last rows, the ones a bulk action had just changed
 * (issue 46). So they sit top-right below the header (toastStack.ts), above a list's rows and
 * clear of its selection bar.
 */
export const viewport = style({
  position: 'fixed',
  top: `var(${TOAST_TOP_PROPERTY}, 0px)`,
  right: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: `min(${vars.size.toastWidth}, 100vw)`,
  maxHeight: '100dvh',
  margin: 0,
  padding: vars.space.large,
  listStyle: 'none',
  outline: 'none',
  selectors: { '&:empty': { display: 'none' } },
});

export const root = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    borderInlineStart: `4px solid currentColor`,
    boxShadow: vars.shadow.medium,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeMedium,
    lineHeight: vars.font.lineHeight,
    selectors: {
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
    },
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceRaised, color: vars.color.text },
      positive: { background: vars.color.positiveSoft, color: vars.color.onPositiveSoft },
      warning: { background: vars.color.warningSoft, color: vars.color.onWarningSoft },
      critical: { background: vars.color.criticalSoft, color: vars.color.onCriticalSoft },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const icon = style({ paddingTop: vars.space.xxsmall });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const title = style({ fontWeight: vars.font.weightStrong });

export const body = style({});
