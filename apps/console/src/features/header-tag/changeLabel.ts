import type { TFunction } from 'i18next';

// A version's change in words (issue 41: a stranger found `bidders[2].params.placementId` where
// a person reads "Placement top-1 › Bidder demoBeta › Parameter sid"). The server's diff names
// each change by the dotted path of the generated configuration (`configChanges` of the server's
// header-tag/generate.ts): ad units by their code, their bids by their bidder (by index in
// versions published before), other lists by index. Each known part of the path becomes words;
// what lies deeper than the words reach is the part's value, shown before → after.

const P = 'headerTag.versions.paths';

/** The configuration's parts a path starts with, each with a label of its own. */
const TOP = new Set([
  'website',
  'prebidVersion',
  'frameTitle',
  'aliases',
  'bidderSettings',
  'adUnits',
  'groups',
  'disableRules',
  'dynamicPlacements',
  'rawScripts',
]);

/** Prebid's settings with a label: the first one a path reaches wins (`prebid.userSync.…`). */
const PREBID = [
  'bidderTimeout',
  'enableSendAllBids',
  'priceGranularity',
  'mediaTypePriceGranularity',
  'currency.granularityMultiplier',
  'currency',
  'userSync.syncEnabled',
  'userSync.syncsPerBidder',
  'userSync.syncDelay',
  'userSync',
  'consentManagement.gdpr.timeout',
  'consentManagement',
  'floors',
];

/** An ad unit's parts with a label. */
const UNIT_PARTS = new Set([
  'group',
  'mediaTypes',
  'labelAny',
  'floors',
  'ortb2Imp',
  'bids',
  'code',
]);
/** The lists of entries by index, labelled "Raw script 2". */
const LISTS = new Set(['aliases', 'groups', 'disableRules', 'dynamicPlacements', 'rawScripts']);

const isIndex = (segment: string | undefined) => segment !== undefined && /^\d+$/.test(segment);

/** The words of a change's path, each part a label ("Placement top-1", "Bidder demoBeta"). */
export function changeWords(t: TFunction, path: string): string[] {
  const parts = path.split('.');
  const [first, second, third, fourth, ...rest] = parts;
  if (first === '(all)' || first === undefined) return [t(`${P}.all`)];
  if (first === 'prebid') {
    const joined = parts.slice(1).join('.');
    const known = PREBID.find((key) => joined === key || joined.startsWith(`${key}.`));
    return [t(`${P}.prebid.${(known ?? 'other').replace(/\./g, '_')}`)];
  }
  if (!TOP.has(first)) return [t(`${P}.other`)];
  const words = [t(`${P}.top.${first}`)];
  if (second === undefined) return words;
  if (first === 'adUnits') {
    const unit = [t(`${P}.adUnit`, { code: second })];
    if (third === undefined || !UNIT_PARTS.has(third)) return unit;
    if (third !== 'bids' || fourth === undefined) return [...unit, t(`${P}.unitPart.${third}`)];
    const bidder = isIndex(fourth)
      ? t(`${P}.bidderNumber`, { number: Number(fourth) + 1 })
      : t(`${P}.bidder`, { name: fourth });
    const [kind, ...param] = rest;
    if (kind === 'params' && param.length > 0)
      return [...unit, bidder, t(`${P}.param`, { name: param.join('.') })];
    return [...unit, bidder];
  }
  if (first === 'bidderSettings') {
    const bidder = t(`${P}.bidder`, { name: second });
    return third === 'storageAllowed' || third === 'cpmAdjustmentPercent'
      ? [bidder, t(`${P}.bidderSetting.${third}`)]
      : [bidder];
  }
  // The first group is the main auction's (the tag's own timeout), the others preload groups.
  if (first === 'groups' && second === '0') return [t(`${P}.mainGroup`)];
  if (LISTS.has(first) && isIndex(second))
    return [t(`${P}.entry.${first}`, { number: Number(second) + 1 })];
  return words;
}

/** The whole label of a change's path: its words joined as a trail. */
export const changeLabel = (t: TFunction, path: string) => changeWords(t, path).join(' › ');
