import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import type { BuildOptions, PluginOption } from 'vite';

/**
 * What the console's build and the library floor (libraryFloor.ts) build with, so the floor's
 * figure compares with the console's pages.
 */
export function javascriptPlugins(): PluginOption[] {
  return [
    // react-aria's own texts (e.g. "Dismiss") only in the console's four languages.
    optimizeLocales.vite({ locales: ['de', 'en', 'fr', 'it'] }),
    react(),
  ];
}

export const buildOptions = { target: 'es2023', sourcemap: true } satisfies BuildOptions;
