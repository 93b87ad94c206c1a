import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { idSchema } from './paging.ts';
import { multilineText, positiveInt, timestamp } from './primitives.ts';
import { versionSchema } from './resource.ts';

// /publishers/ads-config (issue 39; spec 1 §2.12 "ads-config", role CONFIGURE_ADS_TXT; DOMAIN §6
// AdsTxtConfig; IAB Tech Lab ads.txt 1.1): the ads.txt a publisher keeps for each of its
// websites, edited as the file's text, with the check of the lines the houses that sell the
// website require (their seller seats) and of the lines the file does not read as ads.txt.

/** The variables of ads.txt 1.1 (§3.5). */
export const ADS_TXT_VARIABLES = [
  'CONTACT',
  'SUBDOMAIN',
  'INVENTORYPARTNERDOMAIN',
  'OWNERDOMAIN',
  'MANAGERDOMAIN',
] as const;
export const ADS_TXT_RELATIONSHIPS = ['DIRECT', 'RESELLER'] as const;
/** The longest file the editor keeps (the IAB's crawlers read at least 500 kB; ours are short). */
export const ADS_TXT_MAX_LENGTH = 65536;

export interface AdsTxtRecord {
  /** 1-based line of the file. */
  line: number;
  domain: string;
  accountId: string;
  relationship: (typeof ADS_TXT_RELATIONSHIPS)[number];
  certificationAuthorityId: string | null;
}

export interface AdsTxtParsed {
  records: AdsTxtRecord[];
  variables: { line: number; name: (typeof ADS_TXT_VARIABLES)[number]; value: string }[];
  /** Lines that are neither empty, a comment, a record nor a known variable (1-based). */
  invalidLines: number[];
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const ACCOUNT = /^[^\s,;#]{1,200}$/;

/**
 * Reads an ads.txt file as IAB ads.txt 1.1 does: `#` starts a comment; a record is "domain,
 * account id, DIRECT|RESELLER[, certification authority id]" with an optional extension after
 * `;`; a variable is `NAME=value`. Fields are trimmed; the domain and relationship are read
 * without regard to case.
 */
export function parseAdsTxt(content: string): AdsTxtParsed {
  const parsed: AdsTxtParsed = { records: [], variables: [], invalidLines: [] };
  content.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const text = (raw.split('#')[0] ?? '').trim();
    if (text === '') return;
    const equals = text.indexOf('=');
    const comma = text.indexOf(',');
    if (equals > 0 && (comma < 0 || equals < comma)) {
      const name = text.slice(0, equals).trim().toUpperCase();
      const value = text.slice(equals + 1).trim();
      const known = ADS_TXT_VARIABLES.find((variable) => variable === name);
      if (known && value !== '') parsed.variables.push({ line, name: known, value });
      else parsed.invalidLines.push(line);
      return;
    }
    const fields = (text.split(';')[0] ?? '').split(',').map((field) => field.trim());
    const [domain = '', accountId = '', relationship = '', authority] = fields;
    const kind = ADS_TXT_RELATIONSHIPS.find((value) => value === relationship.toUpperCase());
    if (
      (fields.length !== 3 && fields.length !== 4) ||
      !DOMAIN.test(domain) ||
      !ACCOUNT.test(accountId) ||
      !kind ||
      (authority !== undefined && !ACCOUNT.test(authority))
    ) {
      parsed.invalidLines.push(line);
      return;
    }
    parsed.records.push({
      line,
      domain: domain.toLowerCase(),
      accountId,
      relationship: kind,
      certificationAuthorityId: authority ?? null,
    });
  });
  return parsed;
}

/** A line a house that sells the website requires, and whether the file has it. */
export const adsTxtRequiredLineSchema = z.object({
  /** The record as it is written in ads.txt. */
  line: z.string(),
  domain: z.string(),
  accountId: z.string(),
  relationship: z.enum(ADS_TXT_RELATIONSHIPS),
  /** The company whose seller seat the line names (the publisher itself for DIRECT). */
  requiredBy: z.string(),
  present: z.boolean(),
});
export type AdsTxtRequiredLine = z.infer<typeof adsTxtRequiredLineSchema>;

/** One of the publisher's websites and its ads.txt. */
export const adsTxtSchema = z.object({
  websiteId: positiveInt(),
  websiteName: z.string(),
  websiteDomain: z.string(),
  /** The file's text; empty while none is kept. */
  content: z.string(),
  /** Null while none is kept (the first save sends null). */
  version: z.nullable(versionSchema),
  updatedAt: z.nullable(timestamp()),
  recordCount: z.int(),
  requiredLines: z.array(adsTxtRequiredLineSchema),
  invalidLines: z.array(z.int()),
});
export type AdsTxt = z.infer<typeof adsTxtSchema>;

export const adsTxtWriteSchema = z.strictObject({
  // Lines and tabs, no other control character (issue 35).
  content: multilineText(ADS_TXT_MAX_LENGTH),
  version: z.nullable(versionSchema),
});
export type AdsTxtWrite = z.infer<typeof adsTxtWriteSchema>;

const PATH = 'ws-publishers/ads-txt';

export const adsTxtEndpoints = {
  list: endpoint({
    method: 'GET',
    path: PATH,
    summary: "The caller's websites, each with its ads.txt and the lines it lacks",
    response: z.object({ items: z.array(adsTxtSchema) }),
  }),
  save: endpoint({
    method: 'PUT',
    path: `${PATH}/{websiteId}`,
    summary: "Keep a website's ads.txt",
    params: z.strictObject({ websiteId: idSchema }),
    body: adsTxtWriteSchema,
    response: adsTxtSchema,
  }),
};
