import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memoryStorage.ts';
import { clearSavedListFilters, LIST_FILTERS_PREFIX } from './storage.ts';

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
