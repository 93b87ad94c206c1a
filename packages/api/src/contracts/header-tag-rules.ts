import { z } from 'zod/mini';
import { serverMessage } from './messages.ts';
import { text } from './primitives.ts';

// The header tag's rules both sides read (issue 41, DOMAIN2 §4): Prebid.js's price buckets
// (read from its `src/cpmBucketManager.ts`, 11.36.0), the check of custom buckets, the line
// items a granularity needs in the ad server, and the params of each bidder the wrapper offers.

/** A price bucket: bids from `min` up to `max` rounded down to steps of `increment`. */
export interface PriceBucket {
  min: number;
  max: number;
  increment: number;
  precision?: number;
}

export const GRANULARITY_PRESETS = ['low', 'medium', 'high', 'dense', 'auto'] as const;
export type GranularityPreset = (typeof GRANULARITY_PRESETS)[number];
export const GRANULARITIES = [...GRANULARITY_PRESETS, 'custom'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

/** Prebid's presets as they are in its source (each bucket starts at the one before's max). */
export const PRICE_PRESETS: Record<GranularityPreset, readonly PriceBucket[]> = {
  low: [{ min: 0, max: 5, increment: 0.5 }],
  medium: [{ min: 0, max: 20, increment: 0.1 }],
  high: [{ min: 0, max: 20, increment: 0.01 }],
  dense: [
    { min: 0, max: 3, increment: 0.01 },
    { min: 3, max: 8, increment: 0.05 },
    { min: 8, max: 20, increment: 0.5 },
  ],
  auto: [
    { min: 0, max: 5, increment: 0.05 },
    { min: 5, max: 10, increment: 0.1 },
    { min: 10, max: 20, increment: 0.5 },
  ],
};

const DEFAULT_PRECISION = 2;

/**
 * The price bucket of a bid as Prebid.js writes it into `hb_pb` (its `getCpmStringValue` with
 * Math.floor): rounded down to the bucket's increment; a bid above the top bucket is capped at
 * its max. '' for no buckets.
 */
export function priceBucketOf(
  cpm: number,
  buckets: readonly PriceBucket[],
  multiplier = 1,
): string {
  if (buckets.length === 0 || !Number.isFinite(cpm)) return '';
  const top = buckets.reduce((highest, bucket) => (bucket.max > highest.max ? bucket : highest));
  if (cpm > top.max * multiplier)
    return (top.max * multiplier).toFixed(top.precision ?? DEFAULT_PRECISION);
  let floor = 0;
  for (const bucket of buckets) {
    if (cpm <= bucket.max * multiplier && cpm >= floor * multiplier) {
      const precision = bucket.precision ?? DEFAULT_PRECISION;
      const increment = bucket.increment * multiplier;
      const min = floor * multiplier;
      const pow = 10 ** (precision + 2);
      const steps = Math.floor((cpm * pow - min * pow) / (increment * pow));
      return Number((steps * increment + min).toFixed(10)).toFixed(precision);
    }
    floor = bucket.max;
  }
  return '';
}

/** How many price line items the buckets need in the ad server: one per step (and one at 0). */
export function lineItemsOf(buckets: readonly PriceBucket[]): number {
  return buckets.reduce(
    (sum, bucket) => sum + Math.round((bucket.max - bucket.min) / bucket.increment),
    0,
  );
}

export const priceBucketSchema = /* @__PURE__ */ z.strictObject({
  min: z.number().check(z.gte(0), z.lte(100_000)),
  max: z.number().check(z.gt(0), z.lte(100_000)),
  increment: z.number().check(z.gt(0), z.lte(100_000)),
  precision: z.optional(z.int().check(z.gte(0), z.lte(4))),
});

/**
 * Custom buckets (DOMAIN2 §4.2): each starts where the one before ends (Prebid knows no gaps:
 * a bucket's floor is the previous max), ends above its start, is no finer than a cent and
 * has an increment no wider than itself. Field errors on the bucket's field that is wrong.
 */
export function bucketIssues(
  buckets: readonly PriceBucket[],
): { index: number; field: 'min' | 'max' | 'increment'; message: string }[] {
  const issues: { index: number; field: 'min' | 'max' | 'increment'; message: string }[] = [];
  let previousMax = 0;
  buckets.forEach((bucket, index) => {
    if ((index > 0 && bucket.max <= previousMax) || bucket.max <= bucket.min)
      issues.push({ index, field: 'max', message: serverMessage('priceBucketsNotMonotonic') });
    if (bucket.min < previousMax)
      issues.push({ index, field: 'min', message: serverMessage('priceBucketsOverlap') });
    else if (bucket.min > previousMax)
      issues.push({
        index,
        field: 'min',
        message: serverMessage('priceBucketsGap', { from: previousMax.toFixed(2) }),
      });
    if (bucket.increment > bucket.max - bucket.min && bucket.max > bucket.min)
      issues.push({ index, field: 'increment', message: serverMessage('priceBucketIncrement') });
    previousMax = Math.max(previousMax, bucket.max);
  });
  return issues;
}

// --- Bidders: the params each takes (DOMAIN2 §4.2: checked against a schema per bidder) ---

const intId = () => z.int().check(z.positive(), z.lte(2_147_483_647));
const code = (max: number) => text(max).check(z.minLength(1), z.regex(/^\S+$/));
/** The server's own OpenRTB test bidder (deterministic bids), by its path: any port, any host. */
export const TEST_BIDDER_PATH = '/htag/test-bidder/openrtb2';
/**
 * An OpenRTB endpoint: https, http on the loopback, or the server's own test bidder by its path
 * (which the demo page reaches on the server that served it).
 */
const endpointUrl = () =>
  text(500).check(
    z.regex(
      /^((https:\/\/[^\s/]+|http:\/\/(127\.0\.0\.1|localhost)(:\d+)?)(\/\S*)?|\/htag\/test-bidder\/openrtb2)$/,
      serverMessage('httpsAddress'),
    ),
  );

/** The params of each bidder, as its Prebid.js adapter reads them (its `isBidRequestValid`). */
export const BIDDER_PARAMS = {
  appnexus: /* @__PURE__ */ z.strictObject({ placementId: intId() }),
  rubicon: /* @__PURE__ */ z.strictObject({ accountId: intId(), siteId: intId(), zoneId: intId() }),
  ix: /* @__PURE__ */ z.strictObject({ siteId: code(50) }),
  pubmatic: /* @__PURE__ */ z.strictObject({
    publisherId: code(50),
    adSlot: z.optional(code(200)),
  }),
  criteo: /* @__PURE__ */ z.strictObject({ networkId: intId() }),
  /** RixEngine's OpenRTB adapter (and its alias algorix): the demo's local test bidder. */
  rixengine: /* @__PURE__ */ z.strictObject({
    endpoint: endpointUrl(),
    sid: code(50),
    token: code(100),
  }),
  algorix: /* @__PURE__ */ z.strictObject({
    endpoint: endpointUrl(),
    sid: code(50),
    token: code(100),
  }),
} as const;
export const BIDDER_CODES = /* @__PURE__ */ Object.keys(
  BIDDER_PARAMS,
) as (keyof typeof BIDDER_PARAMS)[];
export type BidderCode = keyof typeof BIDDER_PARAMS;
/** The adapters the served Prebid.js bundle holds (the rest are configured, not yet bundled). */
export const BUNDLED_BIDDERS: readonly BidderCode[] = ['appnexus', 'rixengine', 'algorix'];
