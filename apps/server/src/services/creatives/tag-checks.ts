import { CACHEBUSTER, CLICK_MACRO } from '@adconsole/api/contracts';

// The tag's check itself lives in the contracts (`tag-check.ts`): the console runs it as the
// user types. Here: what only the server does with a tag's code.
export { checkTag } from '@adconsole/api/contracts';

// http: sources are refused (DOMAIN2 §5.2); the code itself is never changed.

/**
 * An address the tag loads over http: (a src, href or a URL in a script string), or the code
 * itself when it is a bare http: address (a VAST URL or image redirect: the player or the page
 * loads it as it stands, so it is refused like a src, not stored as INVALID).
 */
export function httpSource(code: string): string | undefined {
  return (
    /(?:src|href|data)\s*=\s*["']?\s*(http:\/\/[^\s"'>]+)/i.exec(code)?.[1] ??
    /["'](http:\/\/[^\s"']+)["']/i.exec(code)?.[1] ??
    /^\s*(http:\/\/\S+)\s*$/i.exec(code)?.[1]
  );
}

/**
 * The code as the preview renders it: the macros filled with harmless values (a click goes
 * nowhere, the cache-buster is a number), so the vendor's script runs as on a page.
 */
export function previewCode(code: string): string {
  const cachebuster = String(Math.floor(Math.random() * 1e12));
  return code
    .replace(new RegExp(CLICK_MACRO.source, 'g'), 'about:blank#')
    .replace(new RegExp(CACHEBUSTER.source, 'g'), cachebuster)
    .replace(/\$\{GDPR_APPLIES\}/g, '0')
    .replace(/\$\{GDPR_CONSENT_\d+\}/g, '');
}
