export { type CreateI18nOptions, createI18n } from './createI18n.ts';
export {
  defaultLanguage,
  isLanguage,
  type Language,
  resolveLanguage,
  supportedLanguages,
} from './languages.ts';
export { bundledResources, defaultNamespace, type Namespace, namespaces } from './resources.ts';
