import { createHash } from 'node:crypto';
import type {
  ConfigChange,
  DisableRule,
  DynamicPlacement,
  GranularitySetting,
  HeaderTagSettings,
  RawScript,
} from '@adconsole/api/contracts';
import type { OrtbDeal } from './deals.ts';
import { RUNTIME } from './runtime.ts';

// The generated configuration of a header tag (issue 41, DOMAIN2 §4) and the file it is served
// as. Pure: the same rows give the same bytes, so a version's diff shows only what people changed.

/** The Prebid.js the server bundles (apps/server/package.json). */
export const PREBID_VERSION = '11.36.0';

export interface TagSource {
  domain: string;
  settings: HeaderTagSettings;
  disableRules: DisableRule[];
  dynamicPlacements: DynamicPlacement[];
  rawScripts: RawScript[];
  placements: {
    code: string;
    mediaType: string;
    sizes: string[];
    video: Record<string, unknown> | null;
    labels: string[];
    preloadGroup: string | null;
    floor: number | null;
    bids: { bidder: string; params: Record<string, unknown> }[];
    /** The placement's deals, highest priority first (deals.ts). */
    deals: OrtbDeal[];
  }[];
  bidders: {
    name: string;
    bidderCode: string;
    alias: string | null;
    cpmAdjustmentPercent: number;
    storageAllowed: boolean;
    userSync: boolean;
  }[];
  floorRule: {
    fields: string[];
    values: { key: string; floor: number }[];
    defaultFloor: number | null;
    enforceJS: boolean;
    floorDeals: boolean;
    bidAdjustment: boolean;
    excludedBidders: string[];
  } | null;
}

const sizePair = (size: string) => size.split('x').map(Number);

/** A granularity as Prebid's setConfig takes it: a preset's name or `{ buckets }`. */
function granularity(setting: GranularitySetting) {
  if (setting.preset !== 'custom') return setting.preset;
  return {
    buckets: setting.buckets.map(({ max, increment, precision }) =>
      precision === undefined ? { max, increment } : { max, increment, precision },
    ),
  };
}

/** The configuration a version stores and its file applies. */
export function generateConfig(source: TagSource) {
  const { settings } = source;
  const modules = new Set(settings.modules);
  const floors =
    source.floorRule && modules.has('PRICE_FLOORS')
      ? {
          enforcement: {
            enforceJS: source.floorRule.enforceJS,
            floorDeals: source.floorRule.floorDeals,
            bidAdjustment: source.floorRule.bidAdjustment,
            // Bidders left out of floors (Prebid.js #10410): no floor is signalled to them.
            ...(source.floorRule.excludedBidders.length > 0
              ? { noFloorSignalBidders: source.floorRule.excludedBidders }
              : {}),
          },
          data: {
            currency: settings.currency.adServerCurrency,
            schema: { fields: source.floorRule.fields, delimiter: '|' },
            values: Object.fromEntries(
              source.floorRule.values.map((value) => [value.key, value.floor]),
            ),
            ...(source.floorRule.defaultFloor === null
              ? {}
              : { default: source.floorRule.defaultFloor }),
          },
        }
      : undefined;
  return {
    website: source.domain,
    prebidVersion: PREBID_VERSION,
    frameTitle: 'Advertisement',
    prebid: {
      bidderTimeout: settings.timeoutMs,
      enableSendAllBids: settings.sendAllBids,
      priceGranularity: granularity(settings.granularity),
      ...(settings.videoGranularity
        ? { mediaTypePriceGranularity: { video: granularity(settings.videoGranularity) } }
        : {}),
      ...(modules.has('CURRENCY')
        ? {
            currency: {
              adServerCurrency: settings.currency.adServerCurrency,
              granularityMultiplier: settings.currency.granularityMultiplier,
            },
          }
        : {}),
      userSync: {
        syncEnabled: settings.userSync.enabled,
        syncsPerBidder: settings.userSync.syncsPerBidder,
        syncDelay: settings.userSync.syncDelayMs,
        filterSettings: {
          image: {
            bidders: source.bidders.filter((bidder) => bidder.userSync).map((b) => b.name),
            filter: 'include',
          },
          ...(settings.userSync.iframe
            ? {
                iframe: {
                  bidders: source.bidders.filter((bidder) => bidder.userSync).map((b) => b.name),
                  filter: 'include',
                },
              }
            : {}),
        },
      },
      ...(settings.consent.enabled && modules.has('TCF')
        ? {
            consentManagement: {
              gdpr: {
                cmpApi: 'iab',
                timeout: settings.consent.timeoutMs,
                defaultGdprScope: settings.consent.defaultGdprScope,
              },
            },
          }
        : {}),
      ...(floors ? { floors } : {}),
    },
    aliases: source.bidders
      .filter((bidder) => bidder.alias)
      .map((bidder) => ({ alias: bidder.alias as string, bidderCode: bidder.bidderCode })),
    bidderSettings: Object.fromEntries(
      source.bidders.map((bidder) => [
        bidder.name,
        {
          storageAllowed: bidder.storageAllowed,
          cpmAdjustmentPercent: bidder.cpmAdjustmentPercent,
        },
      ]),
    ),
    adUnits: source.placements.map((placement) => ({
      code: placement.code,
      group: placement.preloadGroup ?? '',
      mediaTypes:
        placement.mediaType === 'VIDEO' && placement.video
          ? {
              video: {
                ...placement.video,
                playerSize: [sizePair(String(placement.video.playerSize))],
              },
            }
          : { banner: { sizes: placement.sizes.map(sizePair) } },
      ...(placement.labels.length > 0 ? { labelAny: placement.labels } : {}),
      ...(placement.floor === null
        ? {}
        : {
            floors: {
              currency: settings.currency.adServerCurrency,
              schema: { fields: ['mediaType'] },
              values: { '*': placement.floor },
            },
          }),
      // The deals as OpenRTB's imp.pmp (2.5 §3.2.11): Prebid's ORTB adapters merge the ad unit's
      // ortb2Imp into each imp; private_auction 0, as the placement also sells in the open
      // auction. The runtime leaves out a deal outside its days (ext.start, ext.end).
      ...(placement.deals.length > 0
        ? { ortb2Imp: { pmp: { private_auction: 0, deals: placement.deals } } }
        : {}),
      bids: placement.bids.map((bid) => ({ bidder: bid.bidder, params: bid.params })),
    })),
    groups: [
      { name: '', timeoutMs: settings.timeoutMs },
      ...settings.preloadGroups.map((group) => ({ name: group.name, timeoutMs: group.timeoutMs })),
    ],
    disableRules: source.disableRules
      .filter((rule) => rule.active)
      .map(({ scope, placementCode, urlPattern, device }) => ({
        scope,
        placementCode,
        urlPattern,
        device,
      })),
    dynamicPlacements: source.dynamicPlacements
      .filter((placement) => placement.active)
      .map(({ active: _active, ...placement }) => placement),
    rawScripts: source.rawScripts
      .filter((script) => script.active)
      .map(({ name, code, priority, vendorIds }) => ({ name, code, priority, vendorIds })),
  };
}
export type GeneratedConfig = ReturnType<typeof generateConfig>;

/** The whole served file of a version: the runtime around the configuration. */
export function tagScript(config: GeneratedConfig, versionNumber: number): string {
  const banner = `/* adnz header tag · ${config.website} · version ${versionNumber} · Prebid.js ${config.prebidVersion} */\n`;
  // A function as replacement: `$` in the JSON (a raw script's code) stays as it is.
  return banner + RUNTIME.replace('__CONFIG__', () => JSON.stringify(config));
}

/** The file's ETag: strong, of its bytes (a rollback serves the old bytes and so the old tag). */
export const etagOf = (script: string) =>
  `"${createHash('sha256').update(script).digest('base64url').slice(0, 27)}"`;

/**
 * Leaves the configuration repeats from another one: the main auction's group takes the tag's
 * timeout (`groups.0` is the group without a name, always first), which Prebid also gets as
 * `bidderTimeout`. One setting changed is one change (a stranger saw one timeout edit counted
 * as two), so such a leaf is left out where its source changed alike.
 */
const REPEATED_LEAVES: Record<string, string> = { 'groups.0.timeoutMs': 'prebid.bidderTimeout' };

/**
 * What changed between two configurations, by dotted path of the leaves that differ
 * (arrays by index, ad units by their code, bids by their bidder); `before` undefined for a first
 * version. The console words each path (`features/header-tag/changeLabel.ts`).
 */
export function configChanges(before: unknown, after: unknown): ConfigChange[] {
  return withoutRepeatedLeaves(leafChanges(before, after));
}

/** The changes less the repeated leaves (also of versions stored before this rule). */
export function withoutRepeatedLeaves(changes: ConfigChange[]): ConfigChange[] {
  const byPath = new Map(changes.map((change) => [change.path, change]));
  return changes.filter((change) => {
    const source = byPath.get(REPEATED_LEAVES[change.path] ?? '');
    return !(source && source.before === change.before && source.after === change.after);
  });
}

function leafChanges(before: unknown, after: unknown, path = ''): ConfigChange[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const isNode = (value: unknown) => typeof value === 'object' && value !== null;
  if (!isNode(before) || !isNode(after) || Array.isArray(before) !== Array.isArray(after))
    return [{ path: path || '(all)', before: before ?? null, after: after ?? null }];
  // Ad units by their code, an ad unit's bids by their bidder (unique in a unit), so a path
  // names what a person knows (`adUnits.top-1.bids.demoBeta.params.sid`); other lists by index.
  const keyOf = (item: unknown, index: number) => {
    const { code, bidder } = (isNode(item) ? item : {}) as { code?: unknown; bidder?: unknown };
    if (typeof code === 'string') return code;
    return typeof bidder === 'string' ? bidder : String(index);
  };
  const keyed = (value: object) =>
    Array.isArray(value)
      ? Object.fromEntries(value.map((item, index) => [keyOf(item, index), item]))
      : (value as Record<string, unknown>);
  const left = keyed(before as object);
  const right = keyed(after as object);
  // In the new configuration's order (jsonb keeps its keys in an order of its own).
  const keys = [...new Set([...Object.keys(right), ...Object.keys(left)])];
  return keys.flatMap((key) => leafChanges(left[key], right[key], path ? `${path}.${key}` : key));
}
