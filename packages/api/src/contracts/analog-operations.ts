import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { bodyIdSchema, sortOrderSchema } from './lists.ts';
import { serverMessage } from './messages.ts';
import { idSchema, pageOf, pageQueryShape } from './paging.ts';
import { LETTER_FORMATS } from './post-campaigns.ts';
import {
  countInt,
  day,
  optionalText,
  positiveInt,
  requiredText,
  timestamp,
  trimmedText,
} from './primitives.ts';
import {
  bulkRequestSchema,
  bulkResultSchema,
  countsEndpoint,
  queryFlag,
  resourceEndpoints,
  versionSchema,
} from './resource.ts';
import { DISPATCH_STATES, DISPATCH_TABS } from './values.ts';

export { DISPATCH_STATES, DISPATCH_TABS } from './values.ts';

// Analog operations (spec 3 §2.4, POSTNETZ): the postal logistics team's postal campaigns
// (unaddressed mailings by postcode, addressed mailings; letter formats of spec 3 §3), the stock
// of printed items per warehouse with its movements, and the dispatches that take stock out.

export const POSTAL_CHANNELS = ['UNADDRESSED_MAILING', 'ADDRESSED_MAILING'] as const;
export const ANALOG_ITEM_TYPES = ['FLYER', 'BROCHURE', 'LETTER', 'CATALOGUE', 'SAMPLE'] as const;
export const POSTAL_CAMPAIGN_STATUSES = [
  'PLANNED',
  'IN_DISPATCH',
  'DISPATCHED',
  'CANCELLED',
] as const;
export type DispatchState = (typeof DISPATCH_STATES)[number];
export const STOCK_MOVEMENT_KINDS = ['RECEIPT', 'DISPATCH', 'CORRECTION'] as const;
export const DISPATCH_BULK_ACTIONS = ['confirm', 'cancel'] as const;

const ref = z.object({ id: positiveInt(), name: z.string() });
const itemRef = z.object({
  id: positiveInt(),
  name: z.string(),
  sku: z.string(),
  letterFormat: z.enum(LETTER_FORMATS),
  weightGrams: positiveInt(),
});

export const postalCampaignSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  customerName: z.string(),
  channel: z.enum(POSTAL_CHANNELS),
  item: itemRef,
  postalCodes: z.array(z.string()),
  recipients: positiveInt(),
  firstDispatchDate: day(),
  status: z.enum(POSTAL_CAMPAIGN_STATUSES),
  dispatches: countInt(),
  sentDispatches: countInt(),
  version: versionSchema,
});
export type PostalCampaign = z.infer<typeof postalCampaignSchema>;

export const postalCampaignFiltersSchema = z.strictObject({
  searchFilter: z.optional(trimmedText(100)),
  status: z.optional(z.enum(POSTAL_CAMPAIGN_STATUSES)),
  channel: z.optional(z.enum(POSTAL_CHANNELS)),
  sort: z._default(z.enum(['firstDispatchDate', 'name', 'status']), 'firstDispatchDate'),
  order: z._default(sortOrderSchema, 'ASC'),
});

export const stockLevelSchema = z.object({
  /** The row's key: item and warehouse (item id × 10 000 + warehouse id). */
  id: positiveInt(),
  item: itemRef,
  warehouse: ref,
  quantity: countInt(),
  /** Held by planned and confirmed dispatches. */
  reserved: countInt(),
  updatedAt: timestamp(),
});
export type StockLevel = z.infer<typeof stockLevelSchema>;

export const stockFiltersSchema = z.strictObject({
  searchFilter: z.optional(trimmedText(100)),
  warehouseId: z.optional(idSchema),
  lowStock: queryFlag(),
  sort: z._default(z.enum(['item', 'warehouse', 'quantity']), 'item'),
  order: z._default(sortOrderSchema, 'ASC'),
});

export const stockMovementSchema = z.object({
  id: positiveInt(),
  item: itemRef,
  warehouse: ref,
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  quantity: z.int(),
  dispatchId: z.nullable(positiveInt()),
  note: z.nullable(z.string()),
  createdBy: z.nullable(z.string()),
  createdAt: timestamp(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const stockMovementFiltersSchema = z.strictObject({
  itemId: z.optional(idSchema),
  warehouseId: z.optional(idSchema),
  kind: z.optional(z.enum(STOCK_MOVEMENT_KINDS)),
  sort: z._default(z.enum(['createdAt']), 'createdAt'),
  order: z._default(sortOrderSchema, 'DESC'),
});

export const dispatchSchema = z.object({
  id: positiveInt(),
  postalCampaign: z.object({
    id: positiveInt(),
    name: z.string(),
    customerName: z.string(),
    channel: z.enum(POSTAL_CHANNELS),
  }),
  item: itemRef,
  warehouse: ref,
  quantity: positiveInt(),
  /** The item's stock in the dispatch's warehouse. */
  stock: countInt(),
  dispatchDate: day(),
  postalCodes: z.array(z.string()),
  state: z.enum(DISPATCH_STATES),
  deliveryNoteNumber: z.nullable(z.string()),
  sentAt: z.nullable(timestamp()),
  version: versionSchema,
});
export type Dispatch = z.infer<typeof dispatchSchema>;

export const dispatchFiltersSchema = z.strictObject({
  state: z._default(z.enum(DISPATCH_TABS), 'ALL'),
  searchFilter: z.optional(trimmedText(100)),
  warehouseId: z.optional(idSchema),
  dispatchDateFrom: z.optional(day()),
  dispatchDateTo: z.optional(day()),
  sort: z._default(z.enum(['dispatchDate', 'quantity', 'state']), 'dispatchDate'),
  order: z._default(sortOrderSchema, 'ASC'),
});

export const sendDispatchesResultSchema = z.object({
  deliveryNoteNumber: z.nullable(z.string()),
  done: countInt(),
  refused: countInt(),
  results: bulkResultSchema.shape.results,
});
export type SendDispatchesResult = z.infer<typeof sendDispatchesResultSchema>;

const A = 'ws-analog-operations';
const dispatchIds = z
  .array(bodyIdSchema)
  .check(z.minLength(1, 'at least one dispatch'), z.maxLength(100));

export const postalCampaignEndpoints = /* @__PURE__ */ (() => ({
  list: endpoint({
    method: 'GET',
    path: `${A}/postal-campaigns`,
    summary: 'A page of postal campaigns',
    query: z.extend(postalCampaignFiltersSchema, pageQueryShape(20, 100)),
    response: pageOf(postalCampaignSchema),
  }),
}))();

export const stockEndpoints = /* @__PURE__ */ (() => ({
  list: endpoint({
    method: 'GET',
    path: `${A}/stock`,
    summary: 'Stock per item and warehouse',
    query: z.extend(stockFiltersSchema, pageQueryShape(20, 100)),
    response: pageOf(stockLevelSchema),
  }),
}))();

export const stockMovementEndpoints = /* @__PURE__ */ (() => ({
  list: endpoint({
    method: 'GET',
    path: `${A}/stock/movements`,
    summary: 'Stock movements, newest first',
    query: z.extend(stockMovementFiltersSchema, pageQueryShape(20, 100)),
    response: pageOf(stockMovementSchema),
  }),
}))();

export const dispatchEndpoints = /* @__PURE__ */ (() => ({
  list: endpoint({
    method: 'GET',
    path: `${A}/dispatches`,
    summary: 'A page of dispatches by state',
    query: z.extend(dispatchFiltersSchema, pageQueryShape(20, 100)),
    response: pageOf(dispatchSchema),
  }),
  counts: countsEndpoint({
    path: `${A}/dispatches`,
    noun: 'dispatch',
    filters: dispatchFiltersSchema,
    by: 'state',
  }),
  bulk: endpoint({
    method: 'POST',
    path: `${A}/dispatches/bulk/{action}`,
    summary: 'Confirm or cancel dispatches, or the dry run',
    params: z.strictObject({ action: z.enum(DISPATCH_BULK_ACTIONS) }),
    body: bulkRequestSchema,
    response: bulkResultSchema,
  }),
  byIds: endpoint({
    method: 'POST',
    path: `${A}/dispatches/by-ids`,
    summary: 'Dispatches by id (the send-dispatch screen)',
    body: z.strictObject({ ids: dispatchIds }),
    response: z.object({ items: z.array(dispatchSchema) }),
  }),
  send: endpoint({
    method: 'POST',
    path: `${A}/dispatches/send`,
    summary: 'Confirm and send a set of dispatches: stock falls, one delivery note for the set',
    body: z.strictObject({ ids: dispatchIds }),
    response: sendDispatchesResultSchema,
  }),
  deliveryNote: endpoint({
    method: 'GET',
    path: `${A}/delivery-notes/{number}`,
    summary: 'A delivery note as PDF (204: no file)',
    params: z.strictObject({ number: z.string().check(z.regex(/^LS-[0-9]{4}-[0-9]{6}$/)) }),
  }),
}))();

// --- The warehouses and the items kept in them (issue 37: their create and edit screens) ---

export const warehouseSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  postalCode: z.string(),
  town: z.string(),
  active: z.boolean(),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;

/** A Swiss (4 digits) or German and Austrian (5 digits) postal code. */
const POSTAL_CODE = /^[0-9]{4,5}$/;

export const warehouseWriteSchema = z.strictObject({
  name: requiredText(100),
  postalCode: z.string().check(z.trim(), z.regex(POSTAL_CODE, serverMessage('postalCode'))),
  town: requiredText(100),
  active: z._default(z.boolean(), true),
});
export type WarehouseWrite = z.input<typeof warehouseWriteSchema>;

export const WAREHOUSE_SORT_FIELDS = ['name', 'town', 'createdAt'] as const;
export const ANALOG_BULK_ACTIONS = ['activate', 'deactivate'] as const;

export const warehouseEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: `${A}/warehouses`,
  noun: 'warehouse',
  item: warehouseSchema,
  write: warehouseWriteSchema,
  filters: z.strictObject({
    searchFilter: z.optional(trimmedText(100)),
    includeInactive: queryFlag(),
    sort: z._default(z.enum(WAREHOUSE_SORT_FIELDS), 'name'),
    order: z._default(sortOrderSchema, 'ASC'),
  }),
  bulkActions: ANALOG_BULK_ACTIONS,
});

export const analogItemSchema = z.object({
  id: positiveInt(),
  sku: z.string(),
  name: z.string(),
  itemType: z.enum(ANALOG_ITEM_TYPES),
  letterFormat: z.enum(LETTER_FORMATS),
  weightGrams: positiveInt(),
  active: z.boolean(),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type AnalogItem = z.infer<typeof analogItemSchema>;

/** An article number: 3 to 30 capitals, digits and dashes. */
export const SKU_PATTERN = /^[A-Z0-9-]{3,30}$/;

export const analogItemWriteSchema = z.strictObject({
  sku: z.string().check(z.trim(), z.regex(SKU_PATTERN, serverMessage('skuFormat'))),
  name: requiredText(200),
  itemType: z.enum(ANALOG_ITEM_TYPES),
  letterFormat: z.enum(LETTER_FORMATS),
  weightGrams: z.int().check(z.minimum(1), z.maximum(1000)),
  active: z._default(z.boolean(), true),
});
export type AnalogItemWrite = z.input<typeof analogItemWriteSchema>;

export const ANALOG_ITEM_SORT_FIELDS = ['sku', 'name', 'createdAt'] as const;

export const analogItemEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: `${A}/items`,
  noun: 'item',
  item: analogItemSchema,
  write: analogItemWriteSchema,
  filters: z.strictObject({
    searchFilter: z.optional(trimmedText(100)),
    itemType: z.optional(z.enum(ANALOG_ITEM_TYPES)),
    includeInactive: queryFlag(),
    sort: z._default(z.enum(ANALOG_ITEM_SORT_FIELDS), 'sku'),
    order: z._default(sortOrderSchema, 'ASC'),
  }),
  bulkActions: ANALOG_BULK_ACTIONS,
});

/**
 * A stock correction (issue 37): the count found in the warehouse; the server books the
 * difference as a CORRECTION movement with the reason, and the stock becomes the count.
 */
export const stockCorrectionSchema = z.strictObject({
  itemId: bodyIdSchema,
  warehouseId: bodyIdSchema,
  counted: z.int().check(z.minimum(0), z.maximum(10_000_000)),
  note: requiredText(300),
});
export type StockCorrection = z.input<typeof stockCorrectionSchema>;

/**
 * Goods received (issue 40: a new item or warehouse could get no stock): the pieces that came
 * into a warehouse, with the delivery's reference or another note, booked as a RECEIPT movement.
 */
export const stockReceiptSchema = z.strictObject({
  itemId: bodyIdSchema,
  warehouseId: bodyIdSchema,
  quantity: z.int().check(z.minimum(1), z.maximum(10_000_000)),
  note: optionalText(300),
});
export type StockReceipt = z.input<typeof stockReceiptSchema>;

export const stockCorrectionEndpoints = /* @__PURE__ */ (() => ({
  receive: endpoint({
    method: 'POST',
    path: `${A}/stock/receipts`,
    summary: 'Adds the pieces received to an item’s stock in a warehouse, as a RECEIPT movement',
    body: stockReceiptSchema,
    response: stockLevelSchema,
  }),
  correct: endpoint({
    method: 'POST',
    path: `${A}/stock/corrections`,
    summary: 'Sets an item’s stock in a warehouse to the count found, as a CORRECTION movement',
    body: stockCorrectionSchema,
    response: stockLevelSchema,
  }),
}))();
