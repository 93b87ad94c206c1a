import { describe, expect, test, vi } from 'vitest';
import { createCatalogue } from './catalogue.ts';
import { uiMessages } from './messages.ts';
import { uiCatalogue } from './uiCatalogue.ts';

describe('a catalogue loaded one language at a time (issue 36)', () => {
  test('loads a language once, on demand, and tells who listens', async () => {
    const loaders = {
      de: vi.fn(async () => ({ hello: 'Hallo' })),
      en: vi.fn(async () => ({ hello: 'Hello' })),
      fr: vi.fn(async () => ({ hello: 'Bonjour' })),
      it: vi.fn(async () => ({ hello: 'Ciao' })),
    };
    const catalogue = createCatalogue(loaders);
    const listener = vi.fn();
    catalogue.subscribe(listener);
    expect(catalogue.get('fr')).toBeUndefined();
    const [first, second] = await Promise.all([catalogue.load('fr'), catalogue.load('fr')]);
    expect(first).toEqual({ hello: 'Bonjour' });
    expect(second).toBe(first);
    expect(catalogue.get('fr')).toBe(first);
    expect(loaders.fr).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
    for (const other of [loaders.de, loaders.en, loaders.it]) expect(other).not.toHaveBeenCalled();
  });

  test('a failed load is tried again', async () => {
    let fails = true;
    const load = async () => {
      if (fails) throw new Error('offline');
      return 'texts';
    };
    const catalogue = createCatalogue({ de: load, en: load, fr: load, it: load });
    await expect(catalogue.load('it')).rejects.toThrow('offline');
    fails = false;
    await expect(catalogue.load('it')).resolves.toBe('texts');
  });

  test("ui's catalogue holds the same texts as the four-language table", async () => {
    for (const locale of ['de', 'en', 'fr', 'it'] as const) {
      expect(await uiCatalogue.load(locale)).toEqual(uiMessages[locale]);
    }
  });
});
