import type {
  CampaignHistoryEntry,
  CampaignRecord,
  CampaignStatus,
  OrderPosition,
  PaymentStatus,
  UserLanguage,
} from '@adconsole/api/contracts';
import { serverMessage } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { type Actor, forbidden } from '../../http/access.ts';
import { HttpError, notFound, staleRecord, ValidationError } from '../../http/errors.ts';
import { localizedName } from '../../kit/references.ts';
import { actorScope, type Scope } from '../../kit/scope.ts';
import { fieldChangePage } from '../crm/crm-history.ts';
import { isoDay } from './iso-day.ts';
import { positionConflicts } from './order-planning.ts';
import { appliedDiscounts, campaignVat } from './order-pricing.ts';
import {
  CLOSED_STATUSES,
  campaignStatusMoves,
  isSelfBookingCustomer,
  STAFF_ROLES,
} from './order-rules.ts';

// --- A campaign's record ---

export const rolesOf = (actor: Actor) => [...actor.roles] as string[];
export const num = (value: unknown) => Number(value);

export async function campaignRow(scope: Scope, id: number) {
  const row = await scope.rows('campaign').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('campaign');
  return row;
}

/** The company's campaign as read at `version` (412 when it has changed since; 404 if none). */
export async function currentCampaign(scope: Scope, id: number, version: number) {
  const row = await campaignRow(scope, id);
  if (row.version !== version) throw staleRecord();
  return row;
}

/** The creative statuses of a position whose creative has not come in. */
const MISSING_CREATIVE = new Set(['MISSING', 'REQUESTED']);
/**
 * A position's name in a language (`p` the position, `pr` its product): a position named after
 * its product (the product's German name, stored at booking) is the product's name in that
 * language, German where it has none; a position given a name of its own keeps it.
 */
export const positionNameIn = (language: UserLanguage, name = 'p.name') =>
  sql<string>`case when ${sql.ref(name)} = pr.name then ${localizedName('name', language, 'pr')} else ${sql.ref(name)} end`;

/**
 * The positions' names in a language (a document's; the caller's without one), by position id:
 * a campaign's positions, or the positions of some ids.
 */
export async function positionNamesIn(
  scope: Scope,
  of: { campaignId: number } | { ids: readonly number[] },
  language: UserLanguage = scope.language,
): Promise<Map<number, string>> {
  if ('ids' in of && of.ids.length === 0) return new Map();
  const rows = await scope
    .rows('campaignPosition as p')
    .innerJoin('product as pr', 'pr.id', 'p.productId')
    .select(['p.id', positionNameIn(language).as('name')])
    .where((eb) =>
      'ids' in of ? eb('p.id', 'in', [...of.ids]) : eb('p.campaignId', '=', of.campaignId),
    )
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The positions of a campaign as the record shows them (product and medium by their keys), the
 * products' names in the reader's language.
 */
async function orderPositions(scope: Scope, campaignId: number, conflicts: Map<number, boolean>) {
  const rows = await scope
    .rows('campaignPosition as p')
    .innerJoin('product as pr', 'pr.id', 'p.productId')
    .innerJoin('adMedium as m', 'm.id', 'p.adMediumId')
    .selectAll('p')
    .select([
      positionNameIn(scope.language).as('shownName'),
      localizedName('name', scope.language, 'pr').as('productName'),
      'm.name as adMediumName',
    ])
    .where('p.campaignId', '=', campaignId)
    .orderBy('p.startDate')
    .orderBy('p.id')
    .execute();
  return rows.map(
    (row): OrderPosition => ({
      id: row.id,
      campaignId: row.campaignId,
      name: row.shownName,
      positionType: row.positionType as OrderPosition['positionType'],
      product: { id: row.productId, name: row.productName },
      adMedium: { id: row.adMediumId, name: row.adMediumName },
      positionGroupId: row.positionGroupId,
      priceListItemId: row.priceListItemId,
      quantity: num(row.quantity),
      unit: row.unit,
      unitListPrice: num(row.unitListPrice),
      discountPercent: num(row.discountPercent),
      discounts: appliedDiscounts(row),
      netAmount: num(row.netAmount),
      vatRate: num(row.vatRate),
      currency: row.currency,
      startDate: isoDay(row.startDate),
      endDate: isoDay(row.endDate),
      publicationIssueId: row.publicationIssueId,
      publicationDate: row.publicationDate ? isoDay(row.publicationDate) : null,
      status: row.status,
      creativeStatus: row.creativeStatus as OrderPosition['creativeStatus'],
      hiddenMode: row.hiddenMode as OrderPosition['hiddenMode'],
      hasPositionConflict: conflicts.get(row.id) ?? false,
      keyValues: row.keyValues,
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
    }),
  );
}

/** Whether the caller may change the campaign and its positions. */
export function editable(actor: Actor, status: CampaignStatus, paymentStatus: string | null) {
  if (CLOSED_STATUSES.includes(status) || paymentStatus !== null) return false;
  if (isSelfBookingCustomer(actor.roles)) return status === 'DRAFT';
  return STAFF_ROLES.some((role) => actor.roles.has(role));
}

/** Throws 409 unless the caller may change the campaign (README "Orders": locks). */
export function requireEditable(
  actor: Actor,
  status: CampaignStatus,
  paymentStatus: string | null,
) {
  if (editable(actor, status, paymentStatus)) return;
  if (!STAFF_ROLES.some((role) => actor.roles.has(role)) && !isSelfBookingCustomer(actor.roles)) {
    throw forbidden('You may not change orders');
  }
  const reason =
    paymentStatus !== null
      ? 'The campaign is charged: its positions are locked'
      : `A campaign in ${status} cannot be changed`;
  throw new HttpError(409, reason, 'TRANSITION_NOT_ALLOWED');
}

export async function campaignRecord(db: Db, actor: Actor, id: number): Promise<CampaignRecord> {
  const scope = actorScope(db, actor);
  const row = await campaignRow(scope, id);
  const accountIds = [
    ...new Set([row.advertiserAccountId, row.invoicingAccountId, row.agencyAccountId]),
  ].filter((value): value is number => value !== null);
  const [type, accounts, user, brand, industry, task, conflicts] = await Promise.all([
    scope
      .byId('campaignType', row.campaignTypeId)
      .select(['id', 'code', 'name', 'selfBookable'])
      .executeTakeFirstOrThrow(),
    scope.rows('account').select(['id', 'name']).where('id', 'in', accountIds).execute(),
    // The sales person by the campaign's key: staff acting for the company may be of another.
    row.salesUserId
      ? scope
          .byId('campaign as c', row.id)
          .innerJoin('appUser as u', 'u.id', 'c.salesUserId')
          .select(['u.id', 'u.firstName', 'u.lastName'])
          .executeTakeFirst()
      : undefined,
    row.brandId
      ? scope.rows('brand').select(['id', 'name']).where('id', '=', row.brandId).executeTakeFirst()
      : undefined,
    row.industryId
      ? scope
          .byId('industry', row.industryId)
          .select(['id', localizedName('name', scope.language).as('name')])
          .executeTakeFirst()
      : undefined,
    scope
      .rows('salesTask as t')
      .innerJoin('account as a', 'a.id', 't.accountId')
      .select(['t.id', 'a.name'])
      .where('t.campaignId', '=', row.id)
      .orderBy('t.id')
      .executeTakeFirst(),
    positionConflicts(scope, row.id),
  ]);
  const name = new Map(accounts.map((account) => [account.id, account.name]));
  const party = (accountId: number) => ({ id: accountId, name: name.get(accountId) ?? '' });
  const positions = await orderPositions(
    scope,
    row.id,
    new Map(conflicts.map((conflict) => [conflict.positionId, conflict.hasPositionConflict])),
  );
  const status = row.status as CampaignStatus;
  const live = positions.filter((position) => position.status !== 'DELETED');
  const customer = isSelfBookingCustomer(actor.roles);
  // The rate the campaign's sales carry: its positions' (weighted by net); before it has any,
  // the rate its first one will have by the VAT rule (issue 33: no misleading 0 %).
  const vatRate =
    num(row.netTotal) > 0
      ? Math.round((num(row.vatTotal) / num(row.netTotal)) * 1000) / 10
      : (await campaignVat(db, scope, row, isoDay(row.startDate))).rate;
  return {
    id: row.id,
    name: row.name,
    type: { id: type.id, code: type.code, name: type.name },
    status,
    startDate: isoDay(row.startDate),
    endDate: isoDay(row.endDate),
    advertiser: party(row.advertiserAccountId),
    agency: row.agencyAccountId ? party(row.agencyAccountId) : null,
    invoicingAccount: party(row.invoicingAccountId),
    salesPerson: user ? { id: user.id, name: `${user.firstName} ${user.lastName}` } : null,
    currency: row.currency,
    netTotal: num(row.netTotal),
    total: num(row.total),
    paymentStatus: row.paymentStatus as PaymentStatus | null,
    positionCount: live.length,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    language: row.language as CampaignRecord['language'],
    offerValidUntil: row.offerValidUntil ? isoDay(row.offerValidUntil) : null,
    customerPo: row.customerPo,
    brand: brand ?? null,
    industry: industry ?? null,
    task: task ? { id: task.id, name: task.name } : null,
    selfBooked: type.selfBookable,
    totals: {
      currency: row.currency,
      gross: num(row.grossTotal),
      discounts: num(row.discountTotal),
      commission: num(row.commissionTotal),
      net: num(row.netTotal),
      vatRate,
      vat: num(row.vatTotal),
      total: num(row.total),
    },
    positions,
    nextStatuses: campaignStatusMoves
      .targets(status, rolesOf(actor))
      .filter((to) => !customer || (status === 'DRAFT' && to === 'PENDING_APPROVAL')),
    editable: editable(actor, status, row.paymentStatus),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A record of the acting company (404 for another's, 422 on `field` when a body names it). */
export async function requireOwned(
  scope: Scope,
  table: 'account' | 'brand' | 'appUser' | 'campaignType' | 'salesTask',
  id: number,
  field: string,
) {
  const row = await scope.rows(table).select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw new ValidationError({ [field]: serverMessage('notOfCompany') }, []);
}

export async function createCampaign(
  db: Db,
  actor: Actor,
  body: {
    campaignTypeId: number;
    name: string;
    advertiserAccountId: number;
    agencyAccountId?: number | null | undefined;
    invoicingAccountId?: number | undefined;
    startDate: string;
    endDate: string;
    currency?: 'CHF' | 'EUR' | undefined;
    language?: 'de' | 'fr' | 'it' | 'en' | undefined;
    offerValidUntil?: string | null | undefined;
    customerPo?: string | null | undefined;
    brandId?: number | null | undefined;
    salesUserId?: number | null | undefined;
    taskId?: number | undefined;
  },
): Promise<number> {
  const scope = actorScope(db, actor);
  const customer = isSelfBookingCustomer(actor.roles);
  if (body.startDate > body.endDate) {
    throw new ValidationError({ endDate: serverMessage('endDateBeforeStartDate') }, []);
  }
  const type = await scope
    .byId('campaignType', body.campaignTypeId)
    .select(['id', 'selfBookable', 'active'])
    .executeTakeFirst();
  if (!type?.active) {
    throw new ValidationError({ campaignTypeId: serverMessage('noSuchCampaignType') }, []);
  }
  if (customer && !type.selfBookable) {
    throw new ValidationError({ campaignTypeId: serverMessage('campaignTypeNotSelfBookable') }, []);
  }
  if (customer && body.agencyAccountId) {
    throw new ValidationError({ agencyAccountId: serverMessage('selfBookingOwnAccount') }, []);
  }
  const advertiser = await scope
    .byId('account', body.advertiserAccountId)
    .select(['id', 'countryCode', 'language', 'active'])
    .executeTakeFirst();
  if (!advertiser) {
    throw new ValidationError({ advertiserAccountId: serverMessage('notOfCompany') }, []);
  }
  if (body.agencyAccountId)
    await requireOwned(scope, 'account', body.agencyAccountId, 'agencyAccountId');
  if (body.invoicingAccountId)
    await requireOwned(scope, 'account', body.invoicingAccountId, 'invoicingAccountId');
  if (body.brandId) await requireOwned(scope, 'brand', body.brandId, 'brandId');
  if (body.salesUserId) await requireOwned(scope, 'appUser', body.salesUserId, 'salesUserId');
  if (body.taskId) await requireOwned(scope, 'salesTask', body.taskId, 'taskId');
  const currency = body.currency ?? (advertiser.countryCode === 'CH' ? 'CHF' : 'EUR');
  return db.transaction().execute(async (trx) => {
    const created = await scope
      .insert(
        'campaign',
        {
          campaignTypeId: type.id,
          name: body.name,
          advertiserAccountId: advertiser.id,
          agencyAccountId: body.agencyAccountId ?? null,
          invoicingAccountId: body.invoicingAccountId ?? body.agencyAccountId ?? advertiser.id,
          salesUserId: customer ? null : (body.salesUserId ?? actor.user.userId),
          brandId: body.brandId ?? null,
          status: 'DRAFT',
          startDate: body.startDate,
          endDate: body.endDate,
          offerValidUntil: body.offerValidUntil ?? null,
          language: body.language ?? advertiser.language,
          currency,
          customerPo: body.customerPo ?? null,
          createdByUserId: actor.user.userId,
        },
        trx,
      )
      .returning(['id', 'name', 'createdAt'])
      .executeTakeFirstOrThrow();
    if (body.taskId) {
      await scope
        .update('salesTask', trx)
        .set({ campaignId: created.id })
        .where('id', '=', body.taskId)
        .execute();
    }
    await scope
      .insert(
        'activity',
        {
          entityType: 'CAMPAIGN_UPDATE',
          entityId: created.id,
          entityName: created.name,
          accountId: null,
          taskId: body.taskId ?? null,
          activityType: 'CAMPAIGN_FIELD_CHANGED',
          title: null,
          message: 'status: – → DRAFT',
          activityDate: created.createdAt,
          creationDate: created.createdAt,
          creatorUserId: actor.user.userId,
          keyValues: JSON.stringify({
            campaignId: String(created.id),
            field: 'status',
            oldValue: null,
            newValue: 'DRAFT',
          }),
        },
        trx,
      )
      .execute();
    return created.id;
  });
}

// --- History, payment, overview ---

export async function campaignHistory(
  scope: Scope,
  campaignId: number,
  query: { activityType?: string | undefined; page: number; limit: number },
) {
  await campaignRow(scope, campaignId);
  let rows = scope
    .rows('activity as a')
    .where('a.entityType', 'in', ['CAMPAIGN_UPDATE', 'CAMPAIGN_POSITION_UPDATE'])
    .where('a.entityId', '=', campaignId)
    .where('a.activityType', 'in', ['CAMPAIGN_FIELD_CHANGED', 'CAMPAIGN_POSITION_FIELD_CHANGED']);
  if (query.activityType) rows = rows.where('a.activityType', '=', query.activityType);
  const { items, total } = await fieldChangePage(rows, query.page, query.limit);
  return {
    items: items.map((row): CampaignHistoryEntry => {
      const values = (row.keyValues ?? {}) as Record<string, string | null>;
      const positionId = values.campaignPositionId ? Number(values.campaignPositionId) : null;
      return {
        id: row.id,
        activityType: row.activityType as CampaignHistoryEntry['activityType'],
        field: values.field ?? '',
        oldValue: values.oldValue ?? null,
        newValue: values.newValue ?? null,
        positionId,
        positionName: positionId ? row.title : null,
        changedBy: row.firstName ? `${row.firstName} ${row.lastName}` : null,
        changedAt: row.creationDate.toISOString(),
      };
    }),
    total,
  };
}

export async function campaignPayment(scope: Scope, campaignId: number) {
  const row = await campaignRow(scope, campaignId);
  const [account, events] = await Promise.all([
    scope.byId('account', row.invoicingAccountId).select(['paymentTermsDays']).executeTakeFirst(),
    scope
      .rows('campaignPaymentEvent as e')
      .leftJoin('appUser as u', 'u.id', 'e.recordedByUserId')
      .select(['e.status', 'e.occurredOn', 'e.note', 'u.firstName', 'u.lastName'])
      .where('e.campaignId', '=', campaignId)
      .orderBy('e.occurredOn')
      .orderBy('e.id')
      .execute(),
  ]);
  const terms = account?.paymentTermsDays ?? 30;
  const charged = events.find((event) => event.status === 'CHARGED');
  const due = charged
    ? new Date(Date.parse(`${isoDay(charged.occurredOn)}T00:00:00Z`) + terms * 86_400_000)
        .toISOString()
        .slice(0, 10)
    : null;
  return {
    campaignId,
    paymentStatus: row.paymentStatus as PaymentStatus | null,
    currency: row.currency,
    total: num(row.total),
    prepaymentRequired: row.status === 'PREPAYMENT',
    paymentTermsDays: terms,
    dueDate: due,
    events: events.map((event) => ({
      status: event.status as PaymentStatus,
      date: isoDay(event.occurredOn),
      note: event.note,
      recordedBy: event.firstName ? `${event.firstName} ${event.lastName}` : 'System',
    })),
  };
}

export async function campaignOverview(db: Db, actor: Actor, campaignId: number) {
  const record = await campaignRecord(db, actor, campaignId);
  const live = record.positions.filter((position) => position.status !== 'DELETED');
  const media = new Map<string, { positions: number; net: number; first: string; last: string }>();
  for (const position of live) {
    const medium = media.get(position.positionType) ?? {
      positions: 0,
      net: 0,
      first: position.startDate,
      last: position.endDate,
    };
    medium.positions += 1;
    medium.net = Math.round((medium.net + position.netAmount) * 100) / 100;
    if (position.startDate < medium.first) medium.first = position.startDate;
    if (position.endDate > medium.last) medium.last = position.endDate;
    media.set(position.positionType, medium);
  }
  const statuses = new Map<string, number>();
  for (const position of record.positions) {
    statuses.set(position.status, (statuses.get(position.status) ?? 0) + 1);
  }
  const { totals, positions: _, nextStatuses: __, ...campaign } = record;
  return {
    campaign: {
      id: campaign.id,
      name: campaign.name,
      type: campaign.type,
      status: campaign.status,
      startDate: campaign.startDate,
      endDate: campaign.endDate,
      advertiser: campaign.advertiser,
      agency: campaign.agency,
      invoicingAccount: campaign.invoicingAccount,
      salesPerson: campaign.salesPerson,
      currency: campaign.currency,
      netTotal: campaign.netTotal,
      total: campaign.total,
      paymentStatus: campaign.paymentStatus,
      positionCount: campaign.positionCount,
      version: campaign.version,
      updatedAt: campaign.updatedAt,
    },
    totals,
    media: [...media].map(([positionType, medium]) => ({
      positionType: positionType as OrderPosition['positionType'],
      positions: medium.positions,
      net: medium.net,
      firstDate: medium.first,
      lastDate: medium.last,
    })),
    positionStatuses: [...statuses].map(([status, count]) => ({ status, count })),
    // Missing until received: a creative asked for (REQUESTED) is missing as one not yet asked
    // for (issue 37: "1 création manquante" beside "Fichier en attente : 1 · Fichier demandé : 1").
    creativesMissing: live.filter((position) => MISSING_CREATIVE.has(position.creativeStatus ?? ''))
      .length,
    conflicts: live.filter((position) => position.hasPositionConflict).length,
    payment: record.paymentStatus,
  };
}

// --- Positions ---

/** A position of the company's campaign; 412 when `version` is given and is not the stored one. */
export async function positionOf(
  scope: Scope,
  campaignId: number,
  positionId: number,
  version?: number,
) {
  const row = await scope
    .byId('campaignPosition', positionId)
    .selectAll()
    .where('campaignId', '=', campaignId)
    .executeTakeFirst();
  if (!row) throw notFound('campaign position');
  if (version !== undefined && row.version !== version) throw staleRecord();
  return row;
}

export async function onePosition(db: Db, actor: Actor, campaignId: number, positionId: number) {
  const record = await campaignRecord(db, actor, campaignId);
  const position = record.positions.find((candidate) => candidate.id === positionId);
  if (!position) throw notFound('campaign position');
  return position;
}
