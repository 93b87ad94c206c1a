import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Fills the screen: nothing else of the app is usable when this shows. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.large,
  minHeight: '100dvh',
  padding: vars.space.xlarge,
  textAlign: 'center',
  background: vars.color.background,
  color: vars.color.text,
});

export const icon = style({ color: vars.color.onCriticalSoft });

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeHeading,
  fontWeight: vars.font.weightStrong,
  lineHeight: 1.25,
});

export const message = style({
  margin: 0,
  maxWidth: '60ch',
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
