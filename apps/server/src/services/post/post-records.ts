import type {
  PostCampaign,
  PostCampaignStatus,
  PostFeatureToggle,
  PostInvoiceState,
  PostPositionName,
  PostPositionType,
} from '@adconsole/api/contracts';
import { serverMessage } from '@adconsole/api/contracts';
import { type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import type { PostCampaignTable } from '../../db/schema-post.ts';
import type { AccessRule, Actor } from '../../http/access.ts';
import { type FieldErrors, notFound, ValidationError } from '../../http/errors.ts';
import type { Rows } from '../../kit/list.ts';
import type { RowOf } from '../../kit/resource.ts';
import { actorScope, type Scope, scopeOf } from '../../kit/scope.ts';
import { isoDay } from '../orders/campaigns.ts';
import {
  computeWarnings,
  isLocked,
  postCampaignTransitions,
  RECONCILIATION_GROUPS,
  type ReconciliationGroup,
} from './post-rules.ts';

export const postAccess: AccessRule = { roles: { anyOf: ['POSTADMANAGER'] }, company: 'actable' };
/** Spec 3 §2.2: the portal redirect is offered to post-ad-manager and postnetz users. */
export const portalAccess: AccessRule = {
  roles: { anyOf: ['POSTADMANAGER', 'POSTNETZ'] },
  company: 'none',
};

export type CampaignRow = RowOf<'postCampaign'>;
export type CampaignRows = Rows<'postCampaign'>;
export type PositionRow = RowOf<'postCampaignPosition'>;

/** The feature toggles a company has without a row of its own. */
export const TOGGLE_DEFAULTS: Record<PostFeatureToggle, boolean> = {
  TESTING: false,
  TASKS: true,
  PROMOPOST_BOOKING: true,
  POST_INVOICING: true,
  POST_INVOICING_CANCELLATION: false,
  MANUAL_POST_INVOICING: false,
  DEFAULT_FRANKING_LICENCE: true,
  DIGITAL_NOTIFICATIONS: false,
  SCREEN_RESTRICTIONS: false,
  CUSTOMER_INVOICE_REFERENCE: false,
};

export async function featureToggles(
  scope: Scope,
  db?: Db,
): Promise<Record<PostFeatureToggle, boolean>> {
  const rows = await scope.rows('postFeatureToggle', db).select(['key', 'value']).execute();
  const toggles = { ...TOGGLE_DEFAULTS };
  for (const row of rows) toggles[row.key as PostFeatureToggle] = row.value;
  return toggles;
}

/** The channel a position type books (spec 3 §3 channels); services and discounts have none. */
export const CHANNEL_OF: Record<PostPositionType, string | null> = {
  DIGITAL: 'DOOH_SCREEN_ZONE',
  UNADDRESSED_MAILING: 'POSTCODE',
  EMAIL: 'EMAIL',
  ADDRESSED_MAILING: 'PHYSICAL_ADDRESSED_MAILING',
  ONLINE: 'ONLINE',
  SERVICE: null,
  DISCOUNT: null,
};

/** The names a position of a type may carry (spec 3 §3 position names). */
export const NAMES_OF: Partial<Record<PostPositionType, readonly PostPositionName[]>> = {
  EMAIL: ['INITIAL_EMAIL', 'REMINDER_EMAIL'],
  ADDRESSED_MAILING: ['INITIAL_ADDRESSED', 'REMINDER_ADDRESSED'],
  UNADDRESSED_MAILING: ['INITIAL_SHIPMENT', 'REMINDER_SHIPMENT'],
};

export const GROUP_COLUMN = {
  digital: 'digitalReconciled',
  mailing: 'mailingReconciled',
  email: 'emailReconciled',
  addressedMailing: 'addressedMailingReconciled',
  online: 'onlineReconciled',
} as const satisfies Record<ReconciliationGroup, keyof CampaignRow>;

export const groupOf = (type: string): ReconciliationGroup | undefined =>
  RECONCILIATION_GROUPS.find(([, groupType]) => groupType === type)?.[0];

export const amount = (value: string | number) => Math.round(Number(value) * 100) / 100;

// --- Reading ---

/**
 * The items of a page of post campaigns, with their parties, steps, position facts and warnings:
 * read by the keys of the page's rows, which are the company's.
 */
export async function toPostCampaigns(db: Db, rows: CampaignRow[]): Promise<PostCampaign[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const accountIds = [...new Set(rows.flatMap((row) => [row.accountId, row.invoicingAccountId]))];
  const [accounts, invoicing, infos, groups, facts] = await Promise.all([
    db.selectFrom('account').select(['id', 'name']).where('id', 'in', accountIds).execute(),
    db
      .selectFrom('postInvoicingAccount')
      .select(['accountId', 'excludeMwst'])
      .where('accountId', 'in', accountIds)
      .execute(),
    db.selectFrom('postCampaignInfo').selectAll().where('postCampaignId', 'in', ids).execute(),
    db.selectFrom('postTargetGroup').selectAll().where('postCampaignId', 'in', ids).execute(),
    db
      .selectFrom('postCampaignPosition')
      .select([
        'postCampaignId',
        sql<string[]>`array_agg(distinct position_type)`.as('types'),
        sql<string>`count(distinct vat_rate) filter (where position_type <> 'DISCOUNT')`.as(
          'rates',
        ),
        sql<string>`count(*)`.as('count'),
        sql<string>`coalesce(sum(net_amount), 0)`.as('net'),
        sql<string>`coalesce(sum(round(net_amount * vat_rate / 100, 2)), 0)`.as('vat'),
      ])
      .where('postCampaignId', 'in', ids)
      .groupBy('postCampaignId')
      .execute(),
  ]);
  const nameOf = new Map(accounts.map((account) => [account.id, account.name]));
  const excludeOf = new Map(invoicing.map((row) => [row.accountId, row.excludeMwst]));
  const infoOf = new Map(infos.map((info) => [info.postCampaignId, info]));
  const groupOfCampaign = new Map(groups.map((group) => [group.postCampaignId, group]));
  const factsOf = new Map(facts.map((fact) => [fact.postCampaignId, fact]));
  return rows.map((row) => {
    const fact = factsOf.get(row.id);
    const types = new Set<string>(fact?.types ?? []);
    const info = infoOf.get(row.id);
    const group = groupOfCampaign.get(row.id);
    const reconciled = {
      digital: row.digitalReconciled,
      mailing: row.mailingReconciled,
      email: row.emailReconciled,
      addressedMailing: row.addressedMailingReconciled,
      online: row.onlineReconciled,
    };
    const taxRateDiffers = Number(fact?.rates ?? 0) > 1;
    const net = amount(fact?.net ?? 0);
    const vat = amount(fact?.vat ?? 0);
    const invoiceState = row.invoiceState as PostInvoiceState;
    return {
      id: row.id,
      name: row.name,
      status: row.status as PostCampaignStatus,
      countryCode: row.countryCode as PostCampaign['countryCode'],
      startDate: isoDay(row.startDate),
      endDate: isoDay(row.endDate),
      currency: row.currency as PostCampaign['currency'],
      account: { id: row.accountId, name: nameOf.get(row.accountId) ?? '' },
      invoicingAccount: {
        id: row.invoicingAccountId,
        name: nameOf.get(row.invoicingAccountId) ?? '',
        excludeMwst: excludeOf.get(row.invoicingAccountId) ?? false,
      },
      contactIds: row.contactIds,
      info: info
        ? {
            id: info.id,
            product: info.product,
            goal: info.goal,
            channels: info.channels as PostCampaign['info'] extends infer I
              ? I extends { channels: infer C }
                ? C
                : never
              : never,
          }
        : null,
      targetGroup: group
        ? {
            id: group.id,
            ageFrom: group.ageFrom,
            ageTo: group.ageTo,
            gender: group.gender as 'ALL',
            households: group.households as 'ALL',
            postcodes: group.postcodes,
            addressProvider: group.addressProvider as 'POST',
          }
        : null,
      adUnitsImported: row.adUnitsImported,
      availableUnits: row.availableUnits,
      hasDigitalPositions: types.has('DIGITAL'),
      hasMailingPositions: types.has('UNADDRESSED_MAILING'),
      hasServicePositions: types.has('SERVICE'),
      hasDiscountPositions: types.has('DISCOUNT'),
      hasEmailPositions: types.has('EMAIL'),
      hasAddressedMailingPositions: types.has('ADDRESSED_MAILING'),
      hasOnlinePositions: types.has('ONLINE'),
      digitalReconciled: row.digitalReconciled,
      mailingReconciled: row.mailingReconciled,
      emailReconciled: row.emailReconciled,
      addressedMailingReconciled: row.addressedMailingReconciled,
      onlineReconciled: row.onlineReconciled,
      isTaxRateDiffersInPositions: taxRateDiffers,
      invoiceState,
      chargedAt: row.chargedAt?.toISOString() ?? null,
      positionCount: Number(fact?.count ?? 0),
      netTotal: net,
      vatTotal: vat,
      total: amount(net + vat),
      warnings: computeWarnings({ positionTypes: types, reconciled, taxRateDiffers }),
      positionsLocked: isLocked(invoiceState),
      nextStatuses: postCampaignTransitions.targets(row.status as PostCampaignStatus),
      calculation:
        row.calculationUnits !== null &&
        row.calculationCount !== null &&
        row.calculationPercent !== null
          ? {
              units: row.calculationUnits,
              count: row.calculationCount,
              percent: row.calculationPercent,
            }
          : null,
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** The company's post campaign (404 for another's). */
export async function campaignOf(scope: Scope, id: number): Promise<CampaignRow> {
  const row = await scope.rows('postCampaign').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('post campaign');
  return row;
}

/** The company's post campaign locked in `trx` (404; 412 when `version` is given and stale). */
export const lockedCampaign = (scope: Scope, trx: Db, id: number, version?: number) =>
  scope.lockedRow(trx, 'postCampaign', id, version);

export async function itemOf(db: Db, row: CampaignRow): Promise<PostCampaign> {
  const [item] = await toPostCampaigns(db, [row]);
  if (!item) throw notFound('post campaign');
  return item;
}

// --- History (spec 2: POST_CAMPAIGN_FIELD_CHANGED entries, old → new) ---

export interface FieldChange {
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

export const valueText = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return isoDay(value);
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
};

export function changesOf(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): FieldChange[] {
  return Object.keys(after).flatMap((field) => {
    const oldValue = valueText(before[field]);
    const newValue = valueText(after[field]);
    return oldValue === newValue ? [] : [{ field, oldValue, newValue }];
  });
}

/**
 * Writes one of a campaign's sections (its information, its target group: a row each, keyed by
 * the campaign): the row updated with a new version when there is one, else inserted. Answers
 * the changed fields as history entries named `<section>.<field>`.
 */
export async function saveSection(
  trx: Transaction<Schema>,
  table: 'postCampaignInfo' | 'postTargetGroup',
  campaignId: number,
  values: Record<string, unknown>,
): Promise<FieldChange[]> {
  // Both tables hold a row per campaign with the same bookkeeping columns.
  const rows = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const before = (await rows
    .selectFrom(table)
    .selectAll()
    .where('postCampaignId', '=', campaignId)
    .executeTakeFirst()) as { id: number; version: number } | undefined;
  if (before) {
    await rows
      .updateTable(table)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where('id', '=', before.id)
      .execute();
  } else {
    await rows
      .insertInto(table)
      .values({ ...values, postCampaignId: campaignId })
      .execute();
  }
  const section = table === 'postCampaignInfo' ? 'information' : 'targetGroup';
  return changesOf(before ?? {}, values).map((change) => ({
    ...change,
    field: `${section}.${change.field}`,
  }));
}

/** The activity entry of one changed field of a post campaign (its history), at `at`. */
export const historyEntry = (
  campaign: { id: number; name: string },
  { field, oldValue, newValue }: FieldChange,
  at: Date,
  userId: number,
) => ({
  entityType: 'POST_CAMPAIGN_UPDATE',
  entityId: campaign.id,
  entityName: campaign.name,
  accountId: null,
  taskId: null,
  activityType: 'POST_CAMPAIGN_FIELD_CHANGED',
  title: null,
  message: `${field}: ${oldValue ?? '–'} → ${newValue ?? '–'}`,
  activityDate: at,
  creationDate: at,
  creatorUserId: userId,
  keyValues: JSON.stringify({ postCampaignId: String(campaign.id), field, oldValue, newValue }),
});

export async function writeHistory(
  trx: Db,
  actor: Actor,
  campaign: { id: number; companyId: number; name: string },
  changes: readonly FieldChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const now = new Date();
  // The entries belong to the company of the campaign (read through the scope).
  await scopeOf(trx, campaign.companyId)
    .insert(
      'activity',
      changes.map((change) => historyEntry(campaign, change, now, actor.user.userId)),
    )
    .execute();
}

/** Changes a campaign's own columns, bumps its version and writes its history, in `trx`. */
export async function changeCampaign(
  trx: Db,
  actor: Actor,
  before: CampaignRow,
  change: Omit<Updateable<PostCampaignTable>, 'id' | 'companyId' | 'version' | 'createdAt'>,
  history: FieldChange[] = changesOf(before, change),
): Promise<CampaignRow> {
  const after = await scopeOf(trx, before.companyId)
    .update('postCampaign')
    .set({ ...change, version: before.version + 1, updatedAt: new Date() })
    .where('id', '=', before.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await writeHistory(trx, actor, after, history);
  return after;
}

// --- The general step ---

export interface GeneralInput {
  name: string;
  accountId: number;
  invoicingAccountId?: number | undefined;
  contactIds: number[];
  countryCode: 'CH' | 'AT' | 'DE';
  startDate: string;
  endDate: string;
}

export async function checkGeneral(scope: Scope, trx: Db, input: GeneralInput): Promise<void> {
  const fieldErrors: FieldErrors = {};
  const accountIds = [input.accountId, input.invoicingAccountId ?? input.accountId];
  const accounts = await scope
    .rows('account', trx)
    .select('id')
    .where('id', 'in', accountIds)
    .execute();
  const own = new Set(accounts.map((account) => account.id));
  if (!own.has(input.accountId)) fieldErrors.accountId = serverMessage('notOfCompany');
  if (input.invoicingAccountId && !own.has(input.invoicingAccountId)) {
    fieldErrors.invoicingAccountId = serverMessage('notOfCompany');
  }
  if (input.contactIds.length > 0) {
    const contacts = await scope
      .rows('contact', trx)
      .select('id')
      .where('id', 'in', input.contactIds)
      .execute();
    if (contacts.length !== new Set(input.contactIds).size) {
      fieldErrors.contactIds = serverMessage('notOfCompany');
    }
  }
  if (input.endDate < input.startDate) {
    fieldErrors.endDate = serverMessage('endDateBeforeStartDate');
  }
  if (Object.keys(fieldErrors).length > 0) throw new ValidationError(fieldErrors, []);
}

export async function createPostCampaign(
  db: Db,
  actor: Actor,
  input: GeneralInput,
): Promise<CampaignRow> {
  const scope = actorScope(db, actor);
  return db.transaction().execute(async (trx) => {
    await checkGeneral(scope, trx, input);
    const created = await scope
      .insert(
        'postCampaign',
        {
          name: input.name,
          accountId: input.accountId,
          invoicingAccountId: input.invoicingAccountId ?? input.accountId,
          contactIds: input.contactIds,
          countryCode: input.countryCode,
          currency: input.countryCode === 'CH' ? 'CHF' : 'EUR',
          startDate: input.startDate,
          endDate: input.endDate,
          createdByUserId: actor.user.userId,
        },
        trx,
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeHistory(trx, actor, created, [
      { field: 'status', oldValue: null, newValue: created.status },
    ]);
    return created;
  });
}
