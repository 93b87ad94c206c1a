import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../theme/contract.css.ts';
import { type Breakpoint, breakpointNames, breakpoints } from '../theme/tokens.ts';

export { type Breakpoint, breakpointNames };

const minWidth = (width: number) => ({ '@media': `screen and (min-width: ${width}px)` });

/**
 * Responsive conditions from the spec's grid breakpoints (spec 1 §9: xs 575, sm 576, md 768,
 * lg 992, xl 1200, xxl 1400): `xs` is everything up to 575 px, each other one applies from its
 * width upwards.
 */
const responsiveProperties = defineProperties({
  conditions: {
    xs: {},
    sm: minWidth(breakpoints.sm),
    md: minWidth(breakpoints.md),
    lg: minWidth(breakpoints.lg),
    xl: minWidth(breakpoints.xl),
    xxl: minWidth(breakpoints.xxl),
  },
  defaultCondition: 'xs',
  responsiveArray: [...breakpointNames],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const surfaceProperties = defineProperties({
  properties: {
    background: {
      page: vars.color.background,
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      neutralSoft: vars.color.neutralSoft,
    },
    borderRadius: vars.radius,
    boxShadow: { small: vars.shadow.small, medium: vars.shadow.medium, large: vars.shadow.large },
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: [0],
  },
});

/** The layout atoms: Box takes each of these as a prop, the responsive ones per breakpoint. */
export const sprinkles = createSprinkles(responsiveProperties, surfaceProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
