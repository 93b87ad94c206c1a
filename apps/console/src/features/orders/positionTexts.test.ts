import { PRICE_UNITS, PRICING_MODELS } from '@adconsole/api/contracts';
import { describe, expect, it } from 'vitest';
import { translator } from '../../kit/testTranslator.ts';
import { positionQuantity, unitLabel } from './positionTexts.ts';

// Issue 33, point 2: "CPM shows as a raw code in French/Italian and the German «TKP» has no
// explanation". Every pricing unit reads as its label in every language, wherever it shows: the
// positions (unitLabel), the price list, the pricing models and the offer PDF.

const languages = ['de', 'en', 'fr', 'it'] as const;

describe('pricing units, in the reader’s language', () => {
  it('label every unit in every list, form and document, never with its code', async () => {
    for (const language of languages) {
      const t = await translator(language);
      for (const unit of PRICE_UNITS) {
        for (const key of [
          `orders.units.${unit}`,
          `orders.units.long.${unit}`,
          `settingsCatalogue.prices.units.${unit}`,
          `orderDocument.units.${unit}`,
        ]) {
          const label = t(key, { defaultValue: '' });
          expect(label, `${language} ${key}`).not.toBe('');
          expect(label, `${language} ${key}`).not.toBe(unit);
        }
        expect(unitLabel(t, unit), `${language} ${unit}`).not.toBe(unit);
      }
      for (const model of PRICING_MODELS) {
        const label = t(`settingsCatalogue.products.pricingModels.${model}`, { defaultValue: '' });
        expect(label, `${language} ${model}`).not.toBe(model);
        // The acronym is explained: "TKP (pro 1000 Einblendungen)".
        if (model === 'CPM') expect(label).toMatch(/\((pro|per|pour) /);
      }
    }
  });

  it('says what a CPM quantity counts: thousands of impressions', async () => {
    expect(positionQuantity(await translator('de'), 'de', { quantity: 1500, unit: 'CPM' })).toBe(
      "1'500 Tsd. Einbl.",
    );
    expect(positionQuantity(await translator('fr'), 'fr', { quantity: 12, unit: 'CPM' })).toBe(
      '12 mille impr.',
    );
  });

  it('says a unit in the form of its count (issue 37: "2 forfait")', async () => {
    const fr = await translator('fr');
    expect(positionQuantity(fr, 'fr', { quantity: 1, unit: 'FLAT' })).toBe('1 forfait');
    expect(positionQuantity(fr, 'fr', { quantity: 2, unit: 'FLAT' })).toBe('2 forfaits');
    const de = await translator('de');
    expect(positionQuantity(de, 'de', { quantity: 1, unit: 'SPOTS' })).toBe('1 Spot');
    expect(positionQuantity(de, 'de', { quantity: 3, unit: 'WEEKS' })).toBe('3 Wochen');
    const italian = await translator('it');
    expect(positionQuantity(italian, 'it', { quantity: 2, unit: 'PIECES' })).toBe('2 pezzi');
  });
});
