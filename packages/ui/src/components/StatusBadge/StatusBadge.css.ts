import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

/** The spec's status colours (spec 3: positive, link colour, warning, critical) and neutral. */
export const statusTones = ['positive', 'link', 'warning', 'critical', 'neutral'] as const;

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    maxWidth: '100%',
    paddingInline: vars.space.small,
    paddingBlock: vars.space.xxsmall,
    borderRadius: vars.radius.full,
    fontSize: vars.font.sizeSmall,
    fontWeight: vars.font.weightStrong,
    lineHeight: vars.font.lineHeight,
    // Short of room a status wraps rather than being cut (a task's activity at 390 px); a
    // table's status column is as wide as its widest status, so there it keeps one line.
    whiteSpace: 'normal',
  },
  variants: {
    tone: {
      positive: { background: vars.color.positiveSoft, color: vars.color.onPositiveSoft },
      link: { background: vars.color.linkSoft, color: vars.color.onLinkSoft },
      warning: { background: vars.color.warningSoft, color: vars.color.onWarningSoft },
      critical: { background: vars.color.criticalSoft, color: vars.color.onCriticalSoft },
      neutral: { background: vars.color.neutralSoft, color: vars.color.onNeutralSoft },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

/** The coloured dot, so the tone does not rely on the background alone. */
export const dot = style({
  width: '0.5em',
  height: '0.5em',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: 'currentColor',
});

/**
 * A status wraps between its words, never inside one that has room (`anywhere` let a narrow
 * column squeeze "Freigegeben" to "Freigege|ben", issue 46).
 */
export const label = style({ minWidth: 0, overflowWrap: 'break-word' });
