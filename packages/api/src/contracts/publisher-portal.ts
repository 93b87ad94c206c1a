import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { sortOrderSchema } from './lists.ts';
import { serverMessage } from './messages.ts';
import { pageOf, pageQueryShape } from './paging.ts';
import { bodyIdSchema, optionalText, positiveInt, timestamp, trimmedText } from './primitives.ts';
import { idParamsSchema, queryFlag } from './resource.ts';
import type { CAMPAIGN_STATUSES } from './values.ts';

// The publishers' portal (issue 39; spec 1 §2.12 /publishers/campaigns and /publishers/exclusions;
// DOMAIN §6): the campaigns running on the publisher's websites, read across the companies that
// sell them (the server kit's relation `campaignOnPublishedSite`), and the campaigns and customers
// the publisher refuses on its websites. A booking of a refused one is refused by the server.

/**
 * The campaign statuses the portal shows: booked and after. An offer is the selling house's
 * business until it is booked, so a publisher sees what runs (or ran) on its sites.
 */
export const PORTAL_CAMPAIGN_STATUSES = [
  'BOOKED',
  'PREPAYMENT',
  'PERFORMANCE',
  'ARCHIVED',
] as const satisfies readonly (typeof CAMPAIGN_STATUSES)[number][];
export type PortalCampaignStatus = (typeof PORTAL_CAMPAIGN_STATUSES)[number];

export const PORTAL_CAMPAIGN_SORT_FIELDS = ['startDate', 'endDate', 'name'] as const;

export const portalCampaignSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  advertiserName: z.string(),
  /** The house that sold the campaign. */
  sellerName: z.string(),
  status: z.enum(PORTAL_CAMPAIGN_STATUSES),
  startDate: z.string(),
  endDate: z.string(),
  /** The publisher's websites the campaign's positions are booked on (names, sorted). */
  websites: z.array(z.string()),
  /** The campaign's positions on those websites. */
  positionCount: z.int(),
  /** Whether the publisher excludes the campaign or its advertiser. */
  excluded: z.boolean(),
});
export type PortalCampaign = z.infer<typeof portalCampaignSchema>;

export const portalCampaignQuerySchema = z.strictObject({
  search: z.optional(trimmedText(100)),
  status: z.optional(z.enum(PORTAL_CAMPAIGN_STATUSES)),
  /** Ended campaigns too (by default those whose end is today or later). */
  includeEnded: queryFlag(),
  sort: z._default(z.enum(PORTAL_CAMPAIGN_SORT_FIELDS), 'startDate'),
  order: z._default(sortOrderSchema, 'DESC'),
  ...pageQueryShape(25),
});

/** What a publisher refuses on its websites: one campaign, or every campaign of a customer. */
export const EXCLUSION_KINDS = ['CAMPAIGN', 'CUSTOMER'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];
export const EXCLUSION_REASON_MAX = 500;

export const exclusionSchema = z.object({
  id: positiveInt(),
  kind: z.enum(EXCLUSION_KINDS),
  /** The campaign's or the customer's id (of the house that sells it). */
  targetId: positiveInt(),
  /** The campaign's or the customer's name. */
  targetName: z.string(),
  /** The customer of an excluded campaign; the town of an excluded customer. */
  detail: z.nullable(z.string()),
  sellerName: z.string(),
  reason: z.nullable(z.string()),
  createdAt: timestamp(),
});
export type Exclusion = z.infer<typeof exclusionSchema>;

export const exclusionQuerySchema = z.strictObject({
  kind: z.enum(EXCLUSION_KINDS),
  search: z.optional(trimmedText(100)),
  sort: z._default(z.enum(['createdAt', 'name']), 'createdAt'),
  order: z._default(sortOrderSchema, 'DESC'),
  ...pageQueryShape(25),
});

export const exclusionWriteSchema = z.strictObject({
  kind: z.enum(EXCLUSION_KINDS),
  targetId: bodyIdSchema,
  reason: optionalText(EXCLUSION_REASON_MAX),
});
export type ExclusionWrite = z.input<typeof exclusionWriteSchema>;

/** A customer the publisher may exclude: an account of a house that sells its websites. */
export const exclusionCustomerSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  city: z.nullable(z.string()),
  sellerName: z.string(),
});
export type ExclusionCustomer = z.infer<typeof exclusionCustomerSchema>;

export const exclusionCustomerQuerySchema = z.strictObject({
  search: z.optional(trimmedText(100)),
  sort: z._default(z.enum(['name']), 'name'),
  order: z._default(sortOrderSchema, 'ASC'),
  ...pageQueryShape(20),
});

/** The server's refusal of a booking on a website whose publisher excludes it. */
export const BOOKING_EXCLUDED = 'BOOKING_EXCLUDED_BY_PUBLISHER';
export const bookingExcludedMessage = (publisher: string, websites: string) =>
  serverMessage('bookingExcludedByPublisher', { publisher, websites });

const PATH = 'ws-publishers';

export const publisherPortalEndpoints = {
  campaigns: endpoint({
    method: 'GET',
    path: `${PATH}/campaigns`,
    summary: "Campaigns booked on the caller's websites, of every house that sells them",
    query: portalCampaignQuerySchema,
    response: pageOf(portalCampaignSchema),
  }),
  exclusions: endpoint({
    method: 'GET',
    path: `${PATH}/exclusions`,
    summary: 'The campaigns or customers the caller refuses on its websites',
    query: exclusionQuerySchema,
    response: pageOf(exclusionSchema),
  }),
  createExclusion: endpoint({
    method: 'POST',
    path: `${PATH}/exclusions`,
    summary: "Refuse a campaign or a customer on the caller's websites",
    body: exclusionWriteSchema,
    response: exclusionSchema,
  }),
  deleteExclusion: endpoint({
    method: 'DELETE',
    path: `${PATH}/exclusions/{id}`,
    summary: 'Take back an exclusion',
    params: idParamsSchema,
  }),
  exclusionCustomers: endpoint({
    method: 'GET',
    path: `${PATH}/exclusion-customers`,
    summary: "Customers of the houses that sell the caller's websites, to exclude",
    query: exclusionCustomerQuerySchema,
    response: pageOf(exclusionCustomerSchema),
  }),
};
