import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const dialogSizes = ['small', 'medium', 'large'] as const;

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  background: vars.shadow.backdrop,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMedium,
  lineHeight: vars.font.lineHeight,
});

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: '100%',
    overflow: 'auto',
    borderRadius: vars.radius.large,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.large,
  },
  variants: {
    size: {
      small: { maxWidth: `calc(${vars.size.dialogWidth} * 0.75)` },
      medium: { maxWidth: vars.size.dialogWidth },
      large: { maxWidth: `calc(${vars.size.dialogWidth} * 1.75)` },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const dialog = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.xlarge,
  outline: 'none',
});

export const closeButton = style({
  position: 'absolute',
  top: vars.space.medium,
  insetInlineEnd: vars.space.medium,
});

export const title = style({
  margin: 0,
  paddingInlineEnd: vars.size.controlLarge,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightStrong,
  lineHeight: 1.25,
});

export const description = style({ margin: 0, color: vars.color.text });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});
