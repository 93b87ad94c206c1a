/** Raw design tokens. Components never read these directly: they read `vars`. */
export const palette = {
  white: '#ffffff',
  grey50: '#f6f7f9',
  grey100: '#eceef2',
  grey200: '#d9dde4',
  grey400: '#8a93a3',
  grey600: '#4f5868',
  grey700: '#3a4150',
  grey800: '#262b35',
  grey900: '#161a21',
  grey950: '#0d1015',
  blue300: '#8fb4ff',
  blue400: '#6a9bff',
  blue500: '#3d7bf5',
  blue600: '#1f5fd6',
  blue700: '#1849a8',
  blue800: '#123a86',
  red300: '#ff9c9c',
  red400: '#ff7b7b',
  red600: '#c62828',
  red700: '#a31f1f',
  red800: '#861a1a',
  blue100: '#e4edff',
  blue950: '#14254a',
  red100: '#fde7e7',
  red950: '#3d1414',
  green100: '#e3f4e8',
  green300: '#8fdca6',
  green800: '#1b5e32',
  green950: '#16331f',
  amber100: '#fdf1d8',
  amber300: '#f5c96a',
  amber800: '#7a4b00',
  amber950: '#3a2a06',
} as const;

/** The colours of each theme, by the role they play in the contract. */
export const lightColors = {
  background: palette.grey50,
  surface: palette.white,
  surfaceRaised: palette.white,
  text: palette.grey900,
  textMuted: palette.grey600,
  border: palette.grey200,
  borderStrong: palette.grey400,
  focusRing: palette.blue600,
  brand: palette.blue600,
  brandHover: palette.blue700,
  brandPressed: palette.blue800,
  onBrand: palette.white,
  neutralSoft: palette.grey100,
  neutralSoftHover: palette.grey200,
  onNeutralSoft: palette.grey900,
  critical: palette.red600,
  criticalHover: palette.red700,
  onCritical: palette.white,
  criticalText: palette.red700,
  disabled: palette.grey100,
  onDisabled: palette.grey600,
  link: palette.blue700,
  linkHover: palette.blue800,
  positiveSoft: palette.green100,
  onPositiveSoft: palette.green800,
  linkSoft: palette.blue100,
  onLinkSoft: palette.blue700,
  warningSoft: palette.amber100,
  onWarningSoft: palette.amber800,
  criticalSoft: palette.red100,
  onCriticalSoft: palette.red800,
} as const;

export const darkColors = {
  background: palette.grey950,
  surface: palette.grey900,
  surfaceRaised: palette.grey800,
  text: palette.grey50,
  textMuted: palette.grey200,
  border: palette.grey700,
  borderStrong: palette.grey400,
  focusRing: palette.blue300,
  brand: palette.blue300,
  brandHover: palette.blue400,
  brandPressed: palette.blue500,
  onBrand: palette.grey950,
  neutralSoft: palette.grey800,
  neutralSoftHover: palette.grey700,
  onNeutralSoft: palette.grey50,
  critical: palette.red300,
  criticalHover: palette.red400,
  onCritical: palette.grey950,
  criticalText: palette.red300,
  disabled: palette.grey800,
  onDisabled: palette.grey200,
  link: palette.blue300,
  linkHover: palette.blue400,
  positiveSoft: palette.green950,
  onPositiveSoft: palette.green300,
  linkSoft: palette.blue950,
  onLinkSoft: palette.blue300,
  warningSoft: palette.amber950,
  onWarningSoft: palette.amber300,
  criticalSoft: palette.red950,
  onCriticalSoft: palette.red300,
} as const;

export const space = {
  xxsmall: '2px',
  xsmall: '4px',
  small: '8px',
  medium: '12px',
  large: '16px',
  xlarge: '24px',
} as const;

export const radius = { small: '4px', medium: '6px', large: '10px', full: '9999px' } as const;

export const font = {
  family:
    'Inter, "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  sizeSmall: '0.8125rem',
  sizeMedium: '0.875rem',
  sizeLarge: '1rem',
  sizeHeading: '1.5rem',
  weightRegular: '400',
  weightStrong: '600',
  lineHeight: '1.45',
} as const;

export const size = {
  controlSmall: '28px',
  controlMedium: '36px',
  controlLarge: '44px',
  focusRingWidth: '2px',
  iconSmall: '16px',
  iconMedium: '20px',
  avatar: '32px',
  /** The spec's tooltip max width (spec 1 §9). */
  tooltipMaxWidth: '300px',
  /** The spec's list loader height (spec 1 §9). */
  loaderHeight: '555px',
  dialogWidth: '480px',
  toastWidth: '360px',
} as const;

export const motion = { fast: '120ms', normal: '200ms' } as const;

/** Shadows per theme: a dark page needs deeper shadows to lift a surface. */
export const lightShadows = {
  small: '0 1px 2px rgba(22, 26, 33, 0.08)',
  medium: '0 4px 12px rgba(22, 26, 33, 0.12)',
  large: '0 12px 32px rgba(22, 26, 33, 0.18)',
  backdrop: 'rgba(22, 26, 33, 0.45)',
} as const;

export const darkShadows = {
  small: '0 1px 2px rgba(0, 0, 0, 0.5)',
  medium: '0 4px 12px rgba(0, 0, 0, 0.55)',
  large: '0 12px 32px rgba(0, 0, 0, 0.65)',
  backdrop: 'rgba(0, 0, 0, 0.6)',
} as const;

/** Stacking order of the layers that float above the page, lowest first. */
export const zIndex = {
  dropdown: '1000',
  sticky: '1100',
  modal: '1300',
  toast: '1400',
  tooltip: '1500',
} as const;

/** The spec's grid breakpoints (spec 1 §9), in pixels. */
export const breakpoints = { xs: 575, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
export const breakpointNames = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
export type Breakpoint = (typeof breakpointNames)[number];
