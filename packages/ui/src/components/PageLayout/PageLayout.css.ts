import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const breadcrumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});

export const crumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  selectors: {
    '& + &::before': {
      content: '"/"',
      paddingInline: vars.space.xsmall,
      color: vars.color.textMuted,
    },
  },
});

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});
