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
} as const;

export const motion = { fast: '120ms', normal: '200ms' } as const;

/** The spec's grid breakpoints (spec 1 §9), in pixels. */
export const breakpoints = { xs: 575, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
