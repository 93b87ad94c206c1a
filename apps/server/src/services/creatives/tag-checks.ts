import type { TagFinding, ThirdPartyTagStatus, ThirdPartyTagWrite } from '@adconsole/api/contracts';

// The check of a third-party tag (DOMAIN2 §5.2): its vendor from the hosts it loads, its click
// and cache-buster macros (Xandr's and GAM's), a format that fits its code, and http: sources,
// which are refused. The code itself is never changed.

type Vendor = 'CM360' | 'ADFORM' | 'FLASHTALKING' | 'OTHER';

const VENDORS: readonly [Vendor, RegExp][] = [
  ['CM360', /\b(?:ad\.doubleclick\.net|doubleclick\.net|dcmads|googletagservices\.com\/dcm)\b/i],
  ['ADFORM', /\badform\.net\b/i],
  ['FLASHTALKING', /\bflashtalking\.com\b/i],
];

/** The click macros of Xandr and GAM/AdX. */
const CLICK_MACRO = /\$\{CLICK_URL(?:_ENC)?\}|%%CLICK_URL_(?:UNESC|ESC)%%/;
/** The cache-busters of Xandr and GAM/AdX. */
const CACHEBUSTER = /\$\{CACHEBUSTER\}|%%CACHEBUSTER%%/;

/** An address the tag loads over http: (a src, href or a URL in a script string). */
export function httpSource(code: string): string | undefined {
  return (
    /(?:src|href|data)\s*=\s*["']?\s*(http:\/\/[^\s"'>]+)/i.exec(code)?.[1] ??
    /["'](http:\/\/[^\s"']+)["']/i.exec(code)?.[1]
  );
}

export interface TagCheck {
  vendorDetected: Vendor;
  clickMacroPresent: boolean;
  cachebusterPresent: boolean;
  status: ThirdPartyTagStatus;
  findings: TagFinding[];
}

/** Whether the code is of its declared format. */
function fitsFormat(format: ThirdPartyTagWrite['format'], code: string): boolean {
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

/** Checks a tag: INVALID when its code is not of its format, WARN when a macro is missing. */
export function checkTag(
  format: ThirdPartyTagWrite['format'],
  code: string,
  draft = false,
): TagCheck {
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

/**
 * The code as the preview renders it: the macros filled with harmless values (a click goes
 * nowhere, the cache-buster is a number), so the vendor's script runs as on a page.
 */
export function previewCode(code: string): string {
  const cachebuster = String(Math.floor(Math.random() * 1e12));
  return code
    .replace(/\$\{CLICK_URL(?:_ENC)?\}|%%CLICK_URL_(?:UNESC|ESC)%%/g, 'about:blank#')
    .replace(/\$\{CACHEBUSTER\}|%%CACHEBUSTER%%/g, cachebuster)
    .replace(/\$\{GDPR_APPLIES\}/g, '0')
    .replace(/\$\{GDPR_CONSENT_\d+\}/g, '');
}
