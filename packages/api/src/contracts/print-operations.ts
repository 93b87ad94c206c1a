import { z } from 'zod/mini';
import { HIDDEN_MODES, POSITION_CREATIVE_STATUSES, PRINT_POSITION_STATUSES } from './campaigns.ts';
import { endpoint } from './endpoint.ts';
import { jobStartedSchema } from './jobs.ts';
import { bodyIdSchema, sortOrderSchema } from './lists.ts';
import { idSchema, pageOf, pageQueryShape } from './paging.ts';
import {
  countInt,
  day,
  multilineText,
  positiveInt,
  requiredMultilineText,
  timestamp,
  trimmedText,
} from './primitives.ts';
import {
  bulkRequestSchema,
  bulkResultSchema,
  countsEndpoint,
  queryFlag,
  versionSchema,
} from './resource.ts';
import { COLOR_MODES, CURRENCIES, PRINT_OPERATIONS_TABS, SIZE_TYPES } from './values.ts';

export {
  COLOR_MODES,
  PRINT_OPERATIONS_TABS,
  type PrintOperationsTab,
  SIZE_TYPES,
} from './values.ts';

// Print operations (spec 3 §2.4, §3, §7 "Print operations"): the print desk pushes booked print
// positions to the publishers' systems, requests the creatives, sends proofs, makes labels for
// the physical proofs and uploads the printed issues. The server is apps/server/src/services/
// print-operations.ts; the design is in apps/server/README.md, "Print and analog operations".

export type PrintPositionStatus = (typeof PRINT_POSITION_STATUSES)[number];

/** Spec 3 §3. */
export const PROOF_PROCESSING_STATES = ['PROCESSING', 'FINISHED', 'NOT_INITIATED'] as const;
export const PRINT_BULK_JOBS = ['SEND_PRINT_PROOFS', 'REQUEST_CREATIVES'] as const;
/** The job kinds of the two bulk jobs on the server's queue. */
export const PRINT_JOB_KINDS = {
  SEND_PRINT_PROOFS: 'print.send-proofs',
  REQUEST_CREATIVES: 'print.request-creatives',
} as const;
export const DOCUMENT_LANGUAGES = ['de', 'fr', 'it', 'en'] as const;

/** The bulk actions of the print positions list (each checked per row, with a dry run). */
export const PRINT_BULK_ACTIONS = [
  'push-to-external-system',
  'request-creatives',
  'send-proofs',
  'approve-proofs',
  'hide',
  'unhide',
  'extract-physical-proof',
  'delete-proofs',
] as const;
export type PrintBulkAction = (typeof PRINT_BULK_ACTIONS)[number];

export const PRINT_POSITION_SORT_FIELDS = [
  'publicationDate',
  'name',
  'status',
  'updatedAt',
] as const;

const ref = z.object({ id: positiveInt(), name: z.string() });

/** A print position as the print desk's list shows it. */
export const printPositionSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  status: z.enum(PRINT_POSITION_STATUSES),
  creativeStatus: z.nullable(z.enum(POSITION_CREATIVE_STATUSES)),
  hiddenMode: z.enum(HIDDEN_MODES),
  colorMode: z.enum(COLOR_MODES),
  sizeType: z.enum(SIZE_TYPES),
  /** The format as printed: "2 Sp. × 90 mm", a fixed format's name. */
  format: z.string(),
  campaign: z.object({ id: positiveInt(), name: z.string(), language: z.enum(DOCUMENT_LANGUAGES) }),
  advertiser: ref,
  publication: ref,
  publicationDate: day(),
  issueNumber: z.nullable(z.string()),
  /** When the issue needs the creative: the work is due then. */
  materialDeadline: z.nullable(timestamp()),
  /** The material deadline passed with the work still open (the list marks it). */
  overdue: z.boolean(),
  netAmount: z.number(),
  currency: z.enum(CURRENCIES),
  externalReference: z.nullable(z.string()),
  pushedAt: z.nullable(timestamp()),
  creativesRequestedAt: z.nullable(timestamp()),
  creativeFileName: z.nullable(z.string()),
  proofGeneratedAt: z.nullable(timestamp()),
  proofSentAt: z.nullable(timestamp()),
  physicalProof: z.boolean(),
  physicalProofExtractedAt: z.nullable(timestamp()),
  version: versionSchema,
  updatedAt: timestamp(),
});
export type PrintPosition = z.infer<typeof printPositionSchema>;

/** The position filter of spec 3 §3 and §7 (GET campaign-positions). */
export const printPositionFiltersSchema = z.strictObject({
  companyId: z.optional(idSchema),
  searchFilter: z.optional(trimmedText(100)),
  publicationDateFrom: z.optional(day()),
  publicationDateTo: z.optional(day()),
  campaignPositionStatus: z._default(z.enum(PRINT_OPERATIONS_TABS), 'READY_TO_PUSH'),
  notSentPhysicalProof: queryFlag(),
  adMediumId: z.optional(idSchema),
  sort: z._default(z.enum(PRINT_POSITION_SORT_FIELDS), 'publicationDate'),
  order: z._default(sortOrderSchema, 'ASC'),
});

/** A campaign with print positions (POST campaigns, body campaignFilter). */
export const printCampaignSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  advertiser: ref,
  language: z.enum(DOCUMENT_LANGUAGES),
  /** Where its creatives and proofs are mailed: the invoicing account's address. */
  email: z.nullable(z.string()),
  positions: countInt(),
  positionsWithoutCreative: countInt(),
  firstPublicationDate: z.nullable(day()),
});
export type PrintCampaign = z.infer<typeof printCampaignSchema>;

export const campaignFilterSchema = z.strictObject({
  page: z._default(z.int().check(z.nonnegative()), 0),
  limit: z._default(z.int().check(z.minimum(1), z.maximum(100)), 20),
  searchFilter: z.optional(trimmedText(100)),
  campaignPositionStatus: z.optional(z.enum(PRINT_POSITION_STATUSES)),
  publicationDateFrom: z.optional(day()),
  publicationDateTo: z.optional(day()),
});

/** A print title and the printed issues uploaded for it. */
export const publicationSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  frequency: z.string(),
  language: z.string(),
  /** Its next issues' dates (today on), for the upload's date choice. */
  issueDates: z.array(day()),
});
export type Publication = z.infer<typeof publicationSchema>;

export const publicationFileSchema = z.object({
  id: positiveInt(),
  publication: ref,
  publicationDate: day(),
  fileName: z.string(),
  size: countInt(),
  uploadedBy: z.nullable(z.string()),
  createdAt: timestamp(),
});
export type PublicationFile = z.infer<typeof publicationFileSchema>;

export const publicationFilterSchema = z.strictObject({
  adMediumId: z.optional(bodyIdSchema),
  publicationDateFrom: z.optional(day()),
  publicationDateTo: z.optional(day()),
  page: z._default(z.int().check(z.nonnegative()), 0),
  limit: z._default(z.int().check(z.minimum(1), z.maximum(100)), 20),
});

const positionIds = z
  .array(bodyIdSchema)
  .check(z.minLength(1, 'at least one position'), z.maxLength(1000));

export const changeStatusFormSchema = z.strictObject({
  positionIds,
  status: z.enum(PRINT_POSITION_STATUSES),
});
export const idsBodySchema = z.strictObject({ ids: positionIds });
export const positionIdsBodySchema = z.strictObject({ positionIds });

export const creativesRequestFormSchema = z.strictObject({
  /** The positions of the campaign whose creatives are asked for; none: every one without. */
  positionIds: z.optional(positionIds),
  recipient: z.email().check(z.maxLength(320)),
  subject: trimmedText(200).check(z.minLength(1)),
  text: requiredMultilineText(20_000),
  language: z._default(z.enum(DOCUMENT_LANGUAGES), 'de'),
});
export const emailFormSchema = z.strictObject({
  language: z._default(z.enum(DOCUMENT_LANGUAGES), 'de'),
  positionIds: z.optional(positionIds),
});
export const generatedEmailSchema = z.object({
  recipient: z.nullable(z.string()),
  subject: z.string(),
  text: z.string(),
});

export const sendProofsFormSchema = z.strictObject({
  positionIds,
  language: z.optional(z.enum(DOCUMENT_LANGUAGES)),
  /** Another recipient than the invoicing account's address. */
  recipient: z.optional(z.email().check(z.maxLength(320))),
  message: z.optional(multilineText(5000)),
});

export const proofRunSchema = z.object({
  state: z.enum(PROOF_PROCESSING_STATES),
  language: z.nullable(z.enum(DOCUMENT_LANGUAGES)),
  positions: countInt(),
  jobId: z.nullable(positiveInt()),
  startedAt: z.nullable(timestamp()),
  finishedAt: z.nullable(timestamp()),
  /** The proofs "send all" would mail now, by document language. */
  due: z.object({ de: countInt(), fr: countInt(), it: countInt(), en: countInt() }),
});
export type ProofRun = z.infer<typeof proofRunSchema>;

export const labelDownloadSchema = z.object({
  reference: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  /** The file, base64. */
  content: z.string(),
  positions: countInt(),
});
export type LabelDownload = z.infer<typeof labelDownloadSchema>;

const P = 'ws-print-operations';

export const printPositionEndpoints = /* @__PURE__ */ printPositionCalls();

function printPositionCalls() {
  return {
    list: endpoint({
      method: 'GET',
      path: `${P}/campaign-positions`,
      summary: 'A page of print positions by the position filter',
      query: z.extend(printPositionFiltersSchema, pageQueryShape(20, 100)),
      response: pageOf(printPositionSchema),
    }),
    counts: countsEndpoint({
      path: `${P}/campaign-positions`,
      noun: 'print position',
      filters: printPositionFiltersSchema,
      by: 'campaignPositionStatus',
    }),
    bulk: endpoint({
      method: 'POST',
      path: `${P}/campaign-positions/bulk/{action}`,
      summary: 'A bulk action on print positions, or its dry run',
      params: z.strictObject({ action: z.enum(PRINT_BULK_ACTIONS) }),
      body: bulkRequestSchema,
      response: bulkResultSchema,
    }),
  };
}

export const printOperationsEndpoints = /* @__PURE__ */ printOperationsCalls();

function printOperationsCalls() {
  return {
    printCampaigns: endpoint({
      method: 'POST',
      path: `${P}/campaigns`,
      summary: 'Campaigns with print positions, by a campaign filter',
      body: campaignFilterSchema,
      response: pageOf(printCampaignSchema),
    }),
    publications: endpoint({
      method: 'POST',
      path: `${P}/publications/get`,
      summary: 'The print titles and the printed issues uploaded for them, by filter',
      body: publicationFilterSchema,
      response: z.object({
        publications: z.array(publicationSchema),
        files: pageOf(publicationFileSchema),
      }),
    }),
    changeStatus: endpoint({
      method: 'PUT',
      path: `${P}/campaigns/campaign-positions/change-status`,
      summary: 'Move print positions to a status (the transition table decides per row)',
      body: changeStatusFormSchema,
      response: bulkResultSchema,
    }),
    unhide: endpoint({
      method: 'POST',
      path: `${P}/campaigns/campaign-positions/unhide`,
      summary: 'Show hidden print positions again',
      body: idsBodySchema,
      response: bulkResultSchema,
    }),
    pushToExternalSystem: endpoint({
      method: 'PUT',
      path: `${P}/campaigns/campaign-positions/push-to-external-system`,
      summary: "Book print positions in the publisher's system",
      body: idsBodySchema,
      response: bulkResultSchema,
    }),
    requestCreatives: endpoint({
      method: 'PUT',
      path: `${P}/campaigns/{campaignId}/campaign-positions/request-creatives`,
      summary: "Ask the customer for a campaign's print creatives (a mail through the outbox)",
      params: z.strictObject({ campaignId: idSchema }),
      body: creativesRequestFormSchema,
      response: bulkResultSchema,
    }),
    requestAllCreatives: endpoint({
      method: 'PUT',
      path: `${P}/campaigns/campaign-positions/request-creatives/all`,
      summary:
        'Request the missing creatives of every campaign with upcoming positions, as a background job (REQUEST_CREATIVES)',
      response: jobStartedSchema,
    }),
    generateEmail: endpoint({
      method: 'POST',
      path: `${P}/campaigns/{campaignId}/emails/generate`,
      summary: 'The creative request mail of a campaign, to edit before it is sent',
      params: z.strictObject({ campaignId: idSchema }),
      body: emailFormSchema,
      response: generatedEmailSchema,
    }),
    sendProofs: endpoint({
      method: 'POST',
      path: `${P}/campaigns/campaign-positions/send-proofs`,
      summary: 'Render and mail the proofs of print positions',
      body: sendProofsFormSchema,
      response: bulkResultSchema,
    }),
    sendAllProofs: endpoint({
      method: 'PUT',
      path: `${P}/campaigns/campaign-positions/send-proofs/all`,
      summary: 'Send every due proof in a language, as a background job (SEND_PRINT_PROOFS)',
      query: z.strictObject({ language: z.enum(DOCUMENT_LANGUAGES) }),
    }),
    allProofsState: endpoint({
      method: 'GET',
      path: `${P}/campaigns/campaign-positions/send-proofs/all`,
      summary: 'Where the last "send all proofs" run stands',
      response: proofRunSchema,
    }),
    sendProofEmails: endpoint({
      method: 'POST',
      path: `${P}/campaigns/campaign-positions/send-proof-emails`,
      summary: 'Mail proofs already made again',
      body: positionIdsBodySchema,
      response: bulkResultSchema,
    }),
    labelDownload: endpoint({
      method: 'GET',
      path: `${P}/labels/download/{reference}`,
      summary: 'Labels made earlier, by reference (204: no file)',
      params: z.strictObject({ reference: z.uuid() }),
      response: labelDownloadSchema,
    }),
    labelGenerate: endpoint({
      method: 'POST',
      path: `${P}/labels/generate`,
      summary:
        'Labels for print positions: the text (onlyPreview), or a reference to a .docx (isMsWord) or text file',
      query: z.strictObject({ onlyPreview: queryFlag(), isMsWord: queryFlag() }),
      body: idsBodySchema,
    }),
    publicationFileUpload: endpoint({
      method: 'POST',
      path: `${P}/publications/file`,
      summary: 'Upload the printed issue of a publication as a PDF (multipart, field "file")',
      query: z.strictObject({ adMediumId: idSchema, publicationDate: day() }),
      response: publicationFileSchema,
    }),
    publicationFile: endpoint({
      method: 'GET',
      path: `${P}/publications/{publicationId}/file`,
      summary: 'The printed issue as PDF (204: no file)',
      params: z.strictObject({ publicationId: idSchema }),
    }),
    publicationFileDelete: endpoint({
      method: 'DELETE',
      path: `${P}/publications/{publicationId}/file`,
      summary: 'Delete an uploaded printed issue',
      params: z.strictObject({ publicationId: idSchema }),
    }),
    proofFile: endpoint({
      method: 'GET',
      path: `${P}/campaigns/campaign-positions/{positionId}/proof/file`,
      summary: "A print position's proof as PDF (204: no file)",
      params: z.strictObject({ positionId: idSchema }),
    }),
    proofFileDelete: endpoint({
      method: 'POST',
      path: `${P}/campaigns/campaign-positions/proof/file/delete`,
      summary: 'Delete the proofs of print positions',
      body: positionIdsBodySchema,
      response: bulkResultSchema,
    }),
  };
}
