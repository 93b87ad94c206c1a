import type { i18n, PostProcessorModule, TOptions } from 'i18next';
import { unwrap, wrap } from 'i18next-subliminal';
import { defaultNamespace } from './namespaces.ts';

/**
 * Translation in context (issue 46): while it is on, every text i18next gives carries the
 * namespace and key it came from, hidden in invisible characters (i18next-subliminal, the
 * encoding i18next's own in-context editor uses), so a screen's texts can be traced back to
 * their keys from the page itself: an editor finds them in the DOM, marks them and opens the
 * right translation on a click. Off, texts are as always (the post-processor is not asked).
 */

/** Where a shown text comes from: the translation a translator edits. */
export interface TextOrigin {
  namespace: string;
  key: string;
}

const processorName = 'textOrigin';

/** What i18next passes a post-processor with `postProcessPassResolved` (its resolved key). */
interface Resolved {
  exactUsedKey?: string;
  usedNS?: string;
  res?: unknown;
}

const textOriginProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: processorName,
  process(value: string, _key: string | string[], options: TOptions) {
    const resolved = (options as { i18nResolved?: Resolved }).i18nResolved;
    // Only a text found under a key is marked: a key shown for want of a text has no
    // translation to open (the localisation list's "missing" finds it).
    if (!resolved?.exactUsedKey || !resolved.usedNS || resolved.res === undefined) return value;
    return wrap(value, { key: resolved.exactUsedKey, ns: resolved.usedNS });
  },
};

/** The processors an instance ran before in-context editing started, to go back to. */
const before = new WeakMap<i18n, TOptions['postProcess']>();

/**
 * Marks every text the instance gives with its origin (on), or stops (off), and makes
 * react-i18next render again so the screen shows the change.
 */
export function showTextOrigins(instance: i18n, on: boolean): void {
  const isOn = before.has(instance);
  if (on === isOn) return;
  const options = instance.options as TOptions & { postProcessPassResolved?: boolean };
  if (on) {
    instance.use(textOriginProcessor);
    before.set(instance, options.postProcess);
    const others = [options.postProcess ?? []].flat().filter((name) => name !== processorName);
    options.postProcess = [...others, processorName];
    options.postProcessPassResolved = true;
  } else {
    options.postProcess = before.get(instance);
    options.postProcessPassResolved = false;
    before.delete(instance);
  }
  // Adding nothing to a bundle is i18next's public way to announce 'added' to the store's
  // listeners (react-i18next's hooks render again on it: `bindI18nStore` in createI18n).
  instance.addResourceBundle(instance.language, defaultNamespace, {}, true, false);
}

/** Nine zero-width characters in a row: one byte of a mark. */
const hiddenMarks = /[\u200B-\u200D]{9}/;

/** The origin a text carries, and the text without its marks; undefined for an unmarked text. */
export function textOriginOf(text: string): { origin: TextOrigin; text: string } | undefined {
  // A quick look first: the marks are runs of zero-width characters (the library's own check
  // wants the mark at the very end, which a text followed by a colon in the markup is not).
  if (!hiddenMarks.test(text)) return undefined;
  // The library's types say unwrap gives a string; it gives the text and the meta.
  const { text: plain, invisibleMeta } = unwrap(text) as unknown as {
    text: string;
    invisibleMeta?: { key?: string; ns?: string };
  };
  if (!invisibleMeta?.key || !invisibleMeta.ns) return undefined;
  return { origin: { namespace: invisibleMeta.ns, key: invisibleMeta.key }, text: plain };
}
