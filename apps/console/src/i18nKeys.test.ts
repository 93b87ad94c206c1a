// The console's interface texts (issue 8): every key the code asks for exists in all four
// bundled languages, and no bundled key is left that no code asks for. A key built at run
// time (t(`statuses.${value}`)) counts as asking for every key under its fixed prefix.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bundledResources, type Language, namespaces, supportedLanguages } from '@adconsole/i18n';
import { describe, expect, it } from 'vitest';

const sourceDir = path.resolve(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function bundledKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    bundledKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

// The server says many of these texts too, in the reader's or the recipient's language (mails,
// timeline events, exports, PDFs, its keyed messages): its sources count as users of the keys.
const serverSays = [
  'auth/account-links.ts',
  'services/crm/sales-records.ts',
  'services/tasks/task-events.ts',
].map((file) => path.resolve(sourceDir, '../../server/src', file));
const code = [...sourceFiles(sourceDir), ...serverSays].map((file) => readFileSync(file, 'utf8'));
/** Every server source: what it names as keys (exports, PDFs, mails, keyed messages). */
const serverCode = sourceFiles(path.resolve(sourceDir, '../../server/src')).map((file) =>
  readFileSync(file, 'utf8'),
);
// Keys are asked for with t('…'), or named as data (route titles, area purposes, the
// navigation's labels: 'routes.…', 'areas.…', 'nav.…') that a screen passes to t().
const dataKey = /'((?:routes|areas|nav)\.[\w.-]+)'/g;
const staticKeys = new Set(
  code.flatMap((text) => [
    ...[...text.matchAll(/\bt\('([^']+)'/g)].map((m) => m[1] ?? ''),
    ...[...text.matchAll(dataKey)].map((m) => m[1] ?? ''),
  ]),
);
const dynamicPrefixes = new Set(
  code
    .flatMap((text) => [
      ...[...text.matchAll(/\bt\(`([^`$]*)\$\{/g)].map((m) => m[1] ?? ''),
      ...[...text.matchAll(/`((?:routes|areas|nav)\.[\w.]*)\$\{/g)].map((m) => m[1] ?? ''),
    ])
    // t(`${prefix}.…`) names no prefix of its own: it would count every key as used.
    .filter((prefix) => prefix !== ''),
);

// Keys asked for through data, not t('…') (issue 33, the last words: the check counted every
// key as used once one t(`${…}`) existed). Declared here: a key or a key's dotted head named as a
// string (`'orders.units.long'`, `` `orderDocument.${key}` ``), the fixed tail of a key built
// from a record screen's prefix (`t(`${texts}.form.name`)` → `.form.name`, kit/README.md), and
// the server's keyed messages (`serverErrors.`, each id checked in server-messages.test).
const namedHeads = new Set([
  'serverErrors.',
  ...[...code, ...serverCode].flatMap((text) => [
    ...[...text.matchAll(/['`"]([a-z]\w*(?:\.[\w-]+)+)['`"]/g)].map((m) => m[1] ?? ''),
    ...[...text.matchAll(/`([a-z]\w*(?:\.[\w-]+)*)\.\$\{/g)].map((m) => `${m[1]}.`),
  ]),
]);
const builtTails = new Set(
  code.flatMap((text) =>
    [...text.matchAll(/`\$\{[^}]+\}((?:\.[\w-]+)+)\.?(?=`|\$\{)/g)].map((m) => m[1] ?? ''),
  ),
);
/** Whether code names a key some other way than t('…') or t(`prefix.${…}`). */
const namedOtherwise = (key: string) =>
  [...namedHeads].some(
    (head) => key === head || key.startsWith(head.endsWith('.') ? head : `${head}.`),
  ) || [...builtTails].some((tail) => key.endsWith(tail) || key.includes(`${tail}.`));

/** i18next's plural forms (`total_one`, `total_other`) are one key to the code (`total`). */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Every bundled key of a language, over all namespaces (top-level keys never repeat across them). */
const keysOf = (language: Language) => [
  ...new Set(
    namespaces.flatMap((namespace) =>
      bundledKeys(bundledResources[language][namespace]).map((key) =>
        key.replace(pluralSuffix, ''),
      ),
    ),
  ),
];

describe('interface texts', () => {
  it.each(supportedLanguages)('keeps each top-level key in one namespace in %s', (language) => {
    const tops = namespaces.flatMap((namespace) =>
      Object.keys(bundledResources[language][namespace]),
    );
    expect(tops.filter((key, index) => tops.indexOf(key) !== index)).toEqual([]);
  });

  it('finds the keys the console uses', () => {
    expect(staticKeys.size).toBeGreaterThan(5);
    expect([...dynamicPrefixes]).toContain('statuses.');
  });

  it.each(supportedLanguages)('has every key the code uses in %s', (language) => {
    const keys = new Set(keysOf(language));
    expect([...staticKeys].filter((key) => !keys.has(key))).toEqual([]);
    for (const prefix of dynamicPrefixes) {
      expect(
        [...keys].some((key) => key.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });

  // Issue 33, the last words, point 2: the server says its refusals in the reader's language
  // (serverErrors.*); a form's own copy of one ("*.form.nameTaken", "*.form.errors.*") is dead.
  it('keeps no per-form copy of a server refusal', () => {
    const copies = keysOf('en').filter(
      (key) =>
        /\.form\.(?:errors\.|\w*Taken$)/.test(key) &&
        !staticKeys.has(key) &&
        ![...dynamicPrefixes].some((prefix) => key.startsWith(prefix)),
    );
    expect(copies).toEqual([]);
  });

  it('has no bundled key that no code uses', () => {
    const unused = keysOf('en').filter(
      (key) =>
        !staticKeys.has(key) &&
        ![...dynamicPrefixes].some((prefix) => key.startsWith(prefix)) &&
        !namedOtherwise(key),
    );
    expect(unused).toEqual([]);
  }, 60_000); // reads every source file: seconds under npm test's load (ci32: over 5 s)
});
