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
