export { type UiLocale, type UiMessageKey, uiLocales, uiMessages } from './messages.ts';
export {
  UiProvider,
  type UiProviderProps,
  type UiTranslate,
  useThemeClassName,
  useUiLocale,
  useUiText,
  useUiTranslate,
} from './UiProvider.tsx';
