export { type Catalogue, createCatalogue, useCatalogue } from './catalogue.ts';
export { formatCount, type UiLocale, uiLocales } from './locales.ts';
export { type UiMessageKey, uiMessages } from './messages.ts';
export {
  UiProvider,
  type UiProviderProps,
  type UiTranslate,
  useThemeClassName,
  useUiLocale,
  useUiText,
  useUiTranslate,
} from './UiProvider.tsx';
export { loadUiMessages, uiCatalogue } from './uiCatalogue.ts';
