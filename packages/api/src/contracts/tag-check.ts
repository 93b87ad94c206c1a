import type { TagFinding, ThirdPartyTagStatus } from './ad-tags.ts';

// The check of a third-party tag (DOMAIN2 §5.2): its vendor from the hosts it loads, its click
// and cache-buster macros (Xandr's and GAM's) and a format that fits its code. One home for the
// rule (issue 38): the server stores its answer with a tag and checks a creative's tag with it,
// the console shows it as the user types, in the lists and in the approval queue.

export type TagVendor = 'CM360' | 'ADFORM' | 'FLASHTALKING' | 'OTHER';
export type TagFormat = 'JS' | 'IFRAME' | 'IMG_REDIRECT' | 'VAST_URL';

// The ad servers' own hosts (and CM360's `dcmads` tag class): CM360 serves from doubleclick.net
// and its assets from 2mdn.net; Adform from adform.net and adformdsp.net; Flashtalking from
// flashtalking.com (servedby., cdn.). Any other host is OTHER.
const VENDORS: readonly [TagVendor, RegExp][] = [
  ['CM360', /\b(?:doubleclick\.net|2mdn\.net|dcmads|googletagservices\.com\/dcm)\b/i],
  ['ADFORM', /\badform(?:dsp)?\.net\b/i],
  ['FLASHTALKING', /\bflashtalking\.com\b/i],
];

/** The click macros of Xandr and GAM/AdX. */
export const CLICK_MACRO = /\$\{CLICK_URL(?:_ENC)?\}|%%CLICK_URL_(?:UNESC|ESC)%%/;
/** The cache-busters of Xandr and GAM/AdX. */
export const CACHEBUSTER = /\$\{CACHEBUSTER\}|%%CACHEBUSTER%%/;

export interface TagCheck {
  vendorDetected: TagVendor;
  clickMacroPresent: boolean;
  cachebusterPresent: boolean;
  status: ThirdPartyTagStatus;
  findings: TagFinding[];
}

/** Whether the code is of its declared format. */
function fitsFormat(format: TagFormat, code: string): boolean {
  const text = code.trim();
  switch (format) {
    case 'JS':
      return /<script\b/i.test(text);
    case 'IFRAME':
      return /<iframe\b/i.test(text);
    case 'IMG_REDIRECT':
      return /<img\b/i.test(text) || /^https:\/\/\S+$/i.test(text);
    case 'VAST_URL':
      return /^https:\/\/\S+$/i.test(text);
  }
}

/**
 * The format a creative's tag is taken for (the creative form asks none): an `<iframe>` without
 * a script is an IFRAME tag, an `<img>` or a bare https address an image redirect, else JS.
 */
export function tagFormatOf(code: string): TagFormat {
  const text = code.trim();
  if (/<script\b/i.test(text)) return 'JS';
  if (/<iframe\b/i.test(text)) return 'IFRAME';
  if (/<img\b/i.test(text) || /^https:\/\/\S+$/i.test(text)) return 'IMG_REDIRECT';
  return 'JS';
}

/** A stored creative's tag checked as its own format (null for a creative without a tag). */
export function creativeTagCheck(
  code: string | null,
): Pick<TagCheck, 'status' | 'findings'> | null {
  if (!code) return null;
  const { status, findings } = checkTag(tagFormatOf(code), code);
  return { status, findings };
}

/** Checks a tag: INVALID when its code is not of its format, WARN when a macro is missing. */
export function checkTag(format: TagFormat, code: string, draft = false): TagCheck {
  const vendorDetected = VENDORS.find(([, pattern]) => pattern.test(code))?.[0] ?? 'OTHER';
  const clickMacroPresent = CLICK_MACRO.test(code);
  const cachebusterPresent = CACHEBUSTER.test(code);
  const findings: TagFinding[] = [];
  if (!fitsFormat(format, code)) findings.push('FORMAT_MISMATCH');
  // A VAST address carries no click macro: the player's clicks are the VAST's own.
  if (!clickMacroPresent && format !== 'VAST_URL') findings.push('NO_CLICK_MACRO');
  if (!cachebusterPresent) findings.push('NO_CACHEBUSTER');
  const status: ThirdPartyTagStatus = draft
    ? 'DRAFT'
    : findings.includes('FORMAT_MISMATCH')
      ? 'INVALID'
      : findings.length > 0
        ? 'WARN'
        : 'VALID';
  return { vendorDetected, clickMacroPresent, cachebusterPresent, status, findings };
}
