import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { sortOrderSchema } from './lists.ts';
import { serverMessage } from './messages.ts';
import { offerMailPreviewSchema, offerMailSendSchema, offerMailSentSchema } from './offer-mail.ts';
import { idSchema } from './paging.ts';
import {
  bodyIdSchema,
  countInt,
  day,
  MAX_INTEGER,
  positiveInt,
  requiredText,
  timestamp,
  trimmedMultilineText,
  trimmedText,
  wholeNumber,
} from './primitives.ts';
import {
  countsEndpoint,
  idParamsSchema,
  readOnlyResourceEndpoints,
  versionSchema,
} from './resource.ts';
import { POST_POSITION_TYPES } from './values.ts';

export { POST_POSITION_TYPES, type PostPositionType } from './values.ts';

// Post campaigns (spec 3 §2.2, §3 "Post campaign", §4 warnings, §5 rules, §7 calls, §9
// constants): the post-ad-manager's postal bookings under /api/ws-post.

/** The campaign statuses of spec 3 §3, shared with the orders' campaigns. */
export const POST_CAMPAIGN_STATUSES = [
  'DRAFT',
  'PENDING_APPROVAL',
  'OFFERED',
  'ALTERNATE_QUOTE',
  'OFFER_DENIED',
  'BOOKED',
  'PREPAYMENT',
  'PERFORMANCE',
  'ARCHIVED',
] as const;
export type PostCampaignStatus = (typeof POST_CAMPAIGN_STATUSES)[number];

/**
 * The campaign statuses in which a post campaign may be charged: the booked ones. Spec 3 §3
 * colours BOOKED, PERFORMANCE and PREPAYMENT positive (the customer accepted the offer: booked,
 * prepaying or dispatching), and the status table ends PERFORMANCE → ARCHIVED "ended and was
 * invoiced", so an archived campaign whose charge is still open may be charged late. A DRAFT,
 * PENDING_APPROVAL, OFFERED, ALTERNATE_QUOTE or OFFER_DENIED campaign was never booked: charging
 * it would invoice a customer for an offer nobody accepted (issue 33). The server refuses the
 * charge (422 POST_CAMPAIGN_NOT_BOOKED) and the console does not offer it.
 */
export const POST_INVOICEABLE_STATUSES: readonly PostCampaignStatus[] = [
  'BOOKED',
  'PREPAYMENT',
  'PERFORMANCE',
  'ARCHIVED',
];

/** The invoice state of a post campaign (DOMAIN.md §5 PostInvoice). */
export const POST_INVOICE_STATES = ['OPEN', 'CHARGED', 'MANUALLY_CHARGED', 'CANCELLED'] as const;
export type PostInvoiceState = (typeof POST_INVOICE_STATES)[number];

/** Spec 3 §3: position names (initial / reminder e-mail, addressed, shipment). */
export const POST_POSITION_NAMES = [
  'INITIAL_EMAIL',
  'INITIAL_ADDRESSED',
  'INITIAL_SHIPMENT',
  'REMINDER_EMAIL',
  'REMINDER_ADDRESSED',
  'REMINDER_SHIPMENT',
] as const;
export type PostPositionName = (typeof POST_POSITION_NAMES)[number];

export const POST_CHANNELS = [
  'DOOH_SCREEN_ZONE',
  'EMAIL',
  'PHYSICAL_ADDRESSED_MAILING',
  'POSTCODE',
  'ONLINE',
] as const;
export const ADDRESS_PROVIDERS = ['AZ', 'KUBA', 'POST'] as const;
export const POST_INVENTORIES = ['PCC', 'POSTRON'] as const;
export const POST_DEVICES = ['DESKTOP', 'MOBILE_IN_APP', 'MOBILE_WEB'] as const;
export const POST_AD_FORMATS = [
  'DISPLAY',
  'INTERSTITIAL',
  'INTERSTITIAL_VIDEO_SKIPPABLE',
  'INTERSTITIAL_VIDEO_UNSKIPPABLE',
] as const;
/** Spec 3 §3 letter formats (standard, midi, large format); the post and the analog operations share them. */
export const LETTER_FORMATS = ['STANDARD', 'MIDI', 'LARGE_FORMAT'] as const;
export type LetterFormat = (typeof LETTER_FORMATS)[number];
/**
 * Spec 3 §5 and §9: "weight bounds standard 1 to 100, midi 101 to 500, large 1 to 1000" (in
 * grams): the server refuses a weight outside them, the console says so before it sends.
 */
export const LETTER_WEIGHT_LIMITS: Record<LetterFormat, { min: number; max: number }> = {
  STANDARD: { min: 1, max: 100 },
  MIDI: { min: 101, max: 500 },
  LARGE_FORMAT: { min: 1, max: 1000 },
};
export const POST_COUNTRIES = ['CH', 'AT', 'DE'] as const;

/** Spec 3 §3: the feature toggles the server delivers as key/value pairs. */
export const POST_FEATURE_TOGGLES = [
  'TESTING',
  'TASKS',
  'PROMOPOST_BOOKING',
  'POST_INVOICING',
  'POST_INVOICING_CANCELLATION',
  'MANUAL_POST_INVOICING',
  'DEFAULT_FRANKING_LICENCE',
  'DIGITAL_NOTIFICATIONS',
  'SCREEN_RESTRICTIONS',
  'CUSTOMER_INVOICE_REFERENCE',
] as const;
export type PostFeatureToggle = (typeof POST_FEATURE_TOGGLES)[number];

/** Spec 3 §4: the post booking warnings; UNSAVED_CHANGES is the console's own. */
export const POST_WARNINGS = [
  'UNSAVED_CHANGES',
  'RECONCILIATION_REQUIRED',
  'DIFFERENT_TAX_RATE',
  'POSITIONS_EMPTY',
] as const;
export type PostWarning = (typeof POST_WARNINGS)[number];

// --- Spec 3 §9 constants ---
export const POST_REACH_FACTOR = 2.675;
export const POST_MAX_ITEMS = 350;
/** "default values 175, 1, 60": units, count, percent. */
export const POST_CALCULATION_DEFAULTS = { units: 175, count: 1, percent: 60 } as const;
/**
 * The calculation a campaign starts from: the defaults, with no more units than the imported
 * inventory has available (issue 33 point 21: 175 units where 3 were available).
 */
export function postCalculationDefaults(availableUnits: number | null | undefined) {
  const units =
    availableUnits && availableUnits > 0
      ? Math.min(POST_CALCULATION_DEFAULTS.units, Math.floor(availableUnits))
      : POST_CALCULATION_DEFAULTS.units;
  return { ...POST_CALCULATION_DEFAULTS, units: Math.max(1, units) };
}
/** "reach sets 0 to 95 in steps of 5". */
export const POST_PERCENT_SET = Array.from({ length: 20 }, (_, index) => index * 5);
/** "and 0 to 350 in bands": the price per unit (1,000 households, CHF) of each band. */
export const POST_UNIT_BANDS = [
  { from: 0, to: 50, price: 420 },
  { from: 51, to: 100, price: 395 },
  { from: 101, to: 175, price: 370 },
  { from: 176, to: 250, price: 350 },
  { from: 251, to: 350, price: 330 },
] as const;
/** "counts 1 to 6". */
export const POST_COUNTS = [1, 2, 3, 4, 5, 6] as const;

const party = z.object({ id: positiveInt(), name: z.string() });

export const postInfoSchema = z.object({
  id: positiveInt(),
  product: z.string(),
  goal: z.nullable(z.string()),
  channels: z.array(z.enum(POST_CHANNELS)),
});
export type PostInfo = z.infer<typeof postInfoSchema>;

export const POST_GENDERS = ['ALL', 'FEMALE', 'MALE'] as const;
export const POST_HOUSEHOLDS = ['PRIVATE', 'BUSINESS', 'ALL'] as const;

export const postTargetGroupSchema = z.object({
  id: positiveInt(),
  ageFrom: z.int(),
  ageTo: z.int(),
  gender: z.enum(POST_GENDERS),
  households: z.enum(POST_HOUSEHOLDS),
  postcodes: z.array(z.string()),
  addressProvider: z.enum(ADDRESS_PROVIDERS),
});
export type PostTargetGroup = z.infer<typeof postTargetGroupSchema>;

const flags = {
  hasDigitalPositions: z.boolean(),
  hasMailingPositions: z.boolean(),
  hasServicePositions: z.boolean(),
  hasDiscountPositions: z.boolean(),
  hasEmailPositions: z.boolean(),
  hasAddressedMailingPositions: z.boolean(),
  hasOnlinePositions: z.boolean(),
  digitalReconciled: z.boolean(),
  mailingReconciled: z.boolean(),
  emailReconciled: z.boolean(),
  addressedMailingReconciled: z.boolean(),
  onlineReconciled: z.boolean(),
  isTaxRateDiffersInPositions: z.boolean(),
};

/** A post campaign with every field of spec 3 §3 and the server's warnings. */
export const postCampaignSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  status: z.enum(POST_CAMPAIGN_STATUSES),
  countryCode: z.enum(POST_COUNTRIES),
  startDate: day(),
  endDate: day(),
  currency: z.enum(['CHF', 'EUR']),
  account: party,
  invoicingAccount: z.object({ id: positiveInt(), name: z.string(), excludeMwst: z.boolean() }),
  contactIds: z.array(positiveInt()),
  info: z.nullable(postInfoSchema),
  targetGroup: z.nullable(postTargetGroupSchema),
  adUnitsImported: z.boolean(),
  availableUnits: z.nullable(countInt()),
  ...flags,
  invoiceState: z.enum(POST_INVOICE_STATES),
  chargedAt: z.nullable(timestamp()),
  positionCount: countInt(),
  netTotal: z.number(),
  vatTotal: z.number(),
  total: z.number(),
  /** In order of precedence (spec 3 §4). */
  warnings: z.array(z.enum(POST_WARNINGS)),
  /** Spec 3 §2.2: positions lock once charged or manually charged. */
  positionsLocked: z.boolean(),
  /** The statuses the campaign may move to (the server's status table), for the page's buttons. */
  nextStatuses: z.array(z.enum(POST_CAMPAIGN_STATUSES)),
  calculation: z.nullable(z.object({ units: z.int(), count: z.int(), percent: z.int() })),
  version: versionSchema,
  updatedAt: timestamp(),
});
export type PostCampaign = z.infer<typeof postCampaignSchema>;

export const POST_CAMPAIGN_SORT_FIELDS = [
  'startDate',
  'endDate',
  'name',
  'status',
  'updatedAt',
] as const;

export const postCampaignFiltersSchema = z.strictObject({
  companyId: z.optional(idSchema),
  status: z.optional(z.enum(POST_CAMPAIGN_STATUSES)),
  invoiceState: z.optional(z.enum(POST_INVOICE_STATES)),
  accountId: z.optional(idSchema),
  searchQuery: z.optional(trimmedText(100)),
  sort: z._default(z.enum(POST_CAMPAIGN_SORT_FIELDS), 'startDate'),
  order: z._default(sortOrderSchema, 'DESC'),
});

/** What the general step writes. */
export const postCampaignWriteSchema = z.strictObject({
  name: requiredText(200),
  accountId: bodyIdSchema,
  invoicingAccountId: z.optional(bodyIdSchema),
  contactIds: z._default(z.array(bodyIdSchema).check(z.maxLength(50)), []),
  countryCode: z.enum(POST_COUNTRIES),
  startDate: day(),
  endDate: day(),
});
export type PostCampaignWrite = z.input<typeof postCampaignWriteSchema>;

export const postInfoWriteSchema = z.strictObject({
  product: requiredText(200),
  goal: z.nullable(trimmedMultilineText(2000)),
  channels: z.array(z.enum(POST_CHANNELS)).check(z.minLength(1, serverMessage('required'))),
});
export type PostInfoWrite = z.input<typeof postInfoWriteSchema>;

export const postTargetGroupWriteSchema = z.strictObject({
  ageFrom: z.int().check(z.minimum(16), z.maximum(99)),
  ageTo: z.int().check(z.minimum(16), z.maximum(99)),
  gender: z.enum(POST_GENDERS),
  households: z.enum(POST_HOUSEHOLDS),
  postcodes: z
    .array(z.string().check(z.regex(/^\d{4,5}$/, 'A postcode has 4 (CH, AT) or 5 (DE) digits')))
    .check(z.maxLength(500)),
  addressProvider: z.enum(ADDRESS_PROVIDERS),
});
export type PostTargetGroupWrite = z.input<typeof postTargetGroupWriteSchema>;

export const postCalculationInputSchema = z.strictObject({
  units: z.int(),
  count: z.int(),
  percent: z.int(),
});
export type PostCalculationInput = z.infer<typeof postCalculationInputSchema>;

export const postCalculationResultSchema = z.object({
  units: z.int(),
  count: z.int(),
  percent: z.int(),
  /** Tomorrow at the start of the day in UTC (spec 3 §9). */
  forecastStart: timestamp(),
  households: z.int(),
  reach: z.int(),
  contacts: z.int(),
  band: z.object({ from: z.int(), to: z.int() }),
  unitPrice: z.number(),
  netAmount: z.number(),
  availableUnits: z.nullable(z.int()),
  utilisation: z.nullable(z.number()),
  /** "> 500%" over 500, else two decimals (spec 3 §9). */
  utilisationLabel: z.nullable(z.string()),
});
export type PostCalculationResult = z.infer<typeof postCalculationResultSchema>;

export const postPositionSchema = z.object({
  id: positiveInt(),
  postCampaignId: positiveInt(),
  positionType: z.enum(POST_POSITION_TYPES),
  name: z.nullable(z.enum(POST_POSITION_NAMES)),
  channel: z.nullable(z.enum(POST_CHANNELS)),
  addressProvider: z.nullable(z.enum(ADDRESS_PROVIDERS)),
  inventory: z.nullable(z.enum(POST_INVENTORIES)),
  device: z.nullable(z.enum(POST_DEVICES)),
  adFormat: z.nullable(z.enum(POST_AD_FORMATS)),
  letterFormat: z.nullable(z.enum(LETTER_FORMATS)),
  weightGrams: z.nullable(z.int()),
  dispatchDate: z.nullable(day()),
  quantity: z.int(),
  unitPrice: z.number(),
  vatRate: z.number(),
  netAmount: z.number(),
  version: versionSchema,
});
export type PostPosition = z.infer<typeof postPositionSchema>;

export const postPositionWriteSchema = z.strictObject({
  positionType: z.enum(POST_POSITION_TYPES),
  name: z._default(z.nullable(z.enum(POST_POSITION_NAMES)), null),
  channel: z._default(z.nullable(z.enum(POST_CHANNELS)), null),
  addressProvider: z._default(z.nullable(z.enum(ADDRESS_PROVIDERS)), null),
  inventory: z._default(z.nullable(z.enum(POST_INVENTORIES)), null),
  device: z._default(z.nullable(z.enum(POST_DEVICES)), null),
  adFormat: z._default(z.nullable(z.enum(POST_AD_FORMATS)), null),
  letterFormat: z._default(z.nullable(z.enum(LETTER_FORMATS)), null),
  weightGrams: z._default(z.nullable(z.int().check(z.minimum(0), z.maximum(100_000))), null),
  dispatchDate: z._default(z.nullable(day()), null),
  quantity: z.int().check(z.minimum(1), z.maximum(10_000_000)),
  unitPrice: z.number().check(z.minimum(-1_000_000), z.maximum(1_000_000)),
});
export type PostPositionWrite = z.input<typeof postPositionWriteSchema>;

export const postPositionsAnswerSchema = z.object({
  items: z.array(postPositionSchema),
  locked: z.boolean(),
  /** Why the positions are read-only, when they are. */
  lockReason: z.nullable(z.string()),
});

export const postHistoryEntrySchema = z.object({
  id: positiveInt(),
  field: z.string(),
  oldValue: z.nullable(z.string()),
  newValue: z.nullable(z.string()),
  author: z.nullable(z.string()),
  createdAt: timestamp(),
});
export type PostHistoryEntry = z.infer<typeof postHistoryEntrySchema>;

const codeList = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values));

export const postReferenceSchema = z.object({
  channels: codeList(POST_CHANNELS),
  addressProviders: codeList(ADDRESS_PROVIDERS),
  inventories: codeList(POST_INVENTORIES),
  devices: codeList(POST_DEVICES),
  adFormats: codeList(POST_AD_FORMATS),
  letterFormats: z.array(
    z.object({ code: z.enum(LETTER_FORMATS), minWeightGrams: z.int(), maxWeightGrams: z.int() }),
  ),
});
export type PostReference = z.infer<typeof postReferenceSchema>;

export const countryVatQuerySchema = z.strictObject({
  companyId: idSchema,
  shouldExcludeTax: z._default(
    z.pipe(
      z.union([z.boolean(), z.enum(['true', 'false'])]),
      z.transform((value) => value === true || value === 'true'),
    ),
    false,
  ),
  country: z.enum(POST_COUNTRIES),
  date: day(),
});

const campaignParams = z.strictObject({ id: idSchema });
const POST = 'ws-post';

/** The calls of the post area (spec 3 §7: campaign by id, positions, country VAT, toggles). */
export const postCampaignEndpoints = /* @__PURE__ */ postCampaignCalls();

function postCampaignCalls() {
  const path = `${POST}/post-campaigns`;
  return {
    ...readOnlyResourceEndpoints({
      path,
      noun: 'post campaign',
      item: postCampaignSchema,
      filters: postCampaignFiltersSchema,
    }),
    counts: countsEndpoint({
      path,
      noun: 'post campaign',
      filters: postCampaignFiltersSchema,
      by: 'status',
    }),
    create: endpoint({
      method: 'POST',
      path,
      summary: 'Creates a post campaign (the general step)',
      body: postCampaignWriteSchema,
      response: postCampaignSchema,
    }),
    update: endpoint({
      method: 'PUT',
      path: `${path}/{id}`,
      summary: 'Changes the general step of a post campaign at the version it was read',
      params: idParamsSchema,
      body: z.extend(postCampaignWriteSchema, { version: versionSchema }),
      response: postCampaignSchema,
    }),
    saveInfo: endpoint({
      method: 'PUT',
      path: `${path}/{id}/information`,
      summary: "Saves a post campaign's information step",
      params: campaignParams,
      body: postInfoWriteSchema,
      response: postCampaignSchema,
    }),
    saveTargetGroup: endpoint({
      method: 'PUT',
      path: `${path}/{id}/target-group`,
      summary: "Saves a post campaign's target group settings (needs the information)",
      params: campaignParams,
      body: postTargetGroupWriteSchema,
      response: postCampaignSchema,
    }),
    importAdUnits: endpoint({
      method: 'POST',
      path: `${path}/{id}/ad-units-import`,
      summary: 'Imports the available ad units of the target group from the postal inventory',
      params: campaignParams,
      response: postCampaignSchema,
    }),
    previewCalculation: endpoint({
      method: 'GET',
      path: `${path}/{id}/calculation`,
      summary: 'The calculation for units, count and percent (defaults 175, 1, 60)',
      params: campaignParams,
      query: z.strictObject({
        units: z.optional(wholeNumber(0, MAX_INTEGER)),
        count: z.optional(wholeNumber(0, MAX_INTEGER)),
        percent: z.optional(wholeNumber(0, MAX_INTEGER)),
      }),
      response: postCalculationResultSchema,
    }),
    saveCalculation: endpoint({
      method: 'PUT',
      path: `${path}/{id}/calculation`,
      summary: 'Saves the calculation (needs the ad units imported)',
      params: campaignParams,
      body: postCalculationInputSchema,
      response: postCalculationResultSchema,
    }),
    reconcile: endpoint({
      method: 'POST',
      path: `${path}/{id}/reconcile`,
      summary: 'Marks every present position group as reconciled',
      params: campaignParams,
      response: postCampaignSchema,
    }),
    changeStatus: endpoint({
      method: 'POST',
      path: `${path}/{id}/status`,
      summary: "Moves a post campaign's status along its status machine",
      params: campaignParams,
      body: z.strictObject({ status: z.enum(POST_CAMPAIGN_STATUSES) }),
      response: postCampaignSchema,
    }),
    offerMailPreview: endpoint({
      method: 'GET',
      path: `${path}/{id}/offer-mail`,
      summary: "The offer's mail before it is sent: recipients, subject, text, PDF, warnings",
      params: campaignParams,
      response: offerMailPreviewSchema,
    }),
    offerMailSend: endpoint({
      method: 'POST',
      path: `${path}/{id}/offer-mail`,
      summary: 'Send the offer: status OFFERED, its history and the mail with the PDF, at once',
      params: campaignParams,
      body: offerMailSendSchema,
      response: offerMailSentSchema,
    }),
    history: endpoint({
      method: 'GET',
      path: `${path}/{id}/history`,
      summary: "The post campaign's POST_CAMPAIGN_FIELD_CHANGED entries, newest first",
      params: campaignParams,
      response: z.array(postHistoryEntrySchema),
    }),
    document: endpoint({
      method: 'GET',
      path: `${path}/{id}/document`,
      summary: 'The offer document of a post campaign (PDF)',
      params: campaignParams,
      query: z.strictObject({ language: z._default(z.enum(['de', 'en', 'fr', 'it']), 'de') }),
    }),
    positions: endpoint({
      method: 'GET',
      path: `${POST}/post-campaign-positions`,
      summary: 'The positions of a post campaign (by postCampaignId)',
      query: z.strictObject({ postCampaignId: idSchema }),
      response: postPositionsAnswerSchema,
    }),
    createPosition: endpoint({
      method: 'POST',
      path: `${path}/{id}/positions`,
      summary: 'Adds a position to a post campaign',
      params: campaignParams,
      body: postPositionWriteSchema,
      response: postPositionSchema,
    }),
    updatePosition: endpoint({
      method: 'PUT',
      path: `${POST}/post-campaign-positions/{id}`,
      summary: 'Changes a position of a post campaign at the version it was read',
      params: idParamsSchema,
      body: z.extend(postPositionWriteSchema, { version: versionSchema }),
      response: postPositionSchema,
    }),
    deletePosition: endpoint({
      method: 'DELETE',
      path: `${POST}/post-campaign-positions/{id}`,
      summary: 'Removes a position of a post campaign',
      params: idParamsSchema,
    }),
    reference: endpoint({
      method: 'GET',
      path: `${POST}/reference`,
      summary: 'Channels, address providers, inventories, devices, ad formats and letter formats',
      response: postReferenceSchema,
    }),
    accounts: endpoint({
      method: 'GET',
      path: `${POST}/accounts`,
      summary: "The acting company's active accounts by name, for a new post campaign",
      query: z.strictObject({
        searchQuery: z.optional(trimmedText(100)),
        id: z.optional(idSchema),
      }),
      response: z.array(
        z.object({ id: positiveInt(), name: z.string(), city: z.nullable(z.string()) }),
      ),
    }),
    countryVat: endpoint({
      method: 'GET',
      path: `${POST}/country-vat`,
      summary: 'The VAT rate of a country on a date (0 when the tax is excluded)',
      query: countryVatQuerySchema,
      response: z.object({
        countryCode: z.enum(POST_COUNTRIES),
        rate: z.number(),
        validFrom: z.nullable(day()),
        validTo: z.nullable(day()),
      }),
    }),
    featureToggles: endpoint({
      method: 'GET',
      path: `${POST}/feature-toggles`,
      summary: "The acting company's post feature toggles as key/value pairs",
      response: z.array(z.object({ key: z.enum(POST_FEATURE_TOGGLES), value: z.boolean() })),
    }),
    portal: endpoint({
      method: 'GET',
      path: `${POST}/portal`,
      summary: 'The external postal web portal the console redirects to (null: not offered)',
      response: z.object({ url: z.nullable(z.string()) }),
    }),
  };
}

export const postInvoiceFiltersSchema = z.strictObject({
  companyId: z.optional(idSchema),
  invoiceState: z.optional(z.enum(POST_INVOICE_STATES)),
  searchQuery: z.optional(trimmedText(100)),
  sort: z._default(z.enum(POST_CAMPAIGN_SORT_FIELDS), 'endDate'),
  order: z._default(sortOrderSchema, 'DESC'),
});

/** /finances/post-invoices: the post campaigns by invoice state, charged or not. */
export const postInvoiceEndpoints = /* @__PURE__ */ postInvoiceCalls();

function postInvoiceCalls() {
  const path = `${POST}/post-invoices`;
  const action = (name: string, summary: string) =>
    endpoint({
      method: 'POST',
      path: `${path}/{id}/${name}`,
      summary,
      params: campaignParams,
      response: postCampaignSchema,
    });
  return {
    ...readOnlyResourceEndpoints({
      path,
      noun: 'post invoice',
      item: postCampaignSchema,
      filters: postInvoiceFiltersSchema,
    }),
    counts: countsEndpoint({
      path,
      noun: 'post invoice',
      filters: postInvoiceFiltersSchema,
      by: 'invoiceState',
    }),
    charge: action('charge', 'Charges a post campaign (its positions lock)'),
    manualCharge: action('manual-charge', 'Marks a post campaign as charged outside the system'),
    cancelCharge: action('cancel-charge', 'Cancels the charge of a post campaign (feature toggle)'),
  };
}
