import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { sortOrderSchema } from './lists.ts';
import { idSchema, pageQueryShape } from './paging.ts';
import { day, trimmedText } from './primitives.ts';
import { idParamsSchema, readOnlyResourceEndpoints } from './resource.ts';
import { DOCUMENT_TYPES } from './values.ts';

export { DOCUMENT_TYPES, type DocumentType } from './values.ts';

// The agency dashboard's documents (issue 39; spec 1 §2.12 /dashboard/documents, agency and not
// post-ad-manager; DOMAIN2 §9.1): the offers, confirmations, invoices, credit notes and proofs
// sent or issued in the company's campaigns, archived once; a download is the archived file,
// byte for byte (its SHA-256 is the item's).

export const DOCUMENT_SORT_FIELDS = ['createdAt', 'number'] as const;

export const archivedDocumentSchema = z.object({
  id: z.int(),
  /** The document's number (the invoice's, or the campaign's number for an offer). */
  name: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  number: z.string(),
  campaignId: z.int(),
  campaignName: z.string(),
  createdAt: z.string(),
  /** The archived file's name and SHA-256; null until its first download made it. */
  fileName: z.string(),
  sha256: z.nullable(z.string()),
});
export type ArchivedDocument = z.infer<typeof archivedDocumentSchema>;

export const documentFiltersSchema = z.strictObject({
  companyId: z.optional(idSchema),
  campaignId: z.optional(idSchema),
  type: z.optional(z.enum(DOCUMENT_TYPES)),
  createdFrom: z.optional(day()),
  createdTo: z.optional(day()),
  sort: z._default(z.enum(DOCUMENT_SORT_FIELDS), 'createdAt'),
  order: z._default(sortOrderSchema, 'DESC'),
});

/**
 * A campaign of the documents' filter (s15 stranger: two "Garage Müller Ostern 2026", the first
 * with no document): one that has documents, with what tells it apart.
 */
export const documentCampaignSchema = z.object({
  id: z.int(),
  name: z.string(),
  advertiserName: z.nullable(z.string()),
  startDate: z.nullable(z.string()),
  endDate: z.nullable(z.string()),
});
export type DocumentCampaign = z.infer<typeof documentCampaignSchema>;

const PATH = 'ws-dashboard/documents';

export const documentEndpoints = /* @__PURE__ */ (() => ({
  ...readOnlyResourceEndpoints({
    path: PATH,
    noun: 'document',
    item: archivedDocumentSchema,
    filters: documentFiltersSchema,
  }),
  campaigns: endpoint({
    method: 'GET',
    path: `${PATH}/campaigns`,
    summary:
      'The campaigns of the acting company that have documents, by name, number or advertiser: the filter’s options',
    query: z.strictObject({
      companyId: z.optional(idSchema),
      searchQuery: z.optional(trimmedText(100)),
      ...pageQueryShape(20),
    }),
    response: z.object({ items: z.array(documentCampaignSchema) }),
  }),
  file: endpoint({
    method: 'GET',
    path: `${PATH}/{id}/file`,
    summary:
      'The archived file of a document, byte for byte (made at its first download if the demo listed it)',
    params: idParamsSchema,
  }),
}))();
