import { ApiError } from '@adconsole/api';
import { describe, expect, it } from 'vitest';
import { minimumOrderText } from './minimumOrder.ts';

// Walk finding (self-booking, quantity 100): "The minimum order is 195 CPM" in English beside
// "Für dieses Produkt gibt es am Starttag keinen Preis", although the product has a price. The
// server says the minimum in the reader's language (orders.test › the minimum order); the quote
// shows that text as the cause.

const failure = (status: number, fieldErrors?: Record<string, string>) =>
  new ApiError(
    status,
    'Failed',
    { message: 'Validation failed', translationKey: 'VALIDATION_FAILED', fieldErrors },
    'Validation failed',
  );

describe('the minimum order of a quote', () => {
  it('is the server’s quantity error, as it said it', () => {
    const said = "Die Mindestbestellung ist 1'950 Tausend Einblendungen.";
    expect(minimumOrderText(failure(422, { quantity: said }))).toBe(said);
  });

  it('is nothing for another failure', () => {
    expect(minimumOrderText(failure(422, { productId: 'x' }))).toBeUndefined();
    expect(minimumOrderText(failure(409))).toBeUndefined();
  });
});
