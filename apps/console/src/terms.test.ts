// Issue 37 (the stranger, session 12): German "Spalten" named both the table's column picker
// (ui's `ui.table.columns`) and a print title's newspaper columns (settings). The picker says
// which fields a table shows; a title's columns keep the trade's word. Distinct in every
// language (French and Italian had it already: "Champs affichés", "Campi visualizzati").
import { bundledTexts, supportedLanguages } from '@adconsole/i18n';
import { uiMessages } from '@adconsole/ui/messages';
import { describe, expect, it } from 'vitest';

describe('the terms the console shows beside the design system’s', () => {
  it.each(supportedLanguages)(
    'names the column picker and a print title’s columns with distinct words (%s)',
    (language) => {
      const picker = uiMessages[language]['ui.table.columns'];
      const settings = bundledTexts(language, 'configuration');
      const titleColumns = [
        settings['settingsCatalogue.adMedia.form.columns'],
        settings['settingsCatalogue.adMedia.columns.columns'],
        settings['settingsCatalogue.products.form.columns'],
      ];
      expect(titleColumns.every(Boolean)).toBe(true);
      const words = (text = '') => text.toLowerCase().split(/\s+/);
      for (const columns of titleColumns) {
        expect(words(picker).filter((word) => words(columns).includes(word))).toEqual([]);
      }
    },
  );
});
