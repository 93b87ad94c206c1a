import type {
  CampaignStatus,
  Currency,
  PaymentStatus,
  PositionKeyValues,
} from '@adconsole/api/contracts';
import {
  DIGITAL_POSITION_STATUSES,
  PRINT_POSITION_STATUSES,
  serverMessage,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../http/access.ts';
import { ValidationError } from '../../http/errors.ts';
import type { RowOf } from '../../kit/resource.ts';
import { actorScope, type Scope } from '../../kit/scope.ts';
import { namedChanges, writeCampaignEntries } from './campaign-history.ts';
import { isoDay } from './iso-day.ts';
import { checkedKeyValues, keyValuesText } from './position-key-values.ts';

// --- Writes, for the orders screens to come: every change writes its history in its own
// transaction (spec 2: CAMPAIGN_FIELD_CHANGED and CAMPAIGN_POSITION_FIELD_CHANGED system
// entries; positions also the campaign-position history of spec 2 §7).

/** What a change of a campaign may set. */
export interface CampaignChange {
  name?: string;
  status?: CampaignStatus;
  startDate?: string;
  endDate?: string;
  offerValidUntil?: string | null;
  paymentStatus?: PaymentStatus | null;
  customerPo?: string | null;
  salesUserId?: number | null;
  agencyAccountId?: number | null;
  invoicingAccountId?: number;
  brandId?: number | null;
  industryId?: number | null;
  currency?: Currency;
  language?: 'de' | 'fr' | 'it' | 'en';
}

/** What a change of a position may set; its net amount follows from the price fields. */
export interface PositionChange {
  name?: string;
  status?: string;
  creativeStatus?: string | null;
  hiddenMode?: 'AUTO' | 'MANUAL' | 'NONE';
  quantity?: number;
  unitListPrice?: number;
  discountPercent?: number;
  vatRate?: number;
  startDate?: string;
  endDate?: string;
  publicationDate?: string;
  /** The manual discount on top of the account's (the combined one is discountPercent). */
  manualDiscountPercent?: number;
  /** Digital: the key-values it targets (position-key-values.ts). */
  keyValues?: PositionKeyValues;
}

/** The position types of the campaign-position history (migration 0003's list). */
const HISTORY_POSITION_TYPE: Record<string, string> = {
  DIGITAL: 'DIGITAL',
  PRINT: 'PRINT',
  RADIO: 'RADIO',
  TV: 'TV',
  POS: 'POINT_OF_SALE',
  // Analog (unaddressed mail by postal area) is the history's unaddressed mailing.
  ANALOG: 'UNADDRESSED_MAILING',
};

/** A stored value as the history writes it: dates as YYYY-MM-DD, numbers as stored, null empty. */
function historyValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return isoDay(value);
  return String(value);
}

/** The fields whose stored value differs from the change's. */
function changedFields<Row extends object>(
  before: Row,
  change: object,
  normalise: (field: string, value: unknown) => string | null = (_, value) => historyValue(value),
) {
  return Object.entries(change).flatMap(([field, value]) => {
    if (value === undefined) return [];
    const oldValue = normalise(field, (before as Record<string, unknown>)[field]);
    const newValue = normalise(field, value);
    return oldValue === newValue ? [] : [{ field, oldValue, newValue }];
  });
}

/** Numbers compare as amounts: 12.5 and '12.50' are the same price. */
const amountFields = new Set([
  'manualDiscountPercent',
  'quantity',
  'unitListPrice',
  'discountPercent',
  'vatRate',
  'netAmount',
]);
const normaliseValue = (field: string, value: unknown) =>
  field === 'keyValues'
    ? keyValuesText(value)
    : amountFields.has(field) && value !== null && value !== undefined
      ? Number(value).toFixed(2)
      : historyValue(value);

/** A change without its key-values (stored as JSON text, not as the list). */
const withoutKeyValues = <Change extends { keyValues?: unknown }>({
  keyValues: _,
  ...rest
}: Change) => rest;

/** A record the change points at must be the company's: another's is a 422 on the field. */
async function requireOwn(
  scope: Scope,
  trx: Db,
  table: 'account' | 'brand' | 'industry' | 'appUser',
  id: number | null | undefined,
  field: string,
) {
  if (id === null || id === undefined) return;
  const row = await scope.rows(table, trx).select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw new ValidationError({ [field]: serverMessage('notOfCompany') }, []);
}

function requireDateOrder(start: string, end: string) {
  if (start > end) {
    throw new ValidationError({ endDate: serverMessage('endDateBeforeStartDate') }, []);
  }
}

/**
 * Changes a campaign of the actor's company at the version it was read, and writes one
 * CAMPAIGN_FIELD_CHANGED entry per changed field (old and new value) in the same
 * transaction. A stale version answers 412, another company's campaign 404.
 */
export async function updateCampaign(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  change: CampaignChange,
): Promise<RowOf<'campaign'>> {
  // Inside a caller's transaction (a payment and its status), in that one.
  const inTransaction = <T>(work: (trx: Db) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  const scope = actorScope(db, actor);
  return inTransaction(async (trx) => {
    const before = await scope.lockedRow(trx, 'campaign', id, version);
    const changes = changedFields(before, change);
    if (changes.length === 0) return before;
    requireDateOrder(
      change.startDate ?? isoDay(before.startDate),
      change.endDate ?? isoDay(before.endDate),
    );
    for (const [table, field] of [
      ['account', 'agencyAccountId'],
      ['account', 'invoicingAccountId'],
      ['brand', 'brandId'],
      ['industry', 'industryId'],
      ['appUser', 'salesUserId'],
    ] as const) {
      await requireOwn(scope, trx, table, change[field], field);
    }
    const after = await scope
      .update('campaign', trx)
      .set({ ...change, version: before.version + 1, updatedAt: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeCampaignEntries(scope, trx, actor, {
      campaignId: before.id,
      campaignName: after.name,
      at: after.updatedAt,
      changes: await namedChanges(scope, trx, changes),
    });
    return after;
  });
}

/** The statuses a position of a type may have (spec 3 §3). */
function positionStatuses(type: string): readonly string[] {
  return type === 'DIGITAL' ? DIGITAL_POSITION_STATUSES : PRINT_POSITION_STATUSES;
}

/**
 * Changes a position of the actor's company at the version it was read; a change of its
 * quantity, price, discount prices it again (net = quantity × unit list price × (1 −
 * discount)). Writes one CAMPAIGN_POSITION_FIELD_CHANGED entry and one campaign-position
 * history row per changed field, in the same transaction.
 */
export async function updatePosition(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  change: PositionChange,
): Promise<RowOf<'campaignPosition'>> {
  const scope = actorScope(db, actor);
  return db.transaction().execute(async (trx) => {
    const before = await scope.lockedRow(trx, 'campaignPosition', id, version);
    if (
      change.status !== undefined &&
      !positionStatuses(before.positionType).includes(change.status)
    ) {
      throw new ValidationError({ status: serverMessage('notStatusOfPosition') }, []);
    }
    if (change.hiddenMode !== undefined && before.positionType !== 'PRINT') {
      throw new ValidationError({ hiddenMode: serverMessage('onlyPrintHidden') }, []);
    }
    for (const field of ['quantity', 'unitListPrice', 'discountPercent', 'vatRate'] as const) {
      const value = change[field];
      if (value === undefined) continue;
      const max = field === 'discountPercent' ? 100 : field === 'vatRate' ? 30 : 1e11;
      if (
        !Number.isFinite(value) ||
        value < 0 ||
        value > max ||
        (field === 'quantity' && value === 0)
      ) {
        throw new ValidationError({ [field]: serverMessage('outOfRange') }, []);
      }
    }
    requireDateOrder(
      change.startDate ?? isoDay(before.startDate),
      change.endDate ?? isoDay(before.endDate),
    );
    const quantity = change.quantity ?? Number(before.quantity);
    const unitListPrice = change.unitListPrice ?? Number(before.unitListPrice);
    const discountPercent = change.discountPercent ?? Number(before.discountPercent);
    const priced =
      change.quantity !== undefined ||
      change.unitListPrice !== undefined ||
      change.discountPercent !== undefined;
    const keyValues =
      change.keyValues &&
      (await checkedKeyValues(scope, trx, before.positionType, change.keyValues));
    const values = {
      ...change,
      ...(keyValues ? { keyValues } : {}),
      ...(priced
        ? {
            netAmount: (
              Math.round(quantity * unitListPrice * (100 - discountPercent)) / 100
            ).toFixed(2),
          }
        : {}),
    };
    const changes = changedFields(before, values, normaliseValue);
    if (changes.length === 0) return before;
    const after = await scope
      .update('campaignPosition', trx)
      .set({
        ...withoutKeyValues(values),
        ...(keyValues ? { keyValues: JSON.stringify(keyValues) } : {}),
        version: before.version + 1,
        updatedAt: new Date(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const campaign = await scope
      .byId('campaign', before.campaignId, trx)
      .select('name')
      .executeTakeFirstOrThrow();
    await writeCampaignEntries(scope, trx, actor, {
      campaignId: before.campaignId,
      campaignName: campaign.name,
      position: { id: before.id, name: after.name },
      at: after.updatedAt,
      changes,
    });
    await scope
      .insert(
        'campaignPositionHistory',
        changes.map(({ field, oldValue, newValue }) => ({
          campaignId: before.campaignId,
          campaignPositionId: before.id,
          campaignPositionType: HISTORY_POSITION_TYPE[before.positionType] ?? 'DIGITAL',
          positionName: after.name,
          changeKind: 'UPDATE',
          fieldName: field,
          oldValue,
          newValue,
          changedByUserId: actor.user.userId,
          changedAt: after.updatedAt,
        })),
        trx,
      )
      .execute();
    if (priced || change.status !== undefined)
      await recalculateTotals(scope, trx, before.campaignId);
    return after;
  });
}

/** A new position of a campaign, priced from a price-list item of the campaign's currency. */
export interface PositionCreate {
  campaignId: number;
  productId: number;
  priceListItemId: number;
  name?: string;
  quantity: number;
  discountPercent?: number;
  startDate: string;
  endDate: string;
  /** Print: the issue it appears in. */
  publicationIssueId?: number;
  positionGroupId?: number | null;
  /** The VAT rate (orders: by the seller's and the invoicing account's country); else CHF 8.1. */
  vatRate?: number;
  /** The account's discounts it was priced with (snapshot), and the manual one. */
  discounts?: readonly { name: string; percent: number }[];
  manualDiscountPercent?: number;
  /** Digital: the key-values it targets (position-key-values.ts). */
  keyValues?: PositionKeyValues;
}

/** The position type of a product's medium (NEWSLETTER is sold as digital). */
const positionTypeOf = (mediaType: string) => (mediaType === 'NEWSLETTER' ? 'DIGITAL' : mediaType);

/**
 * Adds a position to a campaign of the actor's company, with its price snapshot from the
 * price-list item (which must be the product's, in the campaign's currency, valid on the start
 * date), and writes its CREATE history row in the same transaction.
 */
export async function createPosition(
  db: Db,
  actor: Actor,
  create: PositionCreate,
): Promise<RowOf<'campaignPosition'>> {
  const scope = actorScope(db, actor);
  return db.transaction().execute(async (trx) => {
    const campaign = await scope.lockedRow(trx, 'campaign', create.campaignId, undefined);
    const product = await scope
      .byId('product', create.productId, trx)
      .select(['id', 'adMediumId', 'mediaType', 'name', 'broadcastSlotId'])
      .executeTakeFirst();
    if (!product) throw new ValidationError({ productId: serverMessage('noSuchProduct') }, []);
    // The item is the scoped product's (its list is joined by the item's key).
    const item = await scope
      .byId('priceListItem as i', create.priceListItemId, trx)
      .innerJoin('priceList as l', 'l.id', 'i.priceListId')
      .select(['i.id', 'i.unit', 'i.listPrice', 'l.currency'])
      .where('i.productId', '=', product.id)
      .where('i.validFrom', '<=', create.startDate)
      .where((eb) => eb.or([eb('i.validTo', 'is', null), eb('i.validTo', '>=', create.startDate)]))
      .executeTakeFirst();
    if (!item || item.currency !== campaign.currency) {
      throw new ValidationError({ priceListItemId: serverMessage('noPriceOnStartDate') }, []);
    }
    requireDateOrder(create.startDate, create.endDate);
    const discountPercent = create.discountPercent ?? 0;
    if (!(create.quantity > 0) || !(discountPercent >= 0 && discountPercent <= 100)) {
      throw new ValidationError(
        create.quantity > 0
          ? { discountPercent: serverMessage('outOfRange') }
          : { quantity: serverMessage('outOfRange') },
        [],
      );
    }
    const positionType = positionTypeOf(product.mediaType);
    let publicationDate: string | null = null;
    if (positionType === 'PRINT') {
      const issue = create.publicationIssueId
        ? await scope
            .byId('publicationIssue', create.publicationIssueId, trx)
            .select(['id', sql<string>`publication_date::text`.as('day')])
            .where('adMediumId', '=', product.adMediumId)
            .executeTakeFirst()
        : undefined;
      if (!issue)
        throw new ValidationError({ publicationIssueId: serverMessage('noSuchIssue') }, []);
      publicationDate = issue.day;
    }
    const keyValues = await checkedKeyValues(scope, trx, positionType, create.keyValues ?? []);
    const listPrice = Number(item.listPrice);
    const after = await scope
      .insert(
        'campaignPosition',
        {
          campaignId: campaign.id,
          positionType,
          name: create.name ?? product.name,
          productId: product.id,
          adMediumId: product.adMediumId,
          positionGroupId: create.positionGroupId ?? null,
          priceListItemId: item.id,
          quantity: create.quantity,
          unit: item.unit,
          unitListPrice: listPrice,
          discountPercent,
          netAmount: (
            Math.round(create.quantity * listPrice * (100 - discountPercent)) / 100
          ).toFixed(2),
          currency: campaign.currency,
          vatRate: create.vatRate ?? (campaign.currency === 'CHF' ? 8.1 : 0),
          discounts: JSON.stringify(create.discounts ?? []),
          manualDiscountPercent: create.manualDiscountPercent ?? 0,
          startDate: publicationDate ?? create.startDate,
          endDate: publicationDate ?? create.endDate,
          status: 'CREATIVE_PENDING',
          creativeStatus: 'MISSING',
          hiddenMode: positionType === 'PRINT' ? 'NONE' : null,
          publicationIssueId: positionType === 'PRINT' ? (create.publicationIssueId ?? null) : null,
          publicationDate,
          broadcastSlotId: product.broadcastSlotId,
          keyValues: JSON.stringify(keyValues),
        },
        trx,
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    await writePositionHistory(scope, trx, actor, after, 'CREATE');
    await recalculateTotals(scope, trx, campaign.id);
    return after;
  });
}

/**
 * Deletes a position of the actor's company at the version it was read and writes its DELETE
 * history row in the same transaction; the history outlives the position.
 */
export async function deletePosition(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
): Promise<void> {
  const scope = actorScope(db, actor);
  await db.transaction().execute(async (trx) => {
    const before = await scope.lockedRow(trx, 'campaignPosition', id, version);
    await scope.delete('campaignPosition', trx).where('id', '=', id).execute();
    await writePositionHistory(scope, trx, actor, before, 'DELETE');
    await recalculateTotals(scope, trx, before.campaignId);
  });
}

/** A CREATE or DELETE row of the campaign-position history. */
async function writePositionHistory(
  scope: Scope,
  trx: Db,
  actor: Actor,
  position: RowOf<'campaignPosition'>,
  changeKind: 'CREATE' | 'DELETE',
) {
  await scope
    .insert(
      'campaignPositionHistory',
      {
        campaignId: position.campaignId,
        campaignPositionId: position.id,
        campaignPositionType: HISTORY_POSITION_TYPE[position.positionType] ?? 'DIGITAL',
        positionName: position.name,
        changeKind,
        fieldName: null,
        oldValue: null,
        newValue: null,
        changedByUserId: actor.user.userId,
      },
      trx,
    )
    .execute();
  // The campaign's history says it too: a position added or removed (issue 33).
  const campaign = await scope
    .byId('campaign', position.campaignId, trx)
    .select('name')
    .executeTakeFirstOrThrow();
  const added = changeKind === 'CREATE';
  await writeCampaignEntries(scope, trx, actor, {
    campaignId: position.campaignId,
    campaignName: campaign.name,
    position: { id: position.id, name: position.name },
    at: new Date(),
    changes: [
      {
        field: added ? 'created' : 'deleted',
        oldValue: added ? null : position.name,
        newValue: added ? position.name : null,
      },
    ],
  });
}

/**
 * A campaign's totals from the sums of its positions (`t`: gross at list price, net after the
 * discounts, the agency's commission and the VAT rate): the SET of an update of `campaign`.
 */
export const campaignTotalsOf = sql`
      gross_total = t.gross, discount_total = t.gross - t.net, commission_total = t.commission,
      net_total = t.net - t.commission,
      vat_total = round((t.net - t.commission) * t.rate / 100, 2),
      total = t.net - t.commission + round((t.net - t.commission) * t.rate / 100, 2)`;

/**
 * The campaign's totals from its positions (deleted ones do not count), as the demo seed
 * computes them: gross at list price, the discounts, 15 % agency commission (BK) when an
 * agency books, the net after it and VAT on that. Derived values: no field-change entry.
 */
export async function recalculateTotals(scope: Scope, trx: Db, campaignId: number): Promise<void> {
  await scope.raw(
    sql`
    update campaign c set ${campaignTotalsOf}
    from (
      select k.id,
             coalesce(round(sum(p.quantity * p.unit_list_price), 2), 0) as gross,
             coalesce(sum(p.net_amount), 0) as net,
             case when k.agency_account_id is not null then round(coalesce(sum(p.net_amount), 0) * 0.15, 2) else 0 end as commission,
             -- The positions' own rates (orders: by country), weighted by their net.
             coalesce(sum(p.net_amount * p.vat_rate) / nullif(sum(p.net_amount), 0), 0) as rate
      from campaign k
      left join campaign_position p on p.campaign_id = k.id and p.status <> 'DELETED'
      where k.id = ${campaignId} and ${scope.term('k')}
      group by k.id
    ) t
    where c.id = t.id`,
    trx,
  );
}
