import { expect, test } from 'vitest';
import { createI18n } from './createI18n.ts';
import { showTextOrigins, textOriginOf } from './inContext.ts';

test('marks each text with its namespace and key while on, and gives plain texts when off (issue 46)', async () => {
  const i18n = await createI18n({ language: 'de' });
  const plain = i18n.t('appName');
  expect(textOriginOf(plain)).toBeUndefined();
  let renders = 0;
  i18n.store.on('added', () => {
    renders += 1;
  });
  showTextOrigins(i18n, true);
  expect(renders).toBe(1);
  const marked = i18n.t('appName');
  expect(marked).not.toBe(plain);
  expect(textOriginOf(marked)).toEqual({
    origin: { namespace: 'common', key: 'appName' },
    text: plain,
  });
  // Followed by other text in the markup (a label and its colon), the origin is still found.
  expect(textOriginOf(`${marked}:`)?.origin.key).toBe('appName');
  showTextOrigins(i18n, false);
  expect(i18n.t('appName')).toBe(plain);
  expect(renders).toBe(2);
});

test('marks a plural by the key that was used, the one the translate service stores', async () => {
  const i18n = await createI18n({ language: 'de' });
  await i18n.loadNamespaces('frame');
  const key = Object.keys(i18n.getResourceBundle('de', 'frame') as object).length
    ? findPlural(i18n.getResourceBundle('de', 'frame') as Record<string, unknown>)
    : undefined;
  expect(key).toBeDefined();
  showTextOrigins(i18n, true);
  const marked = i18n.t(`frame:${key}`, { count: 2 });
  expect(textOriginOf(marked)?.origin).toEqual({ namespace: 'frame', key: `${key}_other` });
});

test('leaves a key without a text unmarked: there is no translation to open', async () => {
  const i18n = await createI18n({ language: 'de' });
  showTextOrigins(i18n, true);
  expect(textOriginOf(i18n.t('no.such.key'))).toBeUndefined();
});

/** The dotted path of the first plural (a key with `_one` and `_other`) in a namespace. */
function findPlural(tree: Record<string, unknown>, path: string[] = []): string | undefined {
  for (const [name, value] of Object.entries(tree)) {
    if (typeof value === 'object' && value) {
      const found = findPlural(value as Record<string, unknown>, [...path, name]);
      if (found) return found;
    } else if (name.endsWith('_other')) {
      return [...path, name.slice(0, -'_other'.length)].join('.');
    }
  }
  return undefined;
}
