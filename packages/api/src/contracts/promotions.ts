import { z } from 'zod/mini';
import { settingsAuditEntrySchema } from './audit-trail.ts';
import { endpoint } from './endpoint.ts';
import { jobStartedSchema } from './jobs.ts';
import { bodyIdSchema, listOf, sortOrderSchema, userRefSchema } from './lists.ts';
import { serverMessage } from './messages.ts';
import { idSchema, pageOf, pageQueryShape } from './paging.ts';
import { brokenPlaceholders } from './placeholders.ts';
import {
  countInt,
  day,
  multilineText,
  positiveInt,
  requiredText,
  text,
  timestamp,
  trimmedMultilineText,
  trimmedText,
} from './primitives.ts';
import { bulkRequestSchema, bulkResultSchema, queryFlag, resourceEndpoints } from './resource.ts';
import { CAMPAIGN_STATUSES, type CampaignStatus } from './values.ts';

// Sales promotions and their mail template (spec 3 §2.6, §3 "Promotion", "Promotion mail
// template", §5, §7, §9). What the spec leaves open is decided in apps/server/README.md
// ("Sales promotions").

/** A promotion's phase, derived from its status and dates (spec 3 §3). */
export const PROMOTION_PHASES = ['canceled', 'finished', 'inactive', 'planned', 'running'] as const;
export type PromotionPhase = (typeof PROMOTION_PHASES)[number];
export const PROMOTION_STATUSES = ['active', 'inactive', 'canceled'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];
/** Report types (spec 3 §3). */
export const PROMOTION_REPORT_TYPES = ['contact', 'account', 'offer', 'order'] as const;
export type PromotionReportType = (typeof PROMOTION_REPORT_TYPES)[number];
/** The page sizes of a promotion's lists (spec 3 §9): unlimited is 100,000. */
export const PROMOTION_PAGE_SIZES = [10, 50, 100, 1000, 100_000] as const;
export const PROMOTION_UNLIMITED = 100_000;
export const PROMOTION_DEFAULT_PAGE_SIZE = 50;
/** The tabs of a promotion's page (spec 3 §2.6) and the v2 page's table types. */
export const PROMOTION_TABS = ['accounts', 'contacts', 'offers', 'orders', 'documents'] as const;
export type PromotionTab = (typeof PROMOTION_TABS)[number];
export const PROMOTION_TABLE_TYPES = [
  'ACCOUNTS',
  'CONTACTS',
  'ORDERS',
  'OFFERS',
  'DOCUMENTS',
] as const;
/** The date errors of spec 3 §5, as the form and the server name them. */
export const PROMOTION_DATE_ERRORS = [
  'DATES_ARE_REQUIRED',
  'START_DATE_IS_REQUIRED',
  'END_DATE_IS_REQUIRED',
  'START_DATE_MUST_BE_BEFORE_END_DATE',
] as const;
/** Mail template languages (spec 3 §9); German is the plain subject and text. */
export const MAIL_TEMPLATE_LANGUAGES = ['EN', 'DE', 'FR', 'IT'] as const;
export type MailTemplateLanguage = (typeof MAIL_TEMPLATE_LANGUAGES)[number];
/** A contact's mail status in a promotion (spec 3 §3). */
export const PROMOTION_MAIL_STATUSES = ['SENT', 'BOUNCED', 'NONE'] as const;
export type PromotionMailStatus = (typeof PROMOTION_MAIL_STATUSES)[number];
/** The placeholders a template may hold, filled per contact and language. */
export const PROMOTION_PLACEHOLDERS = [
  'salutation',
  'firstName',
  'lastName',
  'accountName',
  'promotionName',
  'deadline',
] as const;
export type PromotionPlaceholder = (typeof PROMOTION_PLACEHOLDERS)[number];
/** Campaign statuses that are offers; the others are orders. */
export const OFFER_STATUSES: readonly CampaignStatus[] = [
  'DRAFT',
  'PENDING_APPROVAL',
  'OFFERED',
  'OFFER_DENIED',
  'ALTERNATE_QUOTE',
];
export const ORDER_STATUSES: readonly CampaignStatus[] = CAMPAIGN_STATUSES.filter(
  (status) => !OFFER_STATUSES.includes(status),
);

export const PROMOTION_NAME_MAX = 200;
export const PROMOTION_DESCRIPTION_MAX = 2000;
export const PROMOTION_TYPE_NAME_MAX = 100;
export const MAIL_SUBJECT_MAX = 200;
/** A template's text (HTML) per language. */
export const MAIL_TEXT_MAX = 50_000;
/** How many files one upload takes, and how large each may be (base64 is a third larger). */
export const ATTACHMENTS_PER_UPLOAD = 5;
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

const namedSchema = z.object({ id: positiveInt(), name: z.string() });

export const promotionSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  type: z.nullable(namedSchema),
  description: z.nullable(z.string()),
  startDate: day(),
  endDate: day(),
  deadline: z.nullable(timestamp()),
  /** Now is later than the deadline. */
  deadlinePassed: z.boolean(),
  status: z.enum(PROMOTION_STATUSES),
  phase: z.enum(PROMOTION_PHASES),
  accountsCount: countInt(),
  contactsCount: countInt(),
  hasTemplate: z.boolean(),
  createdBy: z.nullable(userRefSchema),
  version: z.int(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** The dates stay optional here: the server answers the spec's date errors on the fields. */
export const promotionWriteSchema = z.strictObject({
  name: requiredText(PROMOTION_NAME_MAX),
  typeId: z.optional(z.nullable(bodyIdSchema)),
  description: z.optional(z.nullable(trimmedMultilineText(PROMOTION_DESCRIPTION_MAX))),
  startDate: z.optional(z.nullable(day())),
  endDate: z.optional(z.nullable(day())),
  deadline: z.optional(z.nullable(timestamp())),
  status: z._default(z.enum(PROMOTION_STATUSES), 'active'),
});
export type PromotionWrite = z.input<typeof promotionWriteSchema>;

export const PROMOTION_SORT_FIELDS = [
  'name',
  'startDate',
  'endDate',
  'deadline',
  'createdAt',
] as const;
export const PROMOTION_BULK_ACTIONS = ['activate', 'deactivate', 'cancel'] as const;

export const promotionFiltersSchema = z.strictObject({
  nameFilter: z.optional(trimmedText(100)),
  phase: z.optional(z.enum(PROMOTION_PHASES)),
  status: z.optional(z.enum(PROMOTION_STATUSES)),
  typeId: z.optional(idSchema),
  sort: z._default(z.enum(PROMOTION_SORT_FIELDS), 'startDate'),
  order: z._default(sortOrderSchema, 'DESC'),
});

const PROMOTIONS_PATH = 'ws-funnel/promotions';

export const promotionEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: PROMOTIONS_PATH,
  noun: 'promotion',
  item: promotionSchema,
  write: promotionWriteSchema,
  filters: promotionFiltersSchema,
  maxLimit: PROMOTION_UNLIMITED,
  bulkActions: PROMOTION_BULK_ACTIONS,
});

/** Promotion types (/sales/promotions/typeConfig/list): named records like task topics. */
export const promotionTypeSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  active: z.boolean(),
  version: z.int(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type PromotionType = z.infer<typeof promotionTypeSchema>;
export const PROMOTION_TYPE_SORT_FIELDS = ['name', 'createdAt', 'updatedAt'] as const;
export const promotionTypeEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: 'ws-funnel/promotion-types',
  noun: 'promotion type',
  item: promotionTypeSchema,
  write: z.strictObject({
    name: requiredText(PROMOTION_TYPE_NAME_MAX),
    active: z._default(z.boolean(), true),
  }),
  filters: z.strictObject({
    nameFilter: z.optional(trimmedText(100)),
    includeInactive: queryFlag(),
    sort: z._default(z.enum(PROMOTION_TYPE_SORT_FIELDS), 'name'),
    order: z._default(sortOrderSchema, 'ASC'),
  }),
  bulkActions: ['activate', 'deactivate'] as const,
});

const promotionParams = z.strictObject({ promotionId: idSchema });
const pageQuery = pageQueryShape(PROMOTION_DEFAULT_PAGE_SIZE, PROMOTION_UNLIMITED);

/** An account of a promotion. */
export const promotionAccountSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  city: z.nullable(z.string()),
  countryCode: z.string(),
  salesUser: z.nullable(userRefSchema),
  contactsCount: countInt(),
  addedAt: timestamp(),
});
export type PromotionAccount = z.infer<typeof promotionAccountSchema>;
export const PROMOTION_ACCOUNT_SORT_FIELDS = ['name', 'city', 'addedAt'] as const;

/** A contact of a promotion with its mail status (spec 3 §3). */
export const promotionContactSchema = z.object({
  id: positiveInt(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.nullable(z.string()),
  language: z.string(),
  account: namedSchema,
  mailStatus: z.enum(PROMOTION_MAIL_STATUSES),
  isBounced: z.boolean(),
  mailingTime: z.nullable(timestamp()),
  sentBy: z.nullable(userRefSchema),
});
export type PromotionContact = z.infer<typeof promotionContactSchema>;
export const PROMOTION_CONTACT_SORT_FIELDS = ['name', 'account', 'mailingTime'] as const;

/** A campaign that came from a promotion: an offer or an order. */
export const promotionCampaignSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  advertiser: namedSchema,
  startDate: day(),
  endDate: day(),
  netTotal: z.string(),
  currency: z.string(),
});
export type PromotionCampaign = z.infer<typeof promotionCampaignSchema>;

export const promotionDocumentSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: countInt(),
  addedAt: timestamp(),
  addedBy: z.nullable(userRefSchema),
});
export type PromotionDocument = z.infer<typeof promotionDocumentSchema>;

/** The mail template (spec 3 §3): German plain, the others suffixed; attachmentIds. */
export const mailTemplateSchema = z.strictObject({
  subject: text(MAIL_SUBJECT_MAX),
  text: multilineText(MAIL_TEXT_MAX),
  subjectEn: text(MAIL_SUBJECT_MAX),
  textEn: multilineText(MAIL_TEXT_MAX),
  subjectFr: text(MAIL_SUBJECT_MAX),
  textFr: multilineText(MAIL_TEXT_MAX),
  subjectIt: text(MAIL_SUBJECT_MAX),
  textIt: multilineText(MAIL_TEXT_MAX),
  attachmentIds: z.array(bodyIdSchema).check(z.maxLength(50)),
});
export type MailTemplate = z.infer<typeof mailTemplateSchema>;

/** A template text whose placeholders are all well formed and known (issue 33 §12). */
const soundPlaceholders = () =>
  z.refine<string>((value) => brokenPlaceholders(value).length === 0, {
    message: 'A placeholder is broken or unknown',
  });
/** A subject: one line (issue 35, no header injection) with sound placeholders. */
const placeholderSubject = (max: number) => text(max).check(soundPlaceholders());
/** A mail text: its line breaks kept, its placeholders sound. */
const placeholderText = (max: number) => multilineText(max, soundPlaceholders());

/** The template as it is saved: each subject and text with sound placeholders. */
export const mailTemplateWriteSchema = z.strictObject({
  ...mailTemplateSchema.shape,
  subject: placeholderSubject(MAIL_SUBJECT_MAX),
  text: placeholderText(MAIL_TEXT_MAX),
  subjectEn: placeholderSubject(MAIL_SUBJECT_MAX),
  textEn: placeholderText(MAIL_TEXT_MAX),
  subjectFr: placeholderSubject(MAIL_SUBJECT_MAX),
  textFr: placeholderText(MAIL_TEXT_MAX),
  subjectIt: placeholderSubject(MAIL_SUBJECT_MAX),
  textIt: placeholderText(MAIL_TEXT_MAX),
});

export const templateAttachmentSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  language: z.enum(MAIL_TEMPLATE_LANGUAGES),
  size: countInt(),
  /** Part of the saved template; false: uploaded, not yet saved. */
  saved: z.boolean(),
});
export type TemplateAttachment = z.infer<typeof templateAttachmentSchema>;

export const mailTemplateAnswerSchema = z.object({
  promotion: z.object({
    id: positiveInt(),
    name: z.string(),
    /** For the editor's preview of {{deadline}}. */
    deadline: z.optional(z.nullable(timestamp())),
  }),
  template: z.nullable(z.extend(mailTemplateSchema, { version: z.int(), updatedAt: timestamp() })),
  attachments: z.array(templateAttachmentSchema),
});
export type MailTemplateAnswer = z.infer<typeof mailTemplateAnswerSchema>;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
export const attachmentFileSchema = z.strictObject({
  name: requiredText(255),
  language: z.enum(MAIL_TEMPLATE_LANGUAGES),
  content: z
    .string()
    .check(
      z.minLength(1, serverMessage('fileEmpty')),
      z.maxLength(Math.ceil(ATTACHMENT_MAX_BYTES / 3) * 4, 'The file is larger than 5 MB'),
      z.regex(BASE64, serverMessage('notBase64')),
    ),
});

export const promotionMailingSchema = z.object({
  id: positiveInt(),
  promotion: namedSchema,
  startedBy: z.nullable(userRefSchema),
  createdAt: timestamp(),
  jobId: z.nullable(positiveInt()),
  total: countInt(),
  sent: countInt(),
  bounced: countInt(),
  pending: countInt(),
  failed: countInt(),
});
export type PromotionMailing = z.infer<typeof promotionMailingSchema>;

export const promotionMailPreviewSchema = z.object({
  promotion: namedSchema,
  language: z.enum(MAIL_TEMPLATE_LANGUAGES),
  subject: z.string(),
  /** Sanitised HTML with the placeholders filled for a sample or the first contact. */
  html: z.string(),
  attachments: z.array(z.object({ id: positiveInt(), name: z.string() })),
});
export type PromotionMailPreview = z.infer<typeof promotionMailPreviewSchema>;

const PROMOTION_PATH = `${PROMOTIONS_PATH}/{promotionId}`;

/** The calls of a promotion's page, template and mailing (spec 3 §7, funnel service). */
export const promotionDetailEndpoints = {
  history: endpoint({
    method: 'GET',
    path: `${PROMOTION_PATH}/history`,
    summary:
      "What changed on a promotion, newest first: its creation's values and each edit's fields",
    params: promotionParams,
    response: z.object({ items: z.array(settingsAuditEntrySchema) }),
  }),
  accounts: endpoint({
    method: 'GET',
    path: `${PROMOTION_PATH}/accounts`,
    summary: "A page of a promotion's accounts",
    params: promotionParams,
    query: z.strictObject({
      nameFilter: z.optional(trimmedText(100)),
      sort: z._default(z.enum(PROMOTION_ACCOUNT_SORT_FIELDS), 'name'),
      order: z._default(sortOrderSchema, 'ASC'),
      ...pageQuery,
    }),
    response: pageOf(promotionAccountSchema),
  }),
  addAccounts: endpoint({
    method: 'POST',
    path: `${PROMOTION_PATH}/accounts/bulk/{action}`,
    summary: 'Add accounts of the company to a promotion (or its dry run); a result per account',
    params: z.strictObject({ promotionId: idSchema, action: z.enum(['add', 'remove']) }),
    body: bulkRequestSchema,
    response: bulkResultSchema,
  }),
  contacts: endpoint({
    method: 'GET',
    path: `${PROMOTION_PATH}/contacts`,
    summary: "A page of a promotion's contacts with their mail status",
    params: promotionParams,
    query: z.strictObject({
      nameFilter: z.optional(trimmedText(100)),
      mailStatus: z.optional(z.enum(PROMOTION_MAIL_STATUSES)),
      sort: z._default(z.enum(PROMOTION_CONTACT_SORT_FIELDS), 'name'),
      order: z._default(sortOrderSchema, 'ASC'),
      ...pageQuery,
    }),
    response: pageOf(promotionContactSchema),
  }),
  addContacts: endpoint({
    method: 'POST',
    path: `${PROMOTION_PATH}/contacts/bulk/{action}`,
    summary: 'Add contacts of the company to a promotion (or its dry run); a result per contact',
    params: z.strictObject({ promotionId: idSchema, action: z.enum(['add', 'remove']) }),
    body: bulkRequestSchema,
    response: bulkResultSchema,
  }),
  campaigns: endpoint({
    method: 'GET',
    path: `${PROMOTION_PATH}/campaigns`,
    summary: 'A page of the offers or orders that came from a promotion',
    params: promotionParams,
    query: z.strictObject({ kind: z.enum(['offers', 'orders']), ...pageQuery }),
    response: pageOf(promotionCampaignSchema),
  }),
  documents: endpoint({
    method: 'GET',
    path: `${PROMOTION_PATH}/documents`,
    summary: "A promotion's documents",
    params: promotionParams,
    response: listOf(promotionDocumentSchema),
  }),
  addDocument: endpoint({
    method: 'POST',
    path: `${PROMOTION_PATH}/documents`,
    summary: 'Attach an uploaded file (POST uploads) to a promotion',
    params: promotionParams,
    body: z.strictObject({ fileId: z.uuid() }),
    response: promotionDocumentSchema,
  }),
  removeDocument: endpoint({
    method: 'DELETE',
    path: `${PROMOTION_PATH}/documents/{fileId}`,
    summary: 'Remove a document from a promotion (the file with it)',
    params: z.strictObject({ promotionId: idSchema, fileId: z.uuid() }),
  }),
  report: endpoint({
    method: 'GET',
    path: `${PROMOTION_PATH}/report/{type}`,
    summary: "A promotion's contacts, accounts, offers or orders as an .xlsx file, streamed",
    params: z.strictObject({ promotionId: idSchema, type: z.enum(PROMOTION_REPORT_TYPES) }),
    query: z.strictObject({ language: z._default(z.enum(['de', 'en', 'fr', 'it']), 'de') }),
  }),
  mailTemplate: endpoint({
    method: 'GET',
    path: `${PROMOTION_PATH}/mail-template`,
    summary: "A promotion's mail template (null while none is saved) and its attachments",
    params: promotionParams,
    response: mailTemplateAnswerSchema,
  }),
  saveMailTemplate: endpoint({
    method: 'PUT',
    path: `${PROMOTION_PATH}/mail-template`,
    summary: 'Create or update the mail template; the texts are sanitised with an allow-list',
    params: promotionParams,
    body: z.strictObject({
      salesPromotionId: bodyIdSchema,
      mailTemplate: mailTemplateWriteSchema,
      /** The version read; left out when creating. A stale one answers 412. */
      version: z.optional(z.int()),
    }),
    response: mailTemplateAnswerSchema,
  }),
  deleteMailTemplate: endpoint({
    method: 'DELETE',
    path: `${PROMOTION_PATH}/mail-template`,
    summary: 'Delete the mail template and its attachments',
    params: promotionParams,
  }),
  uploadAttachments: endpoint({
    method: 'POST',
    path: `${PROMOTION_PATH}/mail-template/attachments`,
    summary: 'Upload attachments as base64 (pending until the template is saved with their ids)',
    params: promotionParams,
    body: z.strictObject({
      attachmentFiles: z
        .array(attachmentFileSchema)
        .check(z.minLength(1, 'at least one file'), z.maxLength(ATTACHMENTS_PER_UPLOAD)),
    }),
    response: z.array(templateAttachmentSchema),
  }),
  attachment: endpoint({
    method: 'GET',
    path: 'ws-funnel/promotions/mail-template/attachments/{attachmentId}',
    summary: 'An attachment with its content as base64',
    params: z.strictObject({ attachmentId: idSchema }),
    response: z.object({
      id: positiveInt(),
      name: z.string(),
      language: z.enum(MAIL_TEMPLATE_LANGUAGES),
      contentType: z.string(),
      content: z.string(),
    }),
  }),
  deleteAttachment: endpoint({
    method: 'DELETE',
    path: 'ws-funnel/promotions/mail-template/attachments/{attachmentId}',
    summary: 'Delete a pending attachment (a saved one goes when the template is saved without it)',
    params: z.strictObject({ attachmentId: idSchema }),
  }),
  mailPreview: endpoint({
    method: 'GET',
    path: `${PROMOTION_PATH}/mail-preview`,
    summary: 'The promotion mail as a recipient sees it, in a language',
    params: promotionParams,
    query: z.strictObject({
      language: z._default(z.enum(['de', 'en', 'fr', 'it', 'DE', 'EN', 'FR', 'IT']), 'de'),
    }),
    response: promotionMailPreviewSchema,
  }),
  send: endpoint({
    method: 'POST',
    path: `${PROMOTION_PATH}/mailing`,
    summary: 'Send the promotion mail to its contacts who have none yet, as a background job',
    params: promotionParams,
    body: z.strictObject({ resend: z._default(z.boolean(), false) }),
    response: jobStartedSchema,
  }),
  mailings: endpoint({
    method: 'GET',
    path: 'ws-mail/promotion-mailings',
    summary: 'The promotion mailings with their counts sent, bounced and pending',
    query: z.strictObject({
      nameFilter: z.optional(trimmedText(100)),
      ...pageQueryShape(20, 100),
    }),
    response: pageOf(promotionMailingSchema),
  }),
} as const;
