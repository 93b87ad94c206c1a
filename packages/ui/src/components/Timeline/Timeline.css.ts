import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { breakpoints } from '../../theme/tokens.ts';

const fromMedium = `screen and (min-width: ${breakpoints.md}px)`;

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.medium,
  '@media': {
    [fromMedium]: {
      gridTemplateColumns: `calc(${vars.size.controlLarge} * 2) auto minmax(0, 1fr)`,
    },
  },
});

/** Date and time on the left; small screens leave them out (spec 2 §2). */
export const when = style({
  display: 'none',
  '@media': { [fromMedium]: { display: 'block', textAlign: 'end' } },
});

export const moment = style({
  display: 'flex',
  flexDirection: 'column',
  paddingBlockStart: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.font.lineHeight,
});

/** The icon sits on a dashed line that runs down to the next entry. */
export const rail = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  '::after': {
    content: '""',
    flex: 1,
    minHeight: vars.space.large,
    borderInlineStart: `1px dashed ${vars.color.borderStrong}`,
  },
  selectors: { [`${item}:last-child &::after`]: { borderInlineStartColor: 'transparent' } },
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlMedium,
    height: vars.size.controlMedium,
    flexShrink: 0,
    borderRadius: vars.radius.full,
  },
  variants: {
    type: {
      email: { background: vars.color.linkSoft, color: vars.color.onLinkSoft },
      meeting: { background: vars.color.positiveSoft, color: vars.color.onPositiveSoft },
      phone: { background: vars.color.warningSoft, color: vars.color.onWarningSoft },
      other: { background: vars.color.neutralSoft, color: vars.color.onNeutralSoft },
      comment: { background: vars.color.linkSoft, color: vars.color.onLinkSoft },
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  paddingBlockEnd: vars.space.xlarge,
  color: vars.color.text,
  fontSize: vars.font.sizeMedium,
  lineHeight: vars.font.lineHeight,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const sentence = style({
  margin: 0,
  paddingBlockStart: vars.space.xsmall,
  overflowWrap: 'anywhere',
});

export const chipRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const chipLabel = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
  color: vars.color.onNeutralSoft,
  fontSize: vars.font.sizeSmall,
  overflowWrap: 'anywhere',
});

export const title = style({ margin: 0, fontWeight: vars.font.weightStrong });

export const body = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
