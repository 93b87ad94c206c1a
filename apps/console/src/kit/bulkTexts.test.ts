import { describe, expect, it } from 'vitest';
import { bulkSummary } from './bulkTexts.ts';
import { translator } from './testTranslator.ts';

// Walk finding (print proofs, one row): "1 werden geändert". Each count of a bulk summary takes
// its own singular or plural, in all four languages.

describe('bulkSummary', () => {
  it('says one in the singular and several in the plural', async () => {
    const de = await translator('de');
    expect(bulkSummary(de, false, { done: 1, refused: 0 })).toBe('1 wird geändert, 0 abgelehnt.');
    expect(bulkSummary(de, false, { done: 2, refused: 1 })).toBe('2 werden geändert, 1 abgelehnt.');
    expect(bulkSummary(de, true, { done: 1, refused: 2 })).toBe('1 erledigt, 2 abgelehnt.');
    const fr = await translator('fr');
    expect(bulkSummary(fr, false, { done: 1, refused: 2 })).toBe('1 sera modifié, 2 refusés.');
    const it_ = await translator('it');
    expect(bulkSummary(it_, true, { done: 1, refused: 1 })).toBe('1 eseguito, 1 rifiutato.');
    const en = await translator('en');
    expect(bulkSummary(en, false, { done: 3, refused: 0 })).toBe(
      '3 will change, 0 will be refused.',
    );
  });
});
