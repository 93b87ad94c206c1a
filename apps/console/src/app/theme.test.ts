import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_PREFERENCE_KEY } from './storage.ts';

const bootScript = readFileSync(new URL('../../public/theme.js', import.meta.url), 'utf8');

/** Runs public/theme.js as the browser would, with this stored choice and system setting. */
function bootTheme(stored: string | null, systemIsDark: boolean): string | undefined {
  const dataset: Record<string, string> = {};
  const storage = { getItem: (key: string) => (key === THEME_PREFERENCE_KEY ? stored : null) };
  const window = { matchMedia: () => ({ matches: systemIsDark }) };
  new Function('localStorage', 'window', 'document', bootScript)(storage, window, {
    documentElement: { dataset },
  });
  return dataset.theme;
}

describe('the colour scheme before the console loads (issue 46, no flash)', () => {
  // As ui's resolveTheme: a stored light or dark wins, anything else follows the system.
  it.each([
    [null, false, 'light'],
    [null, true, 'dark'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['nonsense', true, 'dark'],
  ] as const)('stored %s, system dark %s: %s', (stored, systemIsDark, theme) => {
    expect(bootTheme(stored, systemIsDark)).toBe(theme);
  });
});
