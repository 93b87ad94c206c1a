import { IMPORT_FIELDS, IMPORT_KINDS } from '@adconsole/api/contracts';
import { describe, expect, it } from 'vitest';
import { bundledLanguages, bundledText } from '../src/kit/texts.ts';
import { suggestMapping } from '../src/services/settings/import.ts';

// Issue 37: the import's template (the console's ImportGuide) names the columns in the reader's
// language; uploaded as it is, every column maps to its field, in each of the four languages.
describe('the data import’s template', () => {
  for (const language of bundledLanguages) {
    it(`maps every column of its template in ${language}`, () => {
      for (const kind of IMPORT_KINDS) {
        const headers = IMPORT_FIELDS[kind].map((field) =>
          bundledText(language, `settingsImport.fields.${field}`),
        );
        const expected = Object.fromEntries(
          IMPORT_FIELDS[kind].map((field, index) => [field, headers[index]]),
        );
        expect(suggestMapping(kind, headers)).toEqual(expected);
      }
    });
  }
});
