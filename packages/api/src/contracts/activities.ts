import { z } from 'zod/mini';
import {
  bodyIdSchema,
  dayRangeMessage,
  filterDaySchema,
  idRefSchema,
  isDayRange,
  listOf,
  sortOrderSchema,
  userRefSchema,
} from './lists.ts';
import { serverMessage } from './messages.ts';
import { idSchema, pageOf, pageQueryShape } from './paging.ts';
import {
  multilineText,
  positiveInt,
  requiredMultilineText,
  text,
  timestamp,
  trimmedText,
} from './primitives.ts';

/** What an activity is about (spec 2 §3); the sales views show ACCOUNT entries. */
export const ACTIVITY_ENTITY_TYPES = [
  'CAMPAIGN',
  'CAMPAIGN_TECHNICAL',
  'CAMPAIGN_UPDATE',
  'POST_CAMPAIGN_UPDATE',
  'CAMPAIGN_POSITION_UPDATE',
  'ACCOUNT',
  'ACCOUNT_UPDATE',
  'CONTACT_UPDATE',
  'CREATIVE_TECHNICAL',
  'CRAWLER_SETTINGS',
  'CRAWLER_PATH_CONFIG_SETTINGS',
  'TICKET',
] as const;
export type ActivityEntityType = (typeof ACTIVITY_ENTITY_TYPES)[number];
export const activityEntityTypeSchema = z.enum(ACTIVITY_ENTITY_TYPES);

/** The touchpoints people log by hand: the form's choice (spec 2 §3). */
export const NON_TECHNICAL_ACTIVITY_TYPES = ['EMAIL', 'PHONE', 'MEETING', 'OTHER'] as const;

/** Entries the system writes about campaigns, positions, accounts, contacts and tickets. */
export const TECHNICAL_ACTIVITY_TYPES = [
  'CREATIVE_DECLINED',
  'CREATIVE_STATUS_UPDATED',
  'INVOICE_NOTIFICATION',
  'CAMPAIGN_REPORT_APPROVED',
  'SCREENSHOT_NOTIFICATION',
  'RUNNING_STAGE_CHECKED',
  'CAMPAIGN_POSITION_EXPORT',
  'CAMPAIGN_POSITION_OVER_BOOKED',
  'CAMPAIGN_FIELD_CHANGED',
  'POST_CAMPAIGN_FIELD_CHANGED',
  'CAMPAIGN_POSITION_FIELD_CHANGED',
  'ACCOUNT_FIELD_CHANGED',
  'CONTACT_FIELD_CHANGED',
  'CREATIVES_STAGE_CHECKED',
  'CAMPAIGN_NOTIFICATION_OFFER_SENT',
  'TOTAL_AND_AMOUNT_ADJUSTED',
  'CAMPAIGN_CONFIRMATION_SENT',
  'CAMPAIGN_EXTERNAL_LETTER_SENT',
  'POSTAL_INVOICE_NOTIFICATION',
  'DIGITAL_PROOF_SENT',
  'PHYSICAL_PROOF_EXTRACTED',
  'EXTENDED_OPTIONS_CHANGED',
  'PUSH_TO_ADSERVER',
  'INVOICE_EXPORT_NOTIFICATION',
  'TICKET_FIELD_CHANGED',
  /** A sales task's change (migration 0011), on the task's account. */
  'TASK_FIELD_CHANGED',
] as const;

/** Every activity type of spec 2 §3: the two lists together. */
export const ACTIVITY_TYPES = [
  ...NON_TECHNICAL_ACTIVITY_TYPES,
  ...TECHNICAL_ACTIVITY_TYPES,
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export type NonTechnicalActivityType = (typeof NON_TECHNICAL_ACTIVITY_TYPES)[number];
export const activityTypeSchema = z.enum(ACTIVITY_TYPES);

export const isTechnicalActivityType = (type: ActivityType): boolean =>
  (TECHNICAL_ACTIVITY_TYPES as readonly string[]).includes(type);

/** Change kinds of the history (spec 2 §3). */
export const CHANGE_KINDS = ['CREATE', 'UPDATE', 'DELETE'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** A contact on an activity (spec 2 §3): id, name, firstName, lastName, active. */
export const activityContactSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  active: z.boolean(),
});

export const labelRefSchema = z.object({ id: positiveInt(), name: z.string() });
export const fileRefSchema = z.object({ fileId: z.uuid(), fileName: z.string() });
export type FileRef = z.infer<typeof fileRefSchema>;
export const attachmentSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  fileId: z.uuid(),
});

/** An activity as the lists show it (spec 2 §3). */
export const activitySchema = z.object({
  id: positiveInt(),
  taskId: z.nullable(positiveInt()),
  entityType: activityEntityTypeSchema,
  entityId: positiveInt(),
  entityName: z.string(),
  /** The account of an ACCOUNT entry, for the link to /crm/accounts/{accountId}. */
  accountId: z.nullable(positiveInt()),
  activityType: activityTypeSchema,
  title: z.nullable(z.string()),
  message: z.string(),
  date: timestamp(),
  creationDate: timestamp(),
  creatorId: positiveInt(),
  creatorName: z.string(),
  contacts: z.array(activityContactSchema),
  /** The user ids of the participants, as written. */
  additionalParticipants: z.array(positiveInt()),
  /** The same participants with their names, for the list. */
  participants: z.array(userRefSchema),
  labels: z.array(labelRefSchema),
  files: z.array(fileRefSchema),
  attachments: z.array(attachmentSchema),
  privateAccess: z.boolean(),
  notifySales: z.boolean(),
  emails: z.array(z.string()),
  keyValues: z.record(z.string(), z.string()),
  campaignPositionIds: z.array(positiveInt()),
});
export type Activity = z.infer<typeof activitySchema>;

const manyIds = <T extends z.core.SomeType>(item: T) =>
  z._default(z.array(item).check(z.maxLength(50)), []);

/**
 * What create and update send (spec 2 §3, §5). An activity is about an account
 * (entityType ACCOUNT, entityId the account); contacts, participants, labels and files are
 * the whole new set. privateAccess is always sent false.
 */
export const activityWriteSchema = z.strictObject({
  taskId: z.nullish(bodyIdSchema),
  entityType: z._default(activityEntityTypeSchema, 'ACCOUNT'),
  entityId: bodyIdSchema,
  activityType: activityTypeSchema,
  title: z.nullish(trimmedText(255)),
  message: requiredMultilineText(20_000),
  date: timestamp(serverMessage('required')),
  contacts: manyIds(idRefSchema),
  additionalParticipants: manyIds(bodyIdSchema),
  labels: manyIds(idRefSchema),
  files: manyIds(z.object({ fileId: z.uuid(), fileName: z.optional(text(255)) })),
  privateAccess: z._default(z.boolean(), false),
  notifySales: z._default(z.boolean(), false),
  emails: z._default(z.array(z.email().check(z.maxLength(254))).check(z.maxLength(50)), []),
  keyValues: z._default(
    z
      .record(text(100), multilineText(1000))
      .check(z.refine((record) => Object.keys(record).length <= 50, 'at most 50 entries')),
    {},
  ),
  campaignPositionIds: z._default(z.array(bodyIdSchema).check(z.maxLength(200)), []),
});
/** What a caller passes; the server fills in the defaults. */
export type ActivityWrite = z.input<typeof activityWriteSchema>;

export const activityIdParamsSchema = z.strictObject({ activityId: idSchema });
export const activityDeleteQuerySchema = z.strictObject({ id: idSchema });

export const ACTIVITY_SORT_FIELDS = ['creationDate', 'date'] as const;
export type ActivitySortField = (typeof ACTIVITY_SORT_FIELDS)[number];

/** A page of a list: 20 entries unless asked otherwise. */
export const ACTIVITY_PAGE_SIZE = 20;

const activityListShape = {
  ...pageQueryShape(ACTIVITY_PAGE_SIZE),
  sort: z._default(z.enum(ACTIVITY_SORT_FIELDS), 'creationDate'),
  order: z._default(sortOrderSchema, 'DESC'),
};

/** The activities of one entity (spec 2 §7): type, a text filter, page, sort and order. */
export const entityActivitiesParamsSchema = z.strictObject({
  entityId: idSchema,
  entityType: activityEntityTypeSchema,
});
export const entityActivitiesQuerySchema = z.strictObject({
  activityType: z.optional(activityTypeSchema),
  filter: z.optional(trimmedText(200)),
  ...activityListShape,
});
export interface EntityActivitiesQuery {
  activityType?: ActivityType;
  filter?: string;
  page?: number;
  limit?: number;
  sort?: ActivitySortField;
  order?: 'ASC' | 'DESC';
}

/** The touchpoints list with its filters (spec 2 §3 "Activity filter", §7). */
export const touchpointsQuerySchema = z
  .strictObject({
    accountId: z.optional(idSchema),
    contactId: z.optional(idSchema),
    taskId: z.optional(idSchema),
    creatorId: z.optional(idSchema),
    activityType: z.optional(activityTypeSchema),
    dateFrom: z.optional(filterDaySchema),
    dateTo: z.optional(filterDaySchema),
    ...activityListShape,
  })
  .check(z.refine(isDayRange, dayRangeMessage));
export interface TouchpointsQuery {
  accountId?: number;
  contactId?: number;
  taskId?: number;
  creatorId?: number;
  activityType?: ActivityType;
  /** YYYY-MM-DD */
  dateFrom?: string;
  /** YYYY-MM-DD, inclusive */
  dateTo?: string;
  page?: number;
  limit?: number;
  sort?: ActivitySortField;
  order?: 'ASC' | 'DESC';
}

export const activitiesSchema = pageOf(activitySchema);
export type Activities = z.infer<typeof activitiesSchema>;

export const creatorsSchema = listOf(userRefSchema);
export type Creators = z.infer<typeof creatorsSchema>;

export const activityTypesSchema = listOf(activityTypeSchema);
export type ActivityTypes = z.infer<typeof activityTypesSchema>;

export const attachmentIdParamsSchema = z.strictObject({ attachmentId: idSchema });
