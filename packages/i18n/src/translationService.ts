import type { i18n } from 'i18next';
import { browserStorage, isLanguage, type Language, type StorageLike } from './languages.ts';
import { namespaces as bundledNamespaces, type NestedTexts } from './namespaces.ts';

// The translate service as the texts' second source (spec 2 §7): per language and namespace
// the server's texts override the bundled ones, cached locally for 10 minutes and reloaded
// every 10 minutes; a key the code asks for and nobody has is reported once.

/** How long loaded texts are used from the local cache (spec 2 §9). */
export const TRANSLATION_CACHE_TTL_MS = 10 * 60 * 1000;
/** How often the current language's texts are fetched again (spec 2 §9). */
export const TRANSLATION_RELOAD_INTERVAL_MS = 10 * 60 * 1000;
/** Cache entries are `translations:<language>:<namespace>` in local storage. */
export const TRANSLATION_CACHE_PREFIX = 'translations:';

/** A key the code asked for that no text has (spec 2 §3: namespace, key and pageRef). */
export interface MissingKeyReport {
  namespace: string;
  key: string;
  /** Where it was asked for: the page's path. */
  pageRef: string;
}

/** Where server texts come from and where missing keys go. */
export interface TranslationSource {
  /** The server's texts of one language and namespace: a flat key → text map. */
  load(language: Language, namespace: string): Promise<Record<string, string>>;
  reportMissing(report: MissingKeyReport): Promise<void>;
}

export interface HttpTranslationSourceOptions {
  /** The translate service's base, e.g. `/api/ws-translate`. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Headers for each call, read per call: the bearer token, the selected company. */
  headers?: () => Record<string, string>;
}

/**
 * The translate service over HTTP: GET translations-aggregated?language&namespace and POST
 * translation/add-missing below the base (spec 2 §7). Any answer but 2xx is a failure.
 */
export function createHttpTranslationSource({
  baseUrl,
  fetch: fetchFunction,
  headers,
}: HttpTranslationSourceOptions): TranslationSource {
  const base = baseUrl.replace(/\/+$/, '');
  async function call(path: string, init: RequestInit): Promise<Response> {
    const run = fetchFunction ?? globalThis.fetch;
    const response = await run(`${base}/${path}`, {
      ...init,
      headers: {
        Accept: 'application/json',
        'Cache-Control': 'no-cache',
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
        ...headers?.(),
      },
    });
    if (!response.ok) {
      throw new Error(`${init.method} ${base}/${path} answered ${response.status}`);
    }
    return response;
  }
  return {
    async load(language, namespace) {
      const query = new URLSearchParams({ language, namespace });
      const response = await call(`translations-aggregated?${query}`, { method: 'GET' });
      return aggregatedValues(await response.json());
    },
    async reportMissing(report) {
      await call('translation/add-missing', { method: 'POST', body: JSON.stringify(report) });
    },
  };
}

/**
 * The texts of an aggregated answer: the values map inside the first namespace of the first
 * data element (spec 2 §3). No namespace there means no texts; any other shape is a failure.
 */
export function aggregatedValues(answer: unknown): Record<string, string> {
  const data = (answer as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw new Error('The aggregated translations have no data');
  const namespace = (data[0] as { namespaces?: { values?: unknown }[] } | undefined)
    ?.namespaces?.[0];
  if (!namespace) return {};
  const { values } = namespace;
  if (typeof values !== 'object' || values === null || Array.isArray(values)) {
    throw new Error('The aggregated translations have no values');
  }
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => {
      return typeof entry[1] === 'string';
    }),
  );
}

export interface TranslationServiceOptions {
  source: TranslationSource;
  /** The cache; the browser's local storage when left out, none with null. */
  storage?: StorageLike | null;
  /**
   * The namespaces to load. Left out: those the i18n instance has (its `ns` option), and each
   * namespace it loads later (loadAllNamespaces) as it comes in.
   */
  namespaces?: readonly string[];
  cacheTtlMs?: number;
  reloadIntervalMs?: number;
  /** The pageRef of a missing-key report; the page's path when left out. */
  pageRef?: () => string;
  /**
   * Whether missing keys may be reported now: e.g. only when signed in, since add-missing
   * needs a token. A key held back is reported when it is missed again later.
   */
  shouldReportMissing?: () => boolean;
  logger?: Pick<Console, 'warn'>;
}

/** An edited text: shown at once, before the next reload brings it to everyone else. */
export interface TextEdit {
  language: Language;
  namespace: string;
  key: string;
  /** The new text; null or '' gives the key back to the bundled text. */
  value: string | null;
}

export interface TranslationService {
  /** Settles when the first load (from the cache or the server) is over, failed or not. */
  readonly ready: Promise<void>;
  /** Settles when every load started so far is over (a language switch starts one). */
  idle(): Promise<void>;
  /** Fetches the current language's texts now, past the cache. */
  reload(): Promise<void>;
  /** Shows an edited text at once and keeps it in the cache (the admin's own edits). */
  applyText(edit: TextEdit): void;
  /** Ends the reloads and the missing-key reports. */
  stop(): void;
}

interface CacheEntry {
  savedAt: number;
  texts: Record<string, string>;
}

const currentPath = () =>
  (globalThis as { location?: { pathname?: string } }).location?.pathname ?? '';

const cacheKey = (language: string, namespace: string) =>
  `${TRANSLATION_CACHE_PREFIX}${language}:${namespace}`;

function readCache(storage: StorageLike | null, key: string): CacheEntry | undefined {
  try {
    const text = storage?.getItem(key);
    if (!text) return undefined;
    const entry = JSON.parse(text) as Partial<CacheEntry>;
    const valid =
      typeof entry.savedAt === 'number' && typeof entry.texts === 'object' && entry.texts !== null;
    return valid ? (entry as CacheEntry) : undefined;
  } catch {
    return undefined;
  }
}

function writeCache(storage: StorageLike | null, key: string, entry: CacheEntry): void {
  try {
    storage?.setItem(key, JSON.stringify(entry));
  } catch {
    // A full or blocked storage: the texts are fetched again next time.
  }
}

/**
 * Puts a text under its dotted key. A text never replaces a group of texts, nor a group a
 * text: such a key is left as it was.
 */
function putText(tree: NestedTexts, key: string, text: string): void {
  const path = key.split('.');
  const last = path.pop();
  if (last === undefined || last === '') return;
  let node = tree;
  for (const part of path) {
    const child = node[part] ?? {};
    if (typeof child === 'string') return;
    node[part] = child;
    node = child;
  }
  if (typeof node[last] === 'object') return;
  node[last] = text;
}

/** An edited text, and when it was made. */
interface Edit {
  key: string;
  text: string | null;
  at: number;
}

function withEdits(texts: Record<string, string>, edits: readonly Edit[]) {
  const next = { ...texts };
  for (const { key, text } of edits) {
    if (text === null) delete next[key];
    else next[key] = text;
  }
  return next;
}

/** A namespace option of i18next as a list (it takes one name, a list, or none). */
function listOf(option: string | false | readonly string[] | undefined): readonly string[] {
  if (typeof option === 'string') return [option];
  return option ? [...option] : [];
}

/**
 * The namespaces of an instance: those it was set up with and those added since (i18next's
 * loadNamespaces adds them to its `ns` option).
 */
const namespacesOf = (i18n: i18n) => listOf(i18n.options.ns);

const clone = (texts: NestedTexts): NestedTexts => JSON.parse(JSON.stringify(texts));

const isBundled = (namespace: string) =>
  (bundledNamespaces as readonly string[]).includes(namespace);

/**
 * Connects an i18n instance (from createI18n) to the translate service: loads the current
 * language's texts of every namespace (from the cache while it is fresh), again on each
 * language switch and every reload interval; reports missing keys once per namespace and key.
 */
export function connectTranslationService(
  i18n: i18n,
  {
    source,
    storage = browserStorage(),
    namespaces: givenNamespaces,
    cacheTtlMs = TRANSLATION_CACHE_TTL_MS,
    reloadIntervalMs = TRANSLATION_RELOAD_INTERVAL_MS,
    pageRef = currentPath,
    shouldReportMissing = () => true,
    logger = console,
  }: TranslationServiceOptions,
): TranslationService {
  const id = (language: string, namespace: string) => `${language}|${namespace}`;
  // Read at each load: the instance's list grows as it loads namespaces.
  const namespacesNow = () => givenNamespaces ?? namespacesOf(i18n);
  // The texts as they were before any server text: what an edit cleared goes back to.
  const bundled = new Map<string, NestedTexts>();
  const bundledOf = (language: string, namespace: string) => {
    const key = id(language, namespace);
    if (!bundled.has(key)) {
      const bundle = i18n.getResourceBundle(language, namespace) as NestedTexts | undefined;
      bundled.set(key, clone(bundle ?? {}));
    }
    return bundled.get(key) ?? {};
  };
  const serverTexts = new Map<string, Record<string, string>>();
  const edits = new Map<string, Edit[]>();
  const pending = new Set<Promise<void>>();
  const reported = new Set<string>();
  // The languages and namespaces whose server texts were asked for (from the cache or the
  // server): a namespace i18next loads later that is not among them is asked for then.
  const requested = new Set<string>();
  let stopped = false;

  const currentLanguage = (): Language | undefined => {
    const language = i18n.resolvedLanguage ?? i18n.language;
    return isLanguage(language) ? language : undefined;
  };

  /**
   * Bundled texts with the server's on top, replacing what the store held. Only in a language
   * i18next has loaded, and of a bundled namespace only once i18next has loaded it (createI18n
   * loads a language when it is first shown, a namespace other than `common` when asked to):
   * texts put into another would pass for all of its texts, since i18next does not load a
   * namespace the store has, and the bundled ones would be missing. Such a namespace shows
   * them on its 'loaded' event. A namespace only the server has shows at once.
   */
  function show(language: string, namespace: string): void {
    if (!i18n.getDataByLanguage(language)) return;
    if (isBundled(namespace) && !i18n.hasResourceBundle(language, namespace)) return;
    const merged = clone(bundledOf(language, namespace));
    for (const [key, text] of Object.entries(serverTexts.get(id(language, namespace)) ?? {})) {
      putText(merged, key, text);
    }
    // Remove first: a text deleted on the server must not linger.
    i18n.removeResourceBundle(language, namespace);
    i18n.addResourceBundle(language, namespace, merged, false, true);
  }

  async function loadNamespace(language: Language, namespace: string, useCache: boolean) {
    requested.add(id(language, namespace));
    const key = cacheKey(language, namespace);
    const cached = useCache ? readCache(storage, key) : undefined;
    if (cached && Date.now() - cached.savedAt < cacheTtlMs) {
      serverTexts.set(id(language, namespace), cached.texts);
      show(language, namespace);
      return;
    }
    const startedAt = Date.now();
    try {
      const slot = id(language, namespace);
      // An edit made while the load ran may be missing from its answer: it stays on top.
      const later = () => (edits.get(slot) ?? []).filter((edit) => edit.at >= startedAt);
      const texts = withEdits(await source.load(language, namespace), later());
      if (stopped) return;
      edits.set(slot, later());
      serverTexts.set(slot, texts);
      writeCache(storage, key, { savedAt: Date.now(), texts });
      show(language, namespace);
    } catch (error) {
      // The texts shown so far (the bundled ones, or an earlier load) stay.
      logger.warn(
        `Could not load the ${language} texts of ${namespace} from the translate service; the bundled texts stay.`,
        error,
      );
    }
  }

  function load(
    language: Language | undefined,
    useCache: boolean,
    namespaces = namespacesNow(),
  ): Promise<void> {
    if (!language || stopped || namespaces.length === 0) return Promise.resolve();
    const run = Promise.all(
      namespaces.map((namespace) => loadNamespace(language, namespace, useCache)),
    ).then(() => undefined);
    pending.add(run);
    void run.finally(() => pending.delete(run));
    return run;
  }

  const ready = load(currentLanguage(), true);

  const onLanguageChanged = (language: string) => {
    if (isLanguage(language)) void load(language, true);
  };
  i18n.on('languageChanged', onLanguageChanged);

  // A language or namespace i18next loads after its server texts or edits came in (an edit of
  // a language not shown yet, of a namespace not loaded yet): they go on top of its bundled
  // texts now. A namespace of the current language loaded after the service connected
  // (loadAllNamespaces) gets its server texts, as those it had at the start did.
  const onLoaded = (loaded: Record<string, Record<string, boolean>>) => {
    const language = currentLanguage();
    for (const [loadedLanguage, loadedNamespaces] of Object.entries(loaded)) {
      for (const namespace of Object.keys(loadedNamespaces)) {
        if (serverTexts.has(id(loadedLanguage, namespace))) show(loadedLanguage, namespace);
      }
    }
    if (givenNamespaces || !language) return;
    const added = Object.keys(loaded[language] ?? {}).filter(
      (namespace) => !requested.has(id(language, namespace)),
    );
    void load(language, true, added);
  };
  i18n.on('loaded', onLoaded);

  const timer = setInterval(() => void load(currentLanguage(), false), reloadIntervalMs);

  /**
   * Whether every namespace a key could be in (its own and the fallbacks) is loaded: a key
   * asked for before its namespace is in is not missing, only early.
   */
  const canHold = (namespace: string) =>
    [namespace, ...listOf(i18n.options.fallbackNS)].every((each) => i18n.hasLoadedNamespace(each));

  async function report(namespace: string, key: string, page: string) {
    // A key may only be missing until the server's texts are in.
    await Promise.all([...pending]);
    if (stopped || i18n.exists(key, { ns: namespace })) return;
    if (!shouldReportMissing() || !canHold(namespace)) {
      reported.delete(id(namespace, key));
      return;
    }
    try {
      await source.reportMissing({ namespace, key, pageRef: page });
    } catch (error) {
      logger.warn(`Could not report the missing text ${namespace}:${key}.`, error);
    }
  }

  const onMissingKey = (_languages: readonly string[], namespace: string, key: string) => {
    if (stopped || reported.has(id(namespace, key))) return;
    reported.add(id(namespace, key));
    void report(namespace, key, pageRef());
  };
  i18n.on('missingKey', onMissingKey);

  return {
    ready,
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    reload: () => load(currentLanguage(), false),
    applyText({ language, namespace, key, value }) {
      const edit: Edit = { key, text: value ? value : null, at: Date.now() };
      const slot = id(language, namespace);
      edits.set(slot, [...(edits.get(slot) ?? []), edit]);
      // On top of the server's texts loaded so far; none yet means on top of the bundled ones.
      serverTexts.set(slot, withEdits(serverTexts.get(slot) ?? {}, [edit]));
      show(language, namespace);
      const cached = readCache(storage, cacheKey(language, namespace));
      if (cached) {
        const texts = withEdits(cached.texts, [edit]);
        writeCache(storage, cacheKey(language, namespace), { savedAt: cached.savedAt, texts });
      }
    },
    stop() {
      stopped = true;
      clearInterval(timer);
      i18n.off('languageChanged', onLanguageChanged);
      i18n.off('loaded', onLoaded);
      i18n.off('missingKey', onMissingKey);
    },
  };
}
