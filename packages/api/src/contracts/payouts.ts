import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { INVOICE_CURRENCIES } from './finances.ts';
import { jobStartedSchema } from './jobs.ts';
import { sortOrderSchema } from './lists.ts';
import { serverMessage } from './messages.ts';
import { idSchema } from './paging.ts';
import {
  bodyIdSchema,
  day,
  optionalText,
  positiveInt,
  requiredText,
  timestamp,
} from './primitives.ts';
import { idParamsSchema, queryFlag, resourceEndpoints, versionSchema } from './resource.ts';

// Publisher payouts (issue 39; spec 1 §2.11 /finances/payouts/*; DOMAIN2 §1.7): what a publisher
// is paid of its websites' net revenue, as a self-billing credit note ("Gutschrift") numbered
// from the finances' series. A payout config per publisher and currency holds the share, the
// minimum payout (below it the amount rolls over to the next month), the date the publisher
// agreed to self-billing (AT law needs it, VwGH 97/14/0116) and its VAT status; a payout
// website names a site the config pays. The monthly run writes a draft payout per config; its
// approval numbers it, archives its PDF and makes the month final for that publisher.

/** The publisher's VAT status: registered (Swiss VAT added), not registered, or abroad (reverse charge). */
export const PAYOUT_VAT_STATUSES = ['REGISTERED', 'NOT_REGISTERED', 'REVERSE_CHARGE'] as const;
export type PayoutVatStatus = (typeof PAYOUT_VAT_STATUSES)[number];

/** A payout: written by the run (DRAFT), numbered and archived at approval (APPROVED). */
export const PAYOUT_STATES = ['DRAFT', 'APPROVED'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

/** The job kind of the monthly payout run (the batch screens name it `batch.kinds.payouts-run`). */
export const PAYOUT_RUN_JOB = 'payouts.run';

export const PAYOUT_LIMITS = { name: 100, vatNumber: 40 } as const;
/** The largest minimum payout (minor units): CHF / EUR 100,000.00. */
export const PAYOUT_MINIMUM_MAX = 10_000_000;

/** A month (YYYY-MM). */
export const monthSchema = () =>
  z.string().check(z.regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/, serverMessage('monthInvalid')));

export const payoutConfigSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  currency: z.enum(INVOICE_CURRENCIES),
  /** The publisher's share of its websites' net revenue, in per cent. */
  sharePercent: z.number(),
  /** Minor units: a month's payable amount below it rolls over to the next month. */
  minimumPayout: z.int(),
  /** The day the publisher agreed to self-billing; null: not agreed (no credit note is approved). */
  selfBillingAgreedAt: z.nullable(z.string()),
  vatStatus: z.enum(PAYOUT_VAT_STATUSES),
  vatNumber: z.nullable(z.string()),
  /** The websites the config pays (payout websites). */
  websiteCount: z.int(),
  /**
   * The house that pays the publisher (migration 0047): one that sells its websites; its
   * finance staff read the config's payouts. Null: only the publisher reads them.
   */
  payerCompanyId: z.nullable(positiveInt()),
  payerName: z.nullable(z.string()),
  active: z.boolean(),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type PayoutConfig = z.infer<typeof payoutConfigSchema>;

export const payoutConfigWriteSchema = z.strictObject({
  name: requiredText(PAYOUT_LIMITS.name),
  currency: z.enum(INVOICE_CURRENCIES),
  sharePercent: z.number().check(z.gte(0), z.lte(100)),
  minimumPayout: z.int().check(z.minimum(0), z.maximum(PAYOUT_MINIMUM_MAX)),
  selfBillingAgreedAt: z.nullable(day()),
  vatStatus: z.enum(PAYOUT_VAT_STATUSES),
  vatNumber: optionalText(PAYOUT_LIMITS.vatNumber),
  /**
   * A house that sells the publisher's websites (`payerOptions`), or null for none. Left out:
   * a new config takes the default payer, a changed one keeps its payer.
   */
  payerCompanyId: z.optional(z.nullable(bodyIdSchema)),
  active: z._default(z.boolean(), true),
});
export type PayoutConfigWrite = z.input<typeof payoutConfigWriteSchema>;

export const PAYOUT_CONFIG_SORT_FIELDS = ['name', 'currency', 'updatedAt'] as const;

export const payoutConfigEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: 'ws-payouts/payout-configs',
  noun: 'payout config',
  item: payoutConfigSchema,
  write: payoutConfigWriteSchema,
  filters: z.strictObject({
    currency: z.optional(z.enum(INVOICE_CURRENCIES)),
    includeInactive: queryFlag(),
    sort: z._default(z.enum(PAYOUT_CONFIG_SORT_FIELDS), 'name'),
    order: z._default(sortOrderSchema, 'ASC'),
  }),
  bulkActions: [] as const,
});

/** A website a payout config pays: its revenue counts toward the config's payouts. */
export const payoutWebsiteSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  configId: positiveInt(),
  configName: z.string(),
  websiteId: positiveInt(),
  websiteName: z.string(),
  websiteDomain: z.string(),
  active: z.boolean(),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type PayoutWebsite = z.infer<typeof payoutWebsiteSchema>;

export const payoutWebsiteWriteSchema = z.strictObject({
  configId: bodyIdSchema,
  websiteId: bodyIdSchema,
  active: z._default(z.boolean(), true),
});
export type PayoutWebsiteWrite = z.input<typeof payoutWebsiteWriteSchema>;

export const PAYOUT_WEBSITE_SORT_FIELDS = ['createdAt', 'updatedAt'] as const;

export const payoutWebsiteEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: 'ws-payouts/websites',
  noun: 'payout website',
  item: payoutWebsiteSchema,
  write: payoutWebsiteWriteSchema,
  filters: z.strictObject({
    configId: z.optional(idSchema),
    includeInactive: queryFlag(),
    sort: z._default(z.enum(PAYOUT_WEBSITE_SORT_FIELDS), 'createdAt'),
    order: z._default(sortOrderSchema, 'ASC'),
  }),
  bulkActions: [] as const,
});

/** The revenue of one website in a payout (or a day of it): gross → fees → net. */
const revenueShape = {
  grossRevenue: z.int(),
  fees: z.int(),
  netRevenue: z.int(),
};

export const payoutLineSchema = z.object({
  websiteId: positiveInt(),
  websiteName: z.string(),
  websiteDomain: z.string(),
  ...revenueShape,
});
export type PayoutLine = z.infer<typeof payoutLineSchema>;

export const payoutSchema = z.object({
  id: positiveInt(),
  configId: positiveInt(),
  configName: z.string(),
  /** The month paid (YYYY-MM). */
  month: z.string(),
  state: z.enum(PAYOUT_STATES),
  currency: z.enum(INVOICE_CURRENCIES),
  ...revenueShape,
  sharePercent: z.number(),
  /** The publisher's share of the net revenue (minor units). */
  shareAmount: z.int(),
  /** What earlier months rolled over to this one. */
  carriedIn: z.int(),
  /** Share and carried-in amount together. */
  payable: z.int(),
  /** Below the minimum payout: nothing is paid, `payable` rolls over to the next month. */
  rolledOver: z.boolean(),
  vatRate: z.number(),
  vatAmount: z.int(),
  /** What is paid: the payable amount with VAT, or 0 when rolled over. */
  total: z.int(),
  number: z.nullable(z.string()),
  issueDate: z.nullable(z.string()),
  /** The archived PDF's SHA-256 (approved payouts only). */
  sha256: z.nullable(z.string()),
  lines: z.array(payoutLineSchema),
  version: versionSchema,
});
export type Payout = z.infer<typeof payoutSchema>;

export const payoutListQuerySchema = z.strictObject({
  month: z.optional(monthSchema()),
  state: z.optional(z.enum(PAYOUT_STATES)),
});

/** One website's revenue on one Zurich day: the rows a payout line sums. */
export const payoutDaySchema = z.object({
  day: z.string(),
  websiteId: positiveInt(),
  websiteName: z.string(),
  websiteDomain: z.string(),
  currency: z.enum(INVOICE_CURRENCIES),
  ...revenueShape,
});
export type PayoutDay = z.infer<typeof payoutDaySchema>;

export const payoutStatisticsSchema = z.object({
  month: z.string(),
  /** Final once the month's payout of the config is approved; else preliminary. */
  final: z.boolean(),
  days: z.array(payoutDaySchema),
});
export type PayoutStatistics = z.infer<typeof payoutStatisticsSchema>;

const PATH = 'ws-payouts';

export const payoutEndpoints = {
  list: endpoint({
    method: 'GET',
    path: `${PATH}/payouts`,
    summary:
      "The payouts of the acting publisher, by month and state, each with its websites' lines",
    query: payoutListQuerySchema,
    response: z.object({ items: z.array(payoutSchema) }),
  }),
  get: endpoint({
    method: 'GET',
    path: `${PATH}/payouts/{id}`,
    summary: 'A payout with its lines',
    params: idParamsSchema,
    response: payoutSchema,
  }),
  approve: endpoint({
    method: 'POST',
    path: `${PATH}/payouts/{id}/approve`,
    summary:
      'Approves a draft payout: numbered from the payout credit series, its PDF archived, its month final',
    params: idParamsSchema,
    body: z.strictObject({ version: versionSchema }),
    response: payoutSchema,
  }),
  pdf: endpoint({
    method: 'GET',
    path: `${PATH}/payouts/{id}/pdf`,
    summary: 'The self-billing credit note as a PDF: the archived file of an approved payout',
    params: idParamsSchema,
  }),
  statistics: endpoint({
    method: 'GET',
    path: `${PATH}/statistics`,
    summary: "A month's revenue per website and Zurich day, as the payouts sum it",
    query: z.strictObject({ month: monthSchema() }),
    response: payoutStatisticsSchema,
  }),
  websiteOptions: endpoint({
    method: 'GET',
    path: `${PATH}/website-options`,
    summary:
      'The websites the acting publisher publishes, once per domain: what a payout website may name',
    response: z.object({
      items: z.array(z.object({ id: positiveInt(), name: z.string(), domain: z.string() })),
    }),
  }),
  payerOptions: endpoint({
    method: 'GET',
    path: `${PATH}/payer-options`,
    summary:
      'The houses that sell the acting publisher’s websites: who may pay its payouts, and the default payer',
    response: z.object({
      items: z.array(z.object({ id: positiveInt(), name: z.string() })),
      defaultId: z.nullable(positiveInt()),
    }),
  }),
  run: endpoint({
    method: 'POST',
    path: `${PATH}/runs`,
    summary: 'Starts the payout run of an ended month: a draft payout per active config',
    body: z.strictObject({ month: monthSchema() }),
    response: jobStartedSchema,
  }),
};
