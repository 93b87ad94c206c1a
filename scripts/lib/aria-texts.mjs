// react-aria brings its own texts in tables per language (the hidden dismiss button of every
// popover and dialog, a table's and a toast's labels). Two of them do not speak the console's
// language: the German tables write "ß" (the console is Swiss: "ss"), and the dismiss button
// says "Rejeter" (fr), "Ignora" (it), "Dismiss" (en) where ui says "Fermer", "Chiudi", "Close".
// This Vite plugin rewrites the tables as they are bundled, for the console's build and the
// stories alike (also where Vite pre-bundles react-aria: pass it to `optimizeDeps` too).

/** A table of react-aria's: its package folder and its language. */
const ariaTable =
  /[\\/]react-aria(?:-components)?[\\/].*[\\/]intl[\\/]([\w-]+)[\\/]([a-z]{2})-[A-Z]{2}\.m?js$/;

/** The Swiss spelling of a German table's code: ß (also written \xdf) becomes ss. */
export const swissSpelling = (code) => code.replace(/\\xdf|ß/g, 'ss');

/**
 * The plugin. `dismiss`: the dismiss button's text by language (ui's `ui.close`), so a screen
 * reader hears the same word as the visible close buttons.
 */
export function ariaTexts({ dismiss }) {
  return {
    name: 'adconsole:aria-texts',
    enforce: 'pre',
    transform(code, id) {
      const [, table, language] = ariaTable.exec(id) ?? [];
      if (!language) return undefined;
      let out = language === 'de' ? swissSpelling(code) : code;
      const word = table === 'overlays' ? dismiss[language] : undefined;
      if (word) out = out.replace(/"dismiss":\s*`[^`]*`/, `"dismiss": ${JSON.stringify(word)}`);
      return out === code ? undefined : { code: out, map: null };
    },
  };
}
