import { z } from 'zod/mini';
import { settingsAuditEntrySchema } from './audit-trail.ts';
import { endpoint } from './endpoint.ts';
import { sortOrderSchema } from './lists.ts';
import { serverMessage } from './messages.ts';
import { idSchema } from './paging.ts';
import {
  bodyIdSchema,
  countInt,
  day,
  positiveInt,
  requiredText,
  text,
  timestamp,
  translatedNamesItem,
  translatedNamesWrite,
  trimmedMultilineText,
  trimmedText,
} from './primitives.ts';
import { idParamsSchema, queryFlag, resourceEndpoints, versionSchema } from './resource.ts';
import { COLOR_MODES, SIZE_TYPES } from './values.ts';

// The settings staff maintain (spec 1 §2.12 settings; issue 28): the catalogue (products per
// medium, ad media, placements, websites, brands, industries, sales units, position groups,
// campaign types, price lists and their prices), coop weeks, partner branches, the programmatic
// mappings, the company's own settings and the data import. Each list is a resource of the
// list kit under `ws-settings/…`.

export const PRODUCT_MEDIA = ['DIGITAL', 'PRINT', 'TV', 'RADIO', 'POS', 'ANALOG'] as const;
export type ProductMedium = (typeof PRODUCT_MEDIA)[number];
export const ALL_MEDIA = [...PRODUCT_MEDIA, 'NEWSLETTER'] as const;
/** The role that manages the products of a medium (spec 1 §6); analog products: ADMIN. */
export const PRODUCT_ROLES = {
  DIGITAL: 'MANAGE_DIGITAL_PRODUCTS',
  PRINT: 'MANAGE_PRINT_PRODUCTS',
  TV: 'MANAGE_TV_PRODUCTS',
  RADIO: 'MANAGE_RADIO_PRODUCTS',
  POS: 'MANAGE_POS_PRODUCTS',
  ANALOG: 'ADMIN',
} as const satisfies Record<ProductMedium, string>;
export const AD_TYPES = ['DISPLAY', 'VIDEO', 'NATIVE', 'NEWSLETTER', 'SPONSORSHIP'] as const;
export const PRICING_MODELS = ['CPM', 'CPC', 'FLAT', 'SOV'] as const;
export const PRICE_UNITS = [
  'CPM',
  'CPC',
  'FLAT',
  'MM',
  'SPOTS',
  'SECONDS',
  'WEEKS',
  'PIECES',
] as const;
export const SETTINGS_CURRENCIES = ['CHF', 'EUR'] as const;
export const PRICE_LIST_CHANNELS = ['STANDARD', 'SELF_BOOKING', 'AGENCY'] as const;
export const PRICE_LIST_STATUSES = ['DRAFT', 'ACTIVE', 'ARCHIVED'] as const;
export const MAPPING_SYSTEMS = ['ADSENSE', 'XANDR', 'GOOGLE', 'ADOMIK', 'PASSENDO'] as const;
export type MappingSystem = (typeof MAPPING_SYSTEMS)[number];
export const QR_REFERENCE_TYPES = ['QRR', 'SCOR', 'NON'] as const;
export const PDF_DOCUMENT_TYPES = ['OFFER', 'ORDER_CONFIRMATION', 'INVOICE', 'PROOF'] as const;
export const PAPER_SIZES = ['A4', 'LETTER'] as const;
export const IMPORT_KINDS = ['ACCOUNTS', 'CONTACTS', 'PRODUCTS'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const SETTINGS_BULK_ACTIONS = ['activate', 'deactivate'] as const;

/**
 * The external ids each system uses (validated on save): AdSense ad slots are ten digits, Xandr
 * placement ids digits, Google Ad Manager ad unit paths `/networkCode/unit[/unit…]`, Adomik
 * and Passendo their own lower-case keys.
 */
export const MAPPING_ID_PATTERNS: Record<MappingSystem, RegExp> = {
  ADSENSE: /^[0-9]{10}$/,
  XANDR: /^[0-9]{1,12}$/,
  GOOGLE: /^\/[0-9]{1,12}(\/[A-Za-z0-9_.-]{1,100}){1,5}$/,
  ADOMIK: /^[a-z0-9][a-z0-9_-]{2,63}$/,
  PASSENDO: /^[A-Za-z0-9]{6,32}$/,
};
/** A sample of each format, shown as the field's hint. */
export const MAPPING_ID_EXAMPLES: Record<MappingSystem, string> = {
  ADSENSE: '1234567890',
  XANDR: '20318840',
  GOOGLE: '/21705498/20min.ch/home/wideboard',
  ADOMIK: '20min-home-wideboard',
  PASSENDO: 'a7Xk29Pq',
};

const stamps = {
  active: z.boolean(),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
};
const activeWrite = { active: z._default(z.boolean(), true) };
const optionalText = (max: number) => z._default(z.nullable(trimmedText(max)), null);
const optionalId = () => z._default(z.nullable(bodyIdSchema), null);
const listOf = <T extends z.ZodMiniType>(item: T, max: number) =>
  z._default(z.array(item).check(z.maxLength(max)), []);
const money = () => z.number().check(z.nonnegative(), z.maximum(9_999_999_999.99));

/** The filters every settings list has, with its own sort fields and extra filters. */
function settingsFilters<const Sort extends string, Extra extends z.core.$ZodLooseShape>(
  sortFields: readonly [Sort, ...Sort[]],
  extra: Extra,
) {
  return z.strictObject({
    nameFilter: z.optional(trimmedText(100)),
    includeInactive: queryFlag(),
    sort: z._default(z.enum(sortFields), sortFields[0]),
    order: z._default(sortOrderSchema, 'ASC'),
    ...extra,
  });
}

// --- Products ---
export const settingsProductSchema = z.object({
  id: positiveInt(),
  mediaType: z.enum(ALL_MEDIA),
  adMediumId: positiveInt(),
  adMediumName: z.string(),
  name: z.string(),
  ...translatedNamesItem,
  code: z.nullable(z.string()),
  selfBookable: z.boolean(),
  adType: z.nullable(z.enum(AD_TYPES)),
  placementId: z.nullable(positiveInt()),
  placementName: z.nullable(z.string()),
  sizes: z.array(z.string()),
  pricingModel: z.nullable(z.enum(PRICING_MODELS)),
  formatName: z.nullable(z.string()),
  sizeType: z.nullable(z.enum(SIZE_TYPES)),
  colorMode: z.nullable(z.enum(COLOR_MODES)),
  columns: z.nullable(z.int()),
  heightMm: z.nullable(z.int()),
  spotLengthSec: z.nullable(z.int()),
  broadcastSlotId: z.nullable(positiveInt()),
  itemType: z.nullable(z.string()),
  ...stamps,
});
export type SettingsProduct = z.infer<typeof settingsProductSchema>;
export const PRODUCT_SIZE_PATTERN = /^[0-9]{1,4}x[0-9]{1,4}$/;
export const settingsProductWriteSchema = z.strictObject({
  mediaType: z.enum(PRODUCT_MEDIA),
  adMediumId: bodyIdSchema,
  name: requiredText(100),
  ...translatedNamesWrite(100),
  code: optionalText(40),
  selfBookable: z._default(z.boolean(), false),
  adType: z._default(z.nullable(z.enum(AD_TYPES)), null),
  placementId: optionalId(),
  sizes: listOf(
    z.string().check(z.regex(PRODUCT_SIZE_PATTERN, 'A size is width x height in pixels')),
    20,
  ),
  pricingModel: z._default(z.nullable(z.enum(PRICING_MODELS)), null),
  formatName: optionalText(100),
  sizeType: z._default(z.nullable(z.enum(SIZE_TYPES)), null),
  colorMode: z._default(z.nullable(z.enum(COLOR_MODES)), null),
  columns: z._default(z.nullable(z.int().check(z.minimum(1), z.maximum(20))), null),
  heightMm: z._default(z.nullable(z.int().check(z.minimum(1), z.maximum(2000))), null),
  spotLengthSec: z._default(z.nullable(z.int().check(z.minimum(1), z.maximum(600))), null),
  broadcastSlotId: optionalId(),
  itemType: optionalText(100),
  ...activeWrite,
});
export type SettingsProductWrite = z.input<typeof settingsProductWriteSchema>;
export const PRODUCT_SORT_FIELDS = ['name', 'code', 'createdAt', 'updatedAt'] as const;
export const settingsProductEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: 'ws-settings/products',
  noun: 'product',
  item: settingsProductSchema,
  write: settingsProductWriteSchema,
  filters: settingsFilters(PRODUCT_SORT_FIELDS, {
    mediaType: z.enum(PRODUCT_MEDIA),
    adMediumId: z.optional(idSchema),
    adType: z.optional(z.enum(AD_TYPES)),
  }),
  bulkActions: SETTINGS_BULK_ACTIONS,
});

// --- Ad media ---
export const adMediumSchema = z.object({
  id: positiveInt(),
  mediaType: z.enum(ALL_MEDIA),
  name: z.string(),
  websiteId: z.nullable(positiveInt()),
  websiteName: z.nullable(z.string()),
  productCount: countInt(),
  /**
   * How many positions the medium takes a day (print: an issue), for the conflict check, the
   * booking calendar and the forecast; null: no limit (issue 37: editable in the console).
   */
  positionsPerDay: z.nullable(positiveInt()),
  /**
   * A print title's page (its publication's columns, column width and page height, issue 37:
   * editable in the console); null for other media and a title without them.
   */
  columns: z.nullable(positiveInt()),
  columnWidthMm: z.nullable(z.number()),
  pageHeightMm: z.nullable(positiveInt()),
  ...stamps,
});
export type AdMedium = z.infer<typeof adMediumSchema>;
export const adMediumWriteSchema = z.strictObject({
  mediaType: z.enum(PRODUCT_MEDIA),
  name: requiredText(100),
  websiteId: optionalId(),
  positionsPerDay: z._default(z.nullable(z.int().check(z.minimum(1), z.maximum(1_000_000))), null),
  /** A print title's page: the three together (the publication's columns of 1-20). */
  columns: z._default(z.nullable(z.int().check(z.minimum(1), z.maximum(20))), null),
  columnWidthMm: z._default(z.nullable(z.number().check(z.gt(0), z.maximum(1000))), null),
  pageHeightMm: z._default(z.nullable(z.int().check(z.minimum(1), z.maximum(5000))), null),
  ...activeWrite,
});
export const AD_MEDIUM_SORT_FIELDS = ['name', 'createdAt'] as const;
export const adMediumEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: 'ws-settings/ad-media',
  noun: 'ad medium',
  item: adMediumSchema,
  write: adMediumWriteSchema,
  filters: settingsFilters(AD_MEDIUM_SORT_FIELDS, { mediaType: z.enum(PRODUCT_MEDIA) }),
  bulkActions: SETTINGS_BULK_ACTIONS,
});

// --- Dayparts of a station (issue 37) ---
/** A time of day as the console writes it: HH:MM, 00:00 to 23:59. */
export const TIME_OF_DAY_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const timeOfDay = () => z.string().check(z.regex(TIME_OF_DAY_PATTERN, serverMessage('timeOfDay')));
/** The media whose ad media are stations with dayparts. */
export const BROADCAST_MEDIA = ['TV', 'RADIO'] as const;
export const daypartSchema = z.object({
  id: positiveInt(),
  adMediumId: positiveInt(),
  adMediumName: z.string(),
  /** In the reader's language (German where it has none); the stored four below (issue 37). */
  name: z.string(),
  ...translatedNamesItem,
  /** HH:MM, the first minute of the daypart. */
  startsAt: z.string(),
  /** HH:MM, the daypart's end (a daypart 06:00–09:00 ends as the next begins). */
  endsAt: z.string(),
  /** The share of the station's prime-time price a spot in the daypart costs, in percent. */
  priceSharePercent: z.number(),
  /** ISO weekdays (1 Monday … 7 Sunday) the daypart is on air. */
  weekdays: z.array(z.int()),
  ...stamps,
});
export type Daypart = z.infer<typeof daypartSchema>;
export const daypartWriteSchema = z.strictObject({
  adMediumId: bodyIdSchema,
  name: requiredText(100),
  ...translatedNamesWrite(100),
  startsAt: timeOfDay(),
  endsAt: timeOfDay(),
  priceSharePercent: z.number().check(z.gt(0), z.maximum(500)),
  ...activeWrite,
});
export type DaypartWrite = z.input<typeof daypartWriteSchema>;
/** By station, then the time of day (the default); or across stations by time or name. */
export const DAYPART_SORT_FIELDS = ['adMediumName', 'startsAt', 'name', 'createdAt'] as const;
export const daypartEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: 'ws-settings/dayparts',
  noun: 'daypart',
  item: daypartSchema,
  write: daypartWriteSchema,
  // From before to: "06:00" < "09:00" as text, for times of HH:MM.
  writeCheck: z.superRefine<{ startsAt: string; endsAt: string }>((value, context) => {
    if (value.startsAt >= value.endsAt)
      context.addIssue({
        code: 'custom',
        message: serverMessage('endBeforeStart'),
        path: ['endsAt'],
        input: value.endsAt,
      });
  }),
  filters: settingsFilters(DAYPART_SORT_FIELDS, {
    mediaType: z.enum(BROADCAST_MEDIA),
    adMediumId: z.optional(idSchema),
  }),
  bulkActions: SETTINGS_BULK_ACTIONS,
});

// --- Placements ---
export const PLACEMENT_DEVICES = ['DESKTOP', 'TABLET', 'MOBILE', 'APP'] as const;
export const placementSchema = z.object({
  id: positiveInt(),
  websiteId: positiveInt(),
  websiteName: z.string(),
  name: z.string(),
  sizes: z.array(z.string()),
  devices: z.array(z.enum(PLACEMENT_DEVICES)),
  ...stamps,
});
export type Placement = z.infer<typeof placementSchema>;
export const placementWriteSchema = z.strictObject({
  websiteId: bodyIdSchema,
  name: requiredText(100),
  sizes: listOf(
    z.string().check(z.regex(PRODUCT_SIZE_PATTERN, 'A size is width x height in pixels')),
    20,
  ),
  devices: listOf(z.enum(PLACEMENT_DEVICES), 4),
  ...activeWrite,
});
export const PLACEMENT_SORT_FIELDS = ['name', 'createdAt'] as const;
export const placementEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: 'ws-settings/placements',
  noun: 'placement',
  item: placementSchema,
  write: placementWriteSchema,
  filters: settingsFilters(PLACEMENT_SORT_FIELDS, { websiteId: z.optional(idSchema) }),
  bulkActions: SETTINGS_BULK_ACTIONS,
});

// --- Websites ---
export const WEBSITE_DOMAIN_PATTERN =
  /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;
export const settingsWebsiteSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  domain: z.string(),
  publisherCompanyId: z.nullable(positiveInt()),
  publisherName: z.nullable(z.string()),
  ...stamps,
});
export type SettingsWebsite = z.infer<typeof settingsWebsiteSchema>;
export const settingsWebsiteWriteSchema = z.strictObject({
  name: requiredText(100),
  domain: z.pipe(
    requiredText(253),
    z
      .string()
      .check(
        z.toLowerCase(),
        z.regex(WEBSITE_DOMAIN_PATTERN, 'A domain without scheme or path, e.g. 20min.ch'),
      ),
  ),
  publisherCompanyId: optionalId(),
  ...activeWrite,
});
export const WEBSITE_SORT_FIELDS = ['name', 'domain', 'createdAt'] as const;
export const settingsWebsiteEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: 'ws-settings/websites',
  noun: 'website',
  item: settingsWebsiteSchema,
  write: settingsWebsiteWriteSchema,
  filters: settingsFilters(WEBSITE_SORT_FIELDS, {}),
  bulkActions: SETTINGS_BULK_ACTIONS,
});

// --- Brands ---
export const brandSchema = z.object({
  id: positiveInt(),
  accountId: positiveInt(),
  accountName: z.string(),
  name: z.string(),
  ...stamps,
});
export type Brand = z.infer<typeof brandSchema>;
export const brandWriteSchema = z.strictObject({
  accountId: bodyIdSchema,
  name: requiredText(100),
  ...activeWrite,
});
export const BRAND_SORT_FIELDS = ['name', 'createdAt'] as const;
export const brandEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: 'ws-settings/brands',
  noun: 'brand',
  item: brandSchema,
  write: brandWriteSchema,
  filters: settingsFilters(BRAND_SORT_FIELDS, { accountId: z.optional(idSchema) }),
  bulkActions: SETTINGS_BULK_ACTIONS,
});

// --- Industries ---
export const IAB_CODE_PATTERN = /^IAB[0-9]{1,2}(-[0-9]{1,2})?$/;
export const industrySchema = z.object({
  id: positiveInt(),
  /** In the caller's language (session 16: an industry is a code list, as a campaign type). */
  name: z.string(),
  ...translatedNamesItem,
  iabCode: z.nullable(z.string()),
  competitiveExclusion: z.boolean(),
  ...stamps,
});
export type Industry = z.infer<typeof industrySchema>;
export const industryWriteSchema = z.strictObject({
  name: requiredText(100),
  ...translatedNamesWrite(100),
  iabCode: z._default(
    z.nullable(z.string().check(z.trim(), z.regex(IAB_CODE_PATTERN, serverMessage('iabCategory')))),
    null,
  ),
  competitiveExclusion: z._default(z.boolean(), false),
  ...activeWrite,
});
export const INDUSTRY_SORT_FIELDS = ['name', 'iabCode', 'createdAt'] as const;
export const industryEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: 'ws-settings/industries',
  noun: 'industry',
  item: industrySchema,
  write: industryWriteSchema,
  filters: settingsFilters(INDUSTRY_SORT_FIELDS, {}),
  bulkActions: SETTINGS_BULK_ACTIONS,
});

// --- Sales units ---
export const salesUnitSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  placementIds: z.array(positiveInt()),
  placementNames: z.array(z.string()),
  ...stamps,
});
export type SalesUnit = z.infer<typeof salesUnitSchema>;
export const salesUnitWriteSchema = z.strictObject({
  name: requiredText(100),
  placementIds: listOf(bodyIdSchema, 200),
  ...activeWrite,
});
export const SALES_UNIT_SORT_FIELDS = ['name', 'createdAt'] as const;
export const salesUnitEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: 'ws-settings/sales-units',
  noun: 'sales unit',
  item: salesUnitSchema,
  write: salesUnitWriteSchema,
  filters: settingsFilters(SALES_UNIT_SORT_FIELDS, {}),
  bulkActions: SETTINGS_BULK_ACTIONS,
});

// --- Position groups ---
export const positionGroupSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  mediaType: z.nullable(z.enum(ALL_MEDIA)),
  sortOrder: z.int(),
  ...stamps,
});
export type PositionGroup = z.infer<typeof positionGroupSchema>;
export const positionGroupWriteSchema = z.strictObject({
  name: requiredText(100),
  mediaType: z._default(z.nullable(z.enum(PRODUCT_MEDIA)), null),
  sortOrder: z._default(z.int().check(z.minimum(0), z.maximum(9999)), 0),
  ...activeWrite,
});
export const POSITION_GROUP_SORT_FIELDS = ['sortOrder', 'name', 'createdAt'] as const;
export const positionGroupEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: 'ws-settings/position-groups',
  noun: 'position group',
  item: positionGroupSchema,
  write: positionGroupWriteSchema,
  filters: settingsFilters(POSITION_GROUP_SORT_FIELDS, {}),
  bulkActions: SETTINGS_BULK_ACTIONS,
});

// --- Campaign types ---
export const CAMPAIGN_TYPE_CODE_PATTERN = /^[A-Z][A-Z0-9_]{0,39}$/;
export const settingsCampaignTypeSchema = z.object({
  id: positiveInt(),
  code: z.string(),
  name: z.string(),
  ...translatedNamesItem,
  mediaTypes: z.array(z.enum(ALL_MEDIA)),
  selfBookable: z.boolean(),
  pdfTemplate: z.nullable(z.string()),
  ...stamps,
});
export type SettingsCampaignType = z.infer<typeof settingsCampaignTypeSchema>;
export const settingsCampaignTypeWriteSchema = z.strictObject({
  code: z.pipe(
    requiredText(40),
    z
      .string()
      .check(
        z.regex(
          CAMPAIGN_TYPE_CODE_PATTERN,
          'Capital letters, digits and _, starting with a letter',
        ),
      ),
  ),
  name: requiredText(100),
  ...translatedNamesWrite(100),
  mediaTypes: z
    .array(z.enum(PRODUCT_MEDIA))
    .check(z.minLength(1, serverMessage('required')), z.maxLength(7)),
  selfBookable: z._default(z.boolean(), false),
  pdfTemplate: optionalText(100),
  ...activeWrite,
});
export const CAMPAIGN_TYPE_SORT_FIELDS = ['name', 'code', 'createdAt'] as const;
export const settingsCampaignTypeEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: 'ws-settings/campaign-types',
  noun: 'campaign type',
  item: settingsCampaignTypeSchema,
  write: settingsCampaignTypeWriteSchema,
  filters: settingsFilters(CAMPAIGN_TYPE_SORT_FIELDS, {}),
  bulkActions: SETTINGS_BULK_ACTIONS,
});

// --- Price lists ---
export const priceListSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  validFrom: day(),
  validTo: z.nullable(day()),
  currency: z.enum(SETTINGS_CURRENCIES),
  channel: z.enum(PRICE_LIST_CHANNELS),
  status: z.enum(PRICE_LIST_STATUSES),
  itemCount: countInt(),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type PriceList = z.infer<typeof priceListSchema>;
export const priceListWriteSchema = z.strictObject({
  name: requiredText(100),
  validFrom: day(),
  validTo: z._default(z.nullable(day()), null),
  currency: z.enum(SETTINGS_CURRENCIES),
  channel: z._default(z.enum(PRICE_LIST_CHANNELS), 'STANDARD'),
  status: z._default(z.enum(PRICE_LIST_STATUSES), 'DRAFT'),
});
export type PriceListWrite = z.input<typeof priceListWriteSchema>;
export const PRICE_LIST_SORT_FIELDS = ['validFrom', 'name', 'createdAt'] as const;
export const PRICE_LIST_BULK_ACTIONS = ['activate', 'archive'] as const;
export const priceListEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: 'ws-settings/price-lists',
  noun: 'price list',
  item: priceListSchema,
  write: priceListWriteSchema,
  filters: z.strictObject({
    nameFilter: z.optional(trimmedText(100)),
    currency: z.optional(z.enum(SETTINGS_CURRENCIES)),
    status: z.optional(z.enum(PRICE_LIST_STATUSES)),
    sort: z._default(z.enum(PRICE_LIST_SORT_FIELDS), 'validFrom'),
    order: z._default(sortOrderSchema, 'DESC'),
  }),
  bulkActions: PRICE_LIST_BULK_ACTIONS,
});

/** Copying a price list to the next year with a percentage change: a preview, then the copy. */
export const priceListCopySchema = z.strictObject({
  percent: z.number().check(z.minimum(-50), z.maximum(100)),
  name: z.optional(requiredText(100)),
  dryRun: z._default(z.boolean(), true),
});
export const priceListCopyResultSchema = z.object({
  dryRun: z.boolean(),
  name: z.string(),
  validFrom: day(),
  validTo: z.nullable(day()),
  currency: z.enum(SETTINGS_CURRENCIES),
  items: z.array(
    z.object({
      productName: z.string(),
      unit: z.enum(PRICE_UNITS),
      oldPrice: z.number(),
      newPrice: z.number(),
    }),
  ),
  /** The new list; null on a dry run. */
  priceListId: z.nullable(positiveInt()),
});
export type PriceListCopyResult = z.infer<typeof priceListCopyResultSchema>;

// --- Prices (price-list items) ---
export const priceSchema = z.object({
  id: positiveInt(),
  priceListId: positiveInt(),
  priceListName: z.string(),
  currency: z.enum(SETTINGS_CURRENCIES),
  productId: positiveInt(),
  productName: z.string(),
  /** The product's name, as the lists name a record. */
  name: z.string(),
  mediaType: z.enum(ALL_MEDIA),
  unit: z.enum(PRICE_UNITS),
  listPrice: z.number(),
  minQuantity: z.nullable(z.number()),
  validFrom: day(),
  validTo: z.nullable(day()),
  ...stamps,
});
export type Price = z.infer<typeof priceSchema>;
export const priceWriteSchema = z.strictObject({
  priceListId: bodyIdSchema,
  productId: bodyIdSchema,
  unit: z.enum(PRICE_UNITS),
  listPrice: money(),
  minQuantity: z._default(z.nullable(money()), null),
  /** Within the price list's validity. */
  validFrom: day(),
  validTo: z._default(z.nullable(day()), null),
  ...activeWrite,
});
export type PriceWrite = z.input<typeof priceWriteSchema>;
export const PRICE_SORT_FIELDS = ['productName', 'listPrice', 'validFrom'] as const;
export const priceEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: 'ws-settings/prices',
  noun: 'price',
  item: priceSchema,
  write: priceWriteSchema,
  filters: settingsFilters(PRICE_SORT_FIELDS, {
    priceListId: z.optional(idSchema),
    mediaType: z.optional(z.enum(PRODUCT_MEDIA)),
  }),
  bulkActions: SETTINGS_BULK_ACTIONS,
});

// --- Coop weeks ---
export const coopWeekSchema = z.object({
  id: positiveInt(),
  year: z.int(),
  week: z.int(),
  name: z.string(),
  startsOn: day(),
  endsOn: day(),
  ...stamps,
});
export type CoopWeek = z.infer<typeof coopWeekSchema>;
export const coopWeekWriteSchema = z.strictObject({
  year: z.int().check(z.minimum(2000), z.maximum(2100)),
  week: z.int().check(z.minimum(1), z.maximum(53)),
  name: requiredText(100),
  startsOn: day(),
  endsOn: day(),
  ...activeWrite,
});
export const COOP_WEEK_SORT_FIELDS = ['startsOn', 'name'] as const;
export const coopWeekEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: 'ws-settings/coop-weeks',
  noun: 'coop week',
  item: coopWeekSchema,
  write: coopWeekWriteSchema,
  filters: settingsFilters(COOP_WEEK_SORT_FIELDS, {
    year: z.optional(z.pipe(idSchema, z.int().check(z.minimum(2000), z.maximum(2100)))),
  }),
  bulkActions: SETTINGS_BULK_ACTIONS,
});

// --- Partner branches ---
export const partnerFilialSchema = z.object({
  id: positiveInt(),
  partnerName: z.string(),
  name: z.string(),
  branchNumber: z.string(),
  street: z.nullable(z.string()),
  postalCode: z.string(),
  city: z.string(),
  ...stamps,
});
export type PartnerFilial = z.infer<typeof partnerFilialSchema>;
export const partnerFilialWriteSchema = z.strictObject({
  partnerName: requiredText(100),
  name: requiredText(100),
  branchNumber: z.pipe(
    requiredText(20),
    z.string().check(z.regex(/^[A-Za-z0-9-]{1,20}$/, serverMessage('lettersDigitsDash'))),
  ),
  street: optionalText(200),
  postalCode: z.pipe(
    requiredText(5),
    z.string().check(z.regex(/^[0-9]{4,5}$/, 'A postal code of 4 or 5 digits')),
  ),
  city: requiredText(100),
  ...activeWrite,
});
export const PARTNER_FILIAL_SORT_FIELDS = ['partnerName', 'name', 'city'] as const;
export const partnerFilialEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: 'ws-settings/partner-filials',
  noun: 'partner branch',
  item: partnerFilialSchema,
  write: partnerFilialWriteSchema,
  filters: settingsFilters(PARTNER_FILIAL_SORT_FIELDS, {}),
  bulkActions: SETTINGS_BULK_ACTIONS,
});

// --- Programmatic mappings ---
export const programmaticMappingSchema = z.object({
  id: positiveInt(),
  system: z.enum(MAPPING_SYSTEMS),
  websiteId: positiveInt(),
  websiteName: z.string(),
  placementId: z.nullable(positiveInt()),
  placementName: z.nullable(z.string()),
  externalId: z.string(),
  /** The external id, as the lists name a record. */
  name: z.string(),
  note: z.nullable(z.string()),
  ...stamps,
});
export type ProgrammaticMapping = z.infer<typeof programmaticMappingSchema>;
export const programmaticMappingWriteSchema = z.strictObject({
  system: z.enum(MAPPING_SYSTEMS),
  websiteId: bodyIdSchema,
  placementId: optionalId(),
  externalId: requiredText(200),
  note: z._default(z.nullable(trimmedMultilineText(200)), null),
  ...activeWrite,
});
export const MAPPING_SORT_FIELDS = ['externalId', 'createdAt'] as const;
export const programmaticMappingEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: 'ws-settings/programmatic-mappings',
  noun: 'programmatic mapping',
  item: programmaticMappingSchema,
  write: programmaticMappingWriteSchema,
  filters: settingsFilters(MAPPING_SORT_FIELDS, {
    system: z.enum(MAPPING_SYSTEMS),
    websiteId: z.optional(idSchema),
  }),
  bulkActions: SETTINGS_BULK_ACTIONS,
});

// --- Company settings ---
const email = () =>
  z._default(z.nullable(z.pipe(trimmedText(254), z.email(serverMessage('emailInvalid')))), null);
const colour = () =>
  z._default(
    z.nullable(
      z.string().check(z.toLowerCase(), z.regex(/^#[0-9a-f]{6}$/, 'A colour of the form #0b5394')),
    ),
    null,
  );
export const pdfTypeSettingSchema = z.strictObject({
  showLogo: z.boolean(),
  showFooter: z.boolean(),
  showPaymentDetails: z.boolean(),
  paperSize: z.enum(PAPER_SIZES),
});
export const companySettingsWriteSchema = z.strictObject({
  senderName: optionalText(100),
  senderEmail: email(),
  replyToEmail: email(),
  bccEmail: email(),
  offerMailSubject: optionalText(200),
  pdfFooter: z._default(z.nullable(trimmedMultilineText(500)), null),
  accountHolder: optionalText(100),
  /** Checked with its country's length and check digits; spaces are left out. */
  iban: optionalText(42),
  qrIban: optionalText(42),
  qrReferenceType: z._default(z.nullable(z.enum(QR_REFERENCE_TYPES)), null),
  bic: optionalText(11),
  accentColour: colour(),
  textColour: colour(),
  pdfTypes: z._default(z.partialRecord(z.enum(PDF_DOCUMENT_TYPES), pdfTypeSettingSchema), {}),
  version: versionSchema,
});
export type CompanySettingsWrite = z.input<typeof companySettingsWriteSchema>;
export const companySettingsSchema = z.object({
  companyName: z.string(),
  countryCode: z.string(),
  senderName: z.nullable(z.string()),
  senderEmail: z.nullable(z.string()),
  replyToEmail: z.nullable(z.string()),
  bccEmail: z.nullable(z.string()),
  offerMailSubject: z.nullable(z.string()),
  pdfFooter: z.nullable(z.string()),
  accountHolder: z.nullable(z.string()),
  iban: z.nullable(z.string()),
  qrIban: z.nullable(z.string()),
  qrReferenceType: z.nullable(z.enum(QR_REFERENCE_TYPES)),
  bic: z.nullable(z.string()),
  accentColour: z.nullable(z.string()),
  textColour: z.nullable(z.string()),
  logo: z.nullable(z.object({ fileName: z.string(), contentType: z.string(), size: countInt() })),
  pdfTypes: z.record(z.enum(PDF_DOCUMENT_TYPES), pdfTypeSettingSchema),
  version: versionSchema,
  updatedAt: z.nullable(timestamp()),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

// --- Data import ---
/**
 * The fields each import kind maps columns to (issue 37: every field of the record's own form;
 * the records it points at by name, the sales owner by e-mail; a contact's mail status is the
 * mails' and not imported), in the form's order; IMPORT_REQUIRED_FIELDS are required.
 */
export const IMPORT_FIELDS = {
  ACCOUNTS: [
    'name',
    'displayName',
    'legalForm',
    'accountType',
    'street',
    'postalCode',
    'city',
    'canton',
    'countryCode',
    'uidNumber',
    'industry',
    'language',
    'salesOwner',
    'agency',
    'broker',
    'labels',
    'email',
    'phone',
    'website',
    'creditLimit',
    'creditCurrency',
    'paymentTermsDays',
  ],
  CONTACTS: [
    'accountName',
    'salutation',
    'firstName',
    'lastName',
    'email',
    'phone',
    'language',
    'jobTitle',
    'labels',
  ],
  PRODUCTS: [
    'adMediumName',
    'name',
    'nameEn',
    'nameFr',
    'nameIt',
    'code',
    'selfBookable',
    'adType',
    'placement',
    'sizes',
    'pricingModel',
    'formatName',
    'sizeType',
    'colorMode',
    'columns',
    'heightMm',
    'spotLengthSec',
    'daypart',
    'itemType',
  ],
} as const satisfies Record<ImportKind, readonly string[]>;
export const IMPORT_REQUIRED_FIELDS = {
  ACCOUNTS: ['name', 'countryCode'],
  CONTACTS: ['accountName', 'firstName', 'lastName'],
  PRODUCTS: ['adMediumName', 'name'],
} as const satisfies Record<ImportKind, readonly string[]>;
export const IMPORT_MAX_ROWS = 10_000;
export const importMappingSchema = z.record(
  z.string().check(z.regex(/^[A-Za-z]{1,30}$/)),
  text(200),
);
export const dataImportSchema = z.object({
  id: positiveInt(),
  kind: z.enum(IMPORT_KINDS),
  fileName: z.string(),
  headers: z.array(z.string()),
  rowCount: countInt(),
  /** Our field → the file's column; suggested from the headers until the user maps. */
  mapping: z.record(z.string(), z.string()),
  state: z.enum(['UPLOADED', 'CHECKED', 'IMPORTING', 'DONE', 'FAILED']),
  validRows: z.nullable(countInt()),
  invalidRows: z.nullable(countInt()),
  importedRows: z.nullable(countInt()),
  jobId: z.nullable(positiveInt()),
  createdAt: timestamp(),
});
export type DataImport = z.infer<typeof dataImportSchema>;
export const importRowErrorSchema = z.object({
  /** The row of the file (the header is row 1). */
  row: positiveInt(),
  field: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;
export const dryRunResultSchema = z.object({
  import: dataImportSchema,
  errors: z.array(importRowErrorSchema),
});
export type DryRunResult = z.infer<typeof dryRunResultSchema>;

/** What an ad medium, website, placement or slot is called, for the settings forms. */
const refSchema = z.object({ id: positiveInt(), name: z.string() });
export const settingsLookupsSchema = z.object({
  adMedia: z.array(z.extend(refSchema, { mediaType: z.enum(ALL_MEDIA) })),
  websites: z.array(refSchema),
  placements: z.array(z.extend(refSchema, { websiteId: positiveInt() })),
  broadcastSlots: z.array(z.extend(refSchema, { adMediumId: positiveInt() })),
  publisherCompanies: z.array(refSchema),
  priceLists: z.array(z.extend(refSchema, { currency: z.enum(SETTINGS_CURRENCIES) })),
  products: z.array(z.extend(refSchema, { mediaType: z.enum(ALL_MEDIA) })),
});
export type SettingsLookups = z.infer<typeof settingsLookupsSchema>;

export const validPriceSchema = z.object({
  priceListId: positiveInt(),
  priceListName: z.string(),
  priceListItemId: positiveInt(),
  unit: z.enum(PRICE_UNITS),
  listPrice: z.number(),
  currency: z.enum(SETTINGS_CURRENCIES),
});
export type ValidPrice = z.infer<typeof validPriceSchema>;

export { settingsAuditEntrySchema };

export const settingsEndpoints = {
  settingsLookups: endpoint({
    method: 'GET',
    path: 'ws-settings/lookups',
    summary:
      'The ad media, websites, placements, slots, price lists and products the settings forms choose from',
    response: settingsLookupsSchema,
  }),
  companySettingsGet: endpoint({
    method: 'GET',
    path: 'ws-settings/company-settings',
    summary: 'The acting company’s settings: mails, PDF footer and styles, payment details',
    response: companySettingsSchema,
  }),
  companySettingsUpdate: endpoint({
    method: 'PUT',
    path: 'ws-settings/company-settings',
    summary: 'Change the company’s settings (with the version read; 412 when stale)',
    body: companySettingsWriteSchema,
    response: companySettingsSchema,
  }),
  companyLogoUpload: endpoint({
    method: 'POST',
    path: 'ws-settings/company-settings/logo',
    summary:
      'Upload the PDF logo as multipart/form-data in the field "file" (PNG or JPEG, at most 1 MB)',
    response: companySettingsSchema,
  }),
  companyLogoGet: endpoint({
    method: 'GET',
    path: 'ws-settings/company-settings/logo',
    summary: 'The PDF logo (404 without one)',
  }),
  companyLogoDelete: endpoint({
    method: 'DELETE',
    path: 'ws-settings/company-settings/logo',
    summary: 'Remove the PDF logo',
    response: companySettingsSchema,
  }),
  companyPdfPreview: endpoint({
    method: 'GET',
    path: 'ws-settings/company-settings/pdf-preview',
    summary: 'A sample offer PDF with the company’s logo, colours and footer',
    query: z.strictObject({ language: z._default(z.enum(['de', 'en', 'fr', 'it']), 'de') }),
  }),
  priceListCopy: endpoint({
    method: 'POST',
    path: 'ws-settings/price-lists/{id}/copy',
    summary: 'Copy a price list to the next year with a percentage change (dryRun: preview only)',
    params: idParamsSchema,
    body: priceListCopySchema,
    response: priceListCopyResultSchema,
  }),
  validPrice: endpoint({
    method: 'GET',
    path: 'ws-settings/valid-price',
    summary: 'The list price of a product valid on a day in a currency (what a new position gets)',
    query: z.strictObject({
      productId: idSchema,
      currency: z.enum(SETTINGS_CURRENCIES),
      date: day(),
      channel: z._default(z.enum(PRICE_LIST_CHANNELS), 'STANDARD'),
    }),
    response: validPriceSchema,
  }),
  settingsAudit: endpoint({
    method: 'GET',
    path: 'ws-settings/audit',
    summary: 'The changes of one settings record, newest first',
    query: z.strictObject({
      entityType: z.string().check(z.regex(/^[A-Z_]{2,40}$/)),
      entityId: idSchema,
    }),
    response: z.object({ items: z.array(settingsAuditEntrySchema) }),
  }),
  importUpload: endpoint({
    method: 'POST',
    path: 'ws-settings/imports',
    summary:
      'Upload a .csv or .xlsx file to import (multipart, field "file"): its columns and rows',
    query: z.strictObject({ kind: z.enum(IMPORT_KINDS) }),
    response: dataImportSchema,
  }),
  importGet: endpoint({
    method: 'GET',
    path: 'ws-settings/imports/{id}',
    summary: 'An import: its mapping, state and counts',
    params: idParamsSchema,
    response: dataImportSchema,
  }),
  importDryRun: endpoint({
    method: 'POST',
    path: 'ws-settings/imports/{id}/dry-run',
    summary: 'Check every row with a column mapping; nothing is written',
    params: idParamsSchema,
    body: z.strictObject({ mapping: importMappingSchema }),
    response: dryRunResultSchema,
  }),
  importRun: endpoint({
    method: 'POST',
    path: 'ws-settings/imports/{id}/run',
    summary: 'Import the checked rows as a background job (after a dry run)',
    params: idParamsSchema,
    response: z.object({ jobId: positiveInt() }),
  }),
} as const;
