import type { TFunction } from 'i18next';

// A version's change in words (issue 41: a stranger found `bidders[2].params.placementId` where
// a person reads "Placement top-1 › Bidder demoBeta › Parameter sid"). The server's diff names
// each change by the dotted path of the generated configuration (`configChanges` of the server's
// header-tag/generate.ts): ad units by their code, their bids by their bidder (by index in
// versions published before), other lists by index. Each known part of the path becomes words;
// what lies deeper than the words reach is the part's value, shown before → after.

const P = 'headerTag.versions.paths';

const FORM = 'headerTag.tags.form.settings';
/**
 * Prebid's settings by the tag form's labels where the form has one, else by a word of their
 * own: the first one a path reaches wins (`prebid.userSync.filterSettings…` is the user sync).
 */
const PREBID: readonly (readonly [string, string])[] = [
  ['bidderTimeout', `${FORM}.timeoutMs`],
  ['enableSendAllBids', `${FORM}.sendAllBids`],
  ['priceGranularity', `${FORM}.granularity.preset`],
  ['mediaTypePriceGranularity', `${P}.prebid.mediaTypePriceGranularity`],
  ['currency.granularityMultiplier', `${FORM}.currency.granularityMultiplier`],
  ['currency', `${P}.prebid.currency`],
  ['userSync.syncEnabled', `${FORM}.userSync.enabled`],
  ['userSync', `${P}.prebid.userSync`],
  ['consentManagement.gdpr.timeout', `${FORM}.consent.timeoutMs`],
  ['consentManagement', `${FORM}.consent.enabled`],
  ['floors', `${FORM}.floors`],
];

const isIndex = (segment: string | undefined) => segment !== undefined && /^\d+$/.test(segment);

/** The words of a change's path, each part a label ("Placement top-1", "Bidder demoBeta"). */
export function changeWords(t: TFunction, path: string): string[] {
  // A part without a word of its own ('' by default) reads as "other setting".
  const word = (key: string, values: Record<string, unknown> = {}) =>
    t(key, { ...values, defaultValue: '' });
  const parts = path.split('.');
  const [first = '', second, third, fourth, ...rest] = parts;
  if (first === '(all)') return [t(`${P}.all`)];
  if (first === 'prebid') {
    const joined = parts.slice(1).join('.');
    const known = PREBID.find(([key]) => joined === key || joined.startsWith(`${key}.`));
    return [t(known?.[1] ?? `${P}.prebid.other`)];
  }
  const top = word(`${P}.top.${first}`);
  if (!top) return [t(`${P}.other`)];
  if (second === undefined) return [top];
  if (first === 'adUnits') {
    const unit = [t(`${P}.adUnit`, { code: second })];
    const part = third === undefined ? '' : word(`${P}.unitPart.${third}`);
    if (third !== 'bids' || fourth === undefined) return part ? [...unit, part] : unit;
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
    // The bidder form's labels.
    const setting = third === undefined ? '' : word(`headerTag.bidders.form.${third}`);
    return setting ? [bidder, setting] : [bidder];
  }
  // The first group is the main auction's (the tag's own timeout), the others preload groups.
  if (first === 'groups' && second === '0') return [t(`${P}.mainGroup`)];
  const entry = isIndex(second) ? word(`${P}.entry.${first}`, { number: Number(second) + 1 }) : '';
  return [entry || top];
}

/** The whole label of a change's path: its words joined as a trail. */
export const changeLabel = (t: TFunction, path: string) => changeWords(t, path).join(' › ');
