import { describe, expect, it } from 'vitest';
import { clearSavedListFilters, LIST_FILTERS_PREFIX } from './storage.ts';

/** A Storage in memory, as the browser's sessionStorage behaves. */
function memoryStorage(entries: Record<string, string>): Storage {
  const values = new Map(Object.entries(entries));
  return {
    get length() {
      return values.size;
    },
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
}

describe('a company switch (spec 1 §4)', () => {
  it("clears every list screen's saved filters and nothing else", () => {
    const storage = memoryStorage({
      [`${LIST_FILTERS_PREFIX}sales-activities`]: '{"type":"CALL"}',
      [`${LIST_FILTERS_PREFIX}orders-digital`]: '{"search":"Migros"}',
      verificationEmail: 'anna@example.com',
    });
    clearSavedListFilters(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem('verificationEmail')).toBe('anna@example.com');
  });
});
