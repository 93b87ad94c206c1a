import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { darkColors, lightColors } from './tokens.ts';

type Colors = Record<keyof typeof lightColors, string>;

/** Every pair of a text colour and the backgrounds it is drawn on. */
const textPairs: [keyof Colors, keyof Colors][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['onBrand', 'brand'],
  ['onBrand', 'brandHover'],
  ['onBrand', 'brandPressed'],
  ['onNeutralSoft', 'neutralSoft'],
  ['onNeutralSoft', 'neutralSoftHover'],
  ['onCritical', 'critical'],
  ['onCritical', 'criticalHover'],
  ['criticalText', 'surface'],
  ['criticalText', 'background'],
  ['onDisabled', 'disabled'],
  ['link', 'background'],
  ['link', 'surface'],
  ['linkHover', 'surface'],
  // Spec 3: "Status colours in lists: … positive; … link colour; … warning; … critical".
  ['onPositiveSoft', 'positiveSoft'],
  ['onLinkSoft', 'linkSoft'],
  ['onWarningSoft', 'warningSoft'],
  ['onCriticalSoft', 'criticalSoft'],
  // Status icons and texts drawn straight on a surface.
  ['onPositiveSoft', 'surface'],
  ['onWarningSoft', 'surface'],
  ['onCriticalSoft', 'surface'],
];

/** Large text (18.66 px bold or 24 px) needs 3:1 only (WCAG 1.4.3): headings use `text` on these. */
const largeTextPairs: [keyof Colors, keyof Colors][] = [
  ['textMuted', 'surfaceRaised'],
  ['brand', 'surface'],
];

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
] as const)('%s theme', (_name, colors: Colors) => {
  it.each(textPairs)('%s on %s reaches 4.5:1', (foreground, background) => {
    expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(largeTextPairs)('large text %s on %s reaches 3:1', (foreground, background) => {
    expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(3);
  });

  it('draws the focus ring at 3:1 against the page and surfaces', () => {
    expect(contrastRatio(colors.focusRing, colors.background)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(colors.focusRing, colors.surface)).toBeGreaterThanOrEqual(3);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG extremes', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});
