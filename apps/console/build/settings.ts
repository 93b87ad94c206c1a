import { uiMessages } from '@adconsole/ui/messages';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import type { BuildOptions, PluginOption } from 'vite';
import { ariaTexts } from '../../../scripts/lib/aria-texts.mjs';

/**
 * What the console's build and the library floor (libraryFloor.ts) build with, so the floor's
 * figure compares with the console's pages.
 */
export function javascriptPlugins(): PluginOption[] {
  return [
    // react-aria's own texts (e.g. "Dismiss") only in the console's four languages.
    optimizeLocales.vite({ locales: ['de', 'en', 'fr', 'it'] }),
    // …in the console's words: Swiss spelling, and ui's "close" on the dismiss buttons.
    ariaTexts({
      dismiss: Object.fromEntries(
        Object.entries(uiMessages).map(([language, texts]) => [language, texts['ui.close']]),
      ),
    }),
    react(),
  ];
}

export const buildOptions = { target: 'es2023', sourcemap: true } satisfies BuildOptions;
