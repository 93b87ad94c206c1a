import { z } from 'zod/mini';
import { type Endpoint, endpoint } from './endpoint.ts';
import { sortOrderSchema } from './lists.ts';
import { idSchema, pageOf, pageQueryShape } from './paging.ts';
import { positiveInt, timestamp, trimmedText } from './primitives.ts';

// Issue 44, Permalead (/admin/permalead, ADMIN; spec 1 §2.3): leads of an external lead
// provider, received through a signed webhook or a CSV upload, matched against the CRM's
// accounts and contacts (its duplicate rules) and turned into sales tasks. The webhook's
// signature and headers are described in apps/server/src/services/permalead/README.md.

export const PERMALEAD_OUTCOMES = ['CREATED', 'MATCHED', 'REFUSED'] as const;
export type PermaleadOutcome = (typeof PERMALEAD_OUTCOMES)[number];
export const PERMALEAD_CHANNELS = ['WEBHOOK', 'CSV'] as const;
export type PermaleadChannel = (typeof PERMALEAD_CHANNELS)[number];

/** The fields of a lead: the webhook's JSON keys and the CSV file's column headers. */
export const PERMALEAD_FIELDS = [
  'externalId',
  'company',
  'street',
  'postalCode',
  'city',
  'countryCode',
  'uidNumber',
  'firstName',
  'lastName',
  'email',
  'phone',
  'message',
] as const;
export type PermaleadField = (typeof PERMALEAD_FIELDS)[number];

/** The webhook's headers (lower case, as HTTP/2 and Node read them). */
export const PERMALEAD_TIMESTAMP_HEADER = 'x-permalead-timestamp';
export const PERMALEAD_SIGNATURE_HEADER = 'x-permalead-signature';
/** A delivery older or newer than this (seconds) is refused: the replay window. */
export const PERMALEAD_REPLAY_WINDOW_SECONDS = 300;

export const PERMALEAD_SORT_FIELDS = ['receivedAt'] as const;

export const permaleadQuerySchema = z.strictObject({
  outcome: z._default(z.enum(['ALL', ...PERMALEAD_OUTCOMES]), 'ALL'),
  searchQuery: z.optional(trimmedText(100)),
  sort: z._default(z.enum(PERMALEAD_SORT_FIELDS), 'receivedAt'),
  order: z._default(sortOrderSchema, 'DESC'),
  ...pageQueryShape(25),
});

const linked = z.nullable(z.object({ id: positiveInt(), name: z.string() }));

export const permaleadSchema = z.object({
  id: positiveInt(),
  receivedAt: timestamp(),
  channel: z.enum(PERMALEAD_CHANNELS),
  outcome: z.enum(PERMALEAD_OUTCOMES),
  externalId: z.nullable(z.string()),
  companyName: z.nullable(z.string()),
  personName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  city: z.nullable(z.string()),
  /** Why it was refused, in the reader's language. */
  reason: z.nullable(z.string()),
  account: linked,
  contact: linked,
  taskId: z.nullable(positiveInt()),
});
export type Permalead = z.infer<typeof permaleadSchema>;

export const permaleadSettingsSchema = z.object({
  secretSet: z.boolean(),
  rotatedAt: z.nullable(timestamp()),
  rotatedBy: z.nullable(z.string()),
  /** The webhook's path on this server (the provider is given the whole address). */
  webhookPath: z.string(),
});
export type PermaleadSettings = z.infer<typeof permaleadSettingsSchema>;

export const permaleadRotationSchema = z.object({
  ...permaleadSettingsSchema.shape,
  /** The new secret: answered this once, never again. */
  secret: z.string(),
});
export type PermaleadRotation = z.infer<typeof permaleadRotationSchema>;

export const permaleadReceiptSchema = z.object({
  id: positiveInt(),
  outcome: z.enum(PERMALEAD_OUTCOMES),
  reason: z.nullable(z.string()),
  taskId: z.nullable(positiveInt()),
});

export const permaleadUploadSchema = z.object({
  created: z.number(),
  matched: z.number(),
  refused: z.number(),
  rows: z.array(z.object({ row: positiveInt(), ...permaleadReceiptSchema.shape })),
});
export type PermaleadUpload = z.infer<typeof permaleadUploadSchema>;

const SERVICE = 'ws-permalead';

export const permaleadEndpoints = {
  permaleadList: endpoint({
    method: 'GET',
    path: `${SERVICE}/leads`,
    summary: 'The received leads with their outcome, newest first',
    query: permaleadQuerySchema,
    response: pageOf(permaleadSchema),
  }),
  permaleadSettings: endpoint({
    method: 'GET',
    path: `${SERVICE}/settings`,
    summary: "Whether the company's webhook secret is set, when and by whom it was rotated",
    response: permaleadSettingsSchema,
  }),
  permaleadRotate: endpoint({
    method: 'POST',
    path: `${SERVICE}/settings/rotate`,
    summary: 'Make a new webhook secret (the old one is refused from now on); answered once',
    response: permaleadRotationSchema,
  }),
  permaleadUpload: endpoint({
    method: 'POST',
    path: `${SERVICE}/uploads`,
    summary: 'Receive the leads of a .csv file (multipart, field "file"): an outcome per row',
    response: permaleadUploadSchema,
  }),
  permaleadWebhook: endpoint({
    method: 'POST',
    path: 'permalead/{companyId}/leads',
    summary:
      "The lead provider's webhook (open; signed: HMAC-SHA256 of `<timestamp>.<raw body>` with the company's secret)",
    params: z.strictObject({ companyId: idSchema }),
    response: permaleadReceiptSchema,
  }),
} as const satisfies Record<string, Endpoint>;
