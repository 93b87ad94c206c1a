export {
  CONTACT_SEARCH_DEBOUNCE_MS,
  type LoadOptions,
  type LoadOptionsContext,
  OPTION_LIMIT,
  type Option,
  type OptionSourceProps,
  SEARCH_DEBOUNCE_MS,
} from './options.ts';
