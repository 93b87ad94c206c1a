import { USER_LANGUAGES } from '@adconsole/api';

/** A select's value for "no user role", "the company's own role", "no company role". */
export const NONE = 'NONE';

/** The language names are each language's own, no interface text. */
export const LANGUAGE_NAMES = { de: 'Deutsch', en: 'English', fr: 'Français', it: 'Italiano' };

export const languageOptions = USER_LANGUAGES.map((id) => ({ id, label: LANGUAGE_NAMES[id] }));
