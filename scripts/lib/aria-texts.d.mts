import type { Plugin } from 'vite';

export function swissSpelling(code: string): string;
export function ariaTexts(options: { dismiss: Readonly<Record<string, string>> }): Plugin;
