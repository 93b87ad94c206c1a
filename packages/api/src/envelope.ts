import { type SelectedCompany, selectedCompanySchema } from './contracts/company.ts';

/** Header that carries the selected company on every request (spec 1 §7). */
export const SELECTED_COMPANY_HEADER = 'X-Selected-Company';
/** Browser storage key of the bearer token (spec 1 §7). */
export const TOKEN_STORAGE_KEY = 'token';
/** The spec's "old If-Modified-Since date": every answer is fetched anew. */
export const STALE_IF_MODIFIED_SINCE = 'Mon, 26 Jul 1997 05:00:00 GMT';

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(encoded: string): string {
  const binary = atob(encoded);
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** id, companyUUID and companyRole encoded together as base64 (spec 1 §7). */
export function encodeSelectedCompany(company: SelectedCompany): string {
  const { id, companyUUID, companyRole } = company;
  return toBase64(JSON.stringify({ id, companyUUID, companyRole }));
}

/** The inverse of encodeSelectedCompany; undefined for anything that is not a valid company. */
export function decodeSelectedCompany(header: string): SelectedCompany | undefined {
  try {
    const parsed = selectedCompanySchema.safeParse(JSON.parse(fromBase64(header)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Trusted Types policies of the console (issue 35): the server's Content-Security-Policy
 * requires Trusted Types for scripts and lets the console create these and no others
 * (`trusted-types`); the console creates them in `apps/console/src/app/trustedTypes.ts`.
 * - `html`: HTML cleaned by DOMPurify (a mail preview, the template editor's content);
 * - `scriptUrl`: a script URL of the console's own origin (the PDF viewer's worker);
 * - `dompurify`: DOMPurify's own, with which it parses the HTML it cleans into an inert
 *   document and nothing else;
 * - `default`: what a library writes as a plain string: only the empty text react-aria's
 *   announcer clears itself with, and ProseMirror's pasted HTML, cleaned like `html`.
 */
export const TRUSTED_TYPES_POLICIES = {
  html: 'adconsole-html',
  scriptUrl: 'adconsole-script-url',
  dompurify: 'dompurify',
  default: 'default',
} as const;
