import { describe, expect, it } from 'vitest';
import {
  BIDDER_PARAMS,
  bucketIssues,
  lineItemsOf,
  PRICE_PRESETS,
  priceBucketOf,
  TEST_BIDDER_PATH,
} from './header-tag-rules.ts';

describe('price buckets (DOMAIN2 §4.4)', () => {
  it('puts a 2.37 bid at medium 2.30, dense 2.37, auto 2.35 and caps 25.00 on medium at 20.00', () => {
    expect(priceBucketOf(2.37, PRICE_PRESETS.medium)).toBe('2.30');
    expect(priceBucketOf(2.37, PRICE_PRESETS.dense)).toBe('2.37');
    expect(priceBucketOf(2.37, PRICE_PRESETS.auto)).toBe('2.35');
    expect(priceBucketOf(25, PRICE_PRESETS.medium)).toBe('20.00');
    expect(priceBucketOf(2.37, PRICE_PRESETS.low)).toBe('2.00');
    expect(priceBucketOf(8.77, PRICE_PRESETS.dense)).toBe('8.50');
  });

  it('applies the currency multiplier as Prebid does', () => {
    expect(priceBucketOf(2.37, PRICE_PRESETS.medium, 2)).toBe('2.20');
  });

  it('counts the line items a granularity needs: about 200 for medium', () => {
    expect(lineItemsOf(PRICE_PRESETS.medium)).toBe(200);
    expect(lineItemsOf(PRICE_PRESETS.low)).toBe(10);
    expect(lineItemsOf(PRICE_PRESETS.dense)).toBe(300 + 100 + 24);
  });

  it('refuses custom buckets that overlap, leave a gap or are not monotonic', () => {
    expect(
      bucketIssues([
        { min: 0, max: 5, increment: 0.1 },
        { min: 5, max: 10, increment: 0.5 },
      ]),
    ).toEqual([]);
    expect(
      bucketIssues([
        { min: 0, max: 5, increment: 0.1 },
        { min: 4, max: 10, increment: 0.5 },
      ]),
    ).toEqual([{ index: 1, field: 'min', message: 'serverErrors.priceBucketsOverlap' }]);
    expect(
      bucketIssues([
        { min: 0, max: 5, increment: 0.1 },
        { min: 5, max: 3, increment: 0.5 },
      ]).map((issue) => issue.message),
    ).toContain('serverErrors.priceBucketsNotMonotonic');
    expect(
      bucketIssues([
        { min: 0, max: 5, increment: 0.1 },
        { min: 6, max: 10, increment: 0.5 },
      ]),
    ).toEqual([{ index: 1, field: 'min', message: 'serverErrors.priceBucketsGap{"from":"5.00"}' }]);
    expect(bucketIssues([{ min: 0, max: 1, increment: 2 }])).toEqual([
      { index: 0, field: 'increment', message: 'serverErrors.priceBucketIncrement' },
    ]);
  });
});

describe('bidder params', () => {
  it('checks each bidder against its own schema', () => {
    expect(BIDDER_PARAMS.appnexus.safeParse({ placementId: 13144370 }).success).toBe(true);
    expect(BIDDER_PARAMS.appnexus.safeParse({ placementId: 'x' }).success).toBe(false);
    expect(BIDDER_PARAMS.rubicon.safeParse({ accountId: 1, siteId: 2 }).success).toBe(false);
    expect(BIDDER_PARAMS.ix.safeParse({ siteId: '123', extra: 1 }).success).toBe(false);
    const local = { sid: 'a', token: 'b' };
    expect(
      BIDDER_PARAMS.rixengine.safeParse({ ...local, endpoint: 'http://evil.example/x' }).success,
    ).toBe(false);
    expect(
      BIDDER_PARAMS.rixengine.safeParse({ ...local, endpoint: 'http://127.0.0.1:3000/x' }).success,
    ).toBe(true);
    expect(BIDDER_PARAMS.algorix.safeParse({ ...local, endpoint: TEST_BIDDER_PATH }).success).toBe(
      true,
    );
  });

  it('validates every bidder of the list: its params pass, none missing, no unknown field, no wrong type', () => {
    // One valid sample per bidder; a bidder added to BIDDER_PARAMS without one fails here.
    const samples: Record<keyof typeof BIDDER_PARAMS, Record<string, unknown>> = {
      appnexus: { placementId: 13144370 },
      rubicon: { accountId: 1, siteId: 2, zoneId: 3 },
      ix: { siteId: '123456' },
      pubmatic: { publisherId: '156209', adSlot: 'pubmatic_test' },
      criteo: { networkId: 4902 },
      rixengine: { endpoint: TEST_BIDDER_PATH, sid: 'alpha-1.85', token: 't' },
      algorix: { endpoint: TEST_BIDDER_PATH, sid: 'beta-2.37', token: 't' },
    };
    expect(Object.keys(samples).sort()).toEqual(Object.keys(BIDDER_PARAMS).sort());
    for (const [bidder, schema] of Object.entries(BIDDER_PARAMS)) {
      const sample = samples[bidder as keyof typeof BIDDER_PARAMS];
      expect(schema.safeParse(sample).success, `${bidder} valid`).toBe(true);
      expect(schema.safeParse({ ...sample, unknown: 1 }).success, `${bidder} unknown`).toBe(false);
      expect(schema.safeParse({}).success, `${bidder} empty`).toBe(false);
      for (const field of Object.keys(sample)) {
        const wrong = { ...sample, [field]: { nested: true } };
        expect(schema.safeParse(wrong).success, `${bidder}.${field} wrong type`).toBe(false);
      }
    }
  });
});
