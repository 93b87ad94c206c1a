import { ApiError } from '@adconsole/api';
import { describe, expect, it } from 'vitest';
import { translator } from '../../kit/testTranslator.ts';
import { minimumOrderText, withMinimumOrderText } from './minimumOrder.ts';

// Walk finding (self-booking, quantity 100): "The minimum order is 195 CPM" in English beside
// "Für dieses Produkt gibt es am Starttag keinen Preis", although the product has a price.

const underMinimum = (quantity = '1950') =>
  new ApiError(
    422,
    'Unprocessable Entity',
    {
      message: 'Validation failed',
      translationKey: 'VALIDATION_FAILED',
      fieldErrors: { quantity: `The minimum order is ${quantity} CPM` },
      formErrors: [],
    },
    'Validation failed',
  );

describe('the minimum order, in the reader’s language', () => {
  it('names the minimum with the unit’s label in all four languages, never "CPM"', async () => {
    const texts: string[] = [];
    for (const language of ['de', 'en', 'fr', 'it'] as const) {
      const text = minimumOrderText(await translator(language), language, underMinimum());
      expect(text).toContain("1'950");
      expect(text).not.toMatch(/CPM|minimum order is 1950/);
      texts.push(text as string);
    }
    expect(texts[0]).toBe("Die Mindestbestellung ist 1'950 Tausend Einblendungen.");
    expect(new Set(texts).size).toBe(4);
  });

  it('is the field error of a save; other failures stay as they were', async () => {
    const t = await translator('de');
    const translated = withMinimumOrderText(t, 'de', underMinimum('195')) as {
      body: { fieldErrors: Record<string, string> };
    };
    expect(translated.body.fieldErrors.quantity).toBe(
      'Die Mindestbestellung ist 195 Tausend Einblendungen.',
    );
    const other = new ApiError(409, 'Conflict', { message: 'x', translationKey: 'X' }, 'x');
    expect(withMinimumOrderText(t, 'de', other)).toBe(other);
    expect(minimumOrderText(t, 'de', other)).toBeUndefined();
  });
});
