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
});
