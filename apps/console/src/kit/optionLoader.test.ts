import { describe, expect, it } from 'vitest';
import { optionLoader } from './optionLoader.ts';

// Issue 34: the lookups' loaders share one shape (the typed text trimmed, nothing for the first
// page of everything, page 0 at the lookup's limit, the items as options).
describe('optionLoader', () => {
  const calls: unknown[] = [];
  const load = optionLoader(
    async (text, page) => {
      calls.push({ text, page });
      return { items: [{ id: 7, name: 'Migros' }] };
    },
    (item) => ({ id: String(item.id), label: item.name }),
  );
  const context = { signal: new AbortController().signal, limit: 20 };

  it('sends the trimmed text with the first page and answers options', async () => {
    expect(await load('  Mig ', context)).toEqual([{ id: '7', label: 'Migros' }]);
    expect(calls.at(-1)).toEqual({ text: 'Mig', page: { page: 0, limit: 20 } });
  });

  it('sends no text for a blank search', async () => {
    await load('   ', context);
    expect(calls.at(-1)).toEqual({ text: undefined, page: { page: 0, limit: 20 } });
  });
});
