import {
  type LetterFormat,
  POST_CALCULATION_DEFAULTS,
  POST_FEATURE_TOGGLES,
  type PostCalculationInput,
  type PostCampaign,
  type PostCampaignStatus,
  type PostFeatureToggle,
  type PostHistoryEntry,
  type PostInvoiceState,
  type PostPosition,
  type PostPositionName,
  type PostPositionType,
  type PostPositionWrite,
  postCalculationDefaults,
  postCampaignEndpoints,
  postInvoiceEndpoints,
} from '@adconsole/api/contracts';
import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import type { PostCampaignTable } from '../../db/schema-post.ts';
import type { AccessRule, Actor } from '../../http/access.ts';
import { forbidden, mayActFor } from '../../http/access.ts';
import { HttpError, notFound, staleRecord, ValidationError } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import { caseless, type Rows } from '../../kit/list.ts';
import { registerReadOnlyResource } from '../../kit/read-only.ts';
import type { RowOf } from '../../kit/resource.ts';
import { interfaceTexts, type Language } from '../../kit/texts.ts';
import { loadBranding } from '../../pdf/branding.ts';
import { renderPdf } from '../../pdf/document.ts';
import type { ServiceContext } from '../context.ts';
import { isoDay } from '../orders/campaigns.ts';
import { saleVat } from '../orders/vat.ts';
import { registerPostOffer } from './post-offer.ts';
import {
  addWeekdays,
  assertUnlocked,
  calculate,
  calculationError,
  computeWarnings,
  dispatchDateError,
  isLocked,
  LOCKED_MESSAGE,
  postCampaignTransitions,
  postInvoiceTransitions,
  RECONCILIATION_GROUPS,
  type ReconciliationGroup,
  weightError,
} from './post-rules.ts';

/** Spec 3 §6: "Post campaigns: post-ad-manager", on the acting company's campaigns only. */
export const postAccess: AccessRule = { roles: { anyOf: ['POSTADMANAGER'] }, company: 'actable' };
/** Spec 3 §2.2: the portal redirect is offered to post-ad-manager and postnetz users. */
const portalAccess: AccessRule = {
  roles: { anyOf: ['POSTADMANAGER', 'POSTNETZ'] },
  company: 'none',
};

type CampaignRow = RowOf<'postCampaign'>;
type CampaignRows = Rows<'postCampaign'>;
type PositionRow = RowOf<'postCampaignPosition'>;

/** The feature toggles a company has without a row of its own. */
const TOGGLE_DEFAULTS: Record<PostFeatureToggle, boolean> = {
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
  db: Db,
  companyId: number,
): Promise<Record<PostFeatureToggle, boolean>> {
  const rows = await db
    .selectFrom('postFeatureToggle')
    .select(['key', 'value'])
    .where('companyId', '=', companyId)
    .execute();
  const toggles = { ...TOGGLE_DEFAULTS };
  for (const row of rows) toggles[row.key as PostFeatureToggle] = row.value;
  return toggles;
}

/** The channel a position type books (spec 3 §3 channels); services and discounts have none. */
const CHANNEL_OF: Record<PostPositionType, string | null> = {
  DIGITAL: 'DOOH_SCREEN_ZONE',
  UNADDRESSED_MAILING: 'POSTCODE',
  EMAIL: 'EMAIL',
  ADDRESSED_MAILING: 'PHYSICAL_ADDRESSED_MAILING',
  ONLINE: 'ONLINE',
  SERVICE: null,
  DISCOUNT: null,
};

/** The names a position of a type may carry (spec 3 §3 position names). */
const NAMES_OF: Partial<Record<PostPositionType, readonly PostPositionName[]>> = {
  EMAIL: ['INITIAL_EMAIL', 'REMINDER_EMAIL'],
  ADDRESSED_MAILING: ['INITIAL_ADDRESSED', 'REMINDER_ADDRESSED'],
  UNADDRESSED_MAILING: ['INITIAL_SHIPMENT', 'REMINDER_SHIPMENT'],
};

const GROUP_COLUMN = {
  digital: 'digitalReconciled',
  mailing: 'mailingReconciled',
  email: 'emailReconciled',
  addressedMailing: 'addressedMailingReconciled',
  online: 'onlineReconciled',
} as const satisfies Record<ReconciliationGroup, keyof CampaignRow>;

const groupOf = (type: string): ReconciliationGroup | undefined =>
  RECONCILIATION_GROUPS.find(([, groupType]) => groupType === type)?.[0];

const amount = (value: string | number) => Math.round(Number(value) * 100) / 100;

// --- Reading ---

/** The items of a page of post campaigns, with their parties, steps, position facts and warnings. */
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

async function campaignOf(db: Db, actor: Actor, id: number, lock = false): Promise<CampaignRow> {
  let query = db
    .selectFrom('postCampaign')
    .selectAll()
    .where('id', '=', id)
    .where('companyId', '=', actor.actingCompanyId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('post campaign');
  return row;
}

async function itemOf(db: Db, row: CampaignRow): Promise<PostCampaign> {
  const [item] = await toPostCampaigns(db, [row]);
  if (!item) throw notFound('post campaign');
  return item;
}

// --- History (spec 2: POST_CAMPAIGN_FIELD_CHANGED entries, old → new) ---

interface FieldChange {
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

const valueText = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return isoDay(value);
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
};

function changesOf(before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  return Object.keys(after).flatMap((field) => {
    const oldValue = valueText(before[field]);
    const newValue = valueText(after[field]);
    return oldValue === newValue ? [] : [{ field, oldValue, newValue }];
  });
}

async function writeHistory(
  trx: Db,
  actor: Actor,
  campaign: { id: number; companyId: number; name: string },
  changes: readonly FieldChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const now = new Date();
  await trx
    .insertInto('activity')
    .values(
      changes.map(({ field, oldValue, newValue }) => ({
        companyId: campaign.companyId,
        entityType: 'POST_CAMPAIGN_UPDATE',
        entityId: campaign.id,
        entityName: campaign.name,
        accountId: null,
        taskId: null,
        activityType: 'POST_CAMPAIGN_FIELD_CHANGED',
        title: null,
        message: `${field}: ${oldValue ?? '–'} → ${newValue ?? '–'}`,
        activityDate: now,
        creationDate: now,
        creatorUserId: actor.user.userId,
        keyValues: JSON.stringify({
          postCampaignId: String(campaign.id),
          field,
          oldValue,
          newValue,
        }),
      })),
    )
    .execute();
}

/** Changes a campaign's own columns, bumps its version and writes its history, in `trx`. */
async function changeCampaign(
  trx: Db,
  actor: Actor,
  before: CampaignRow,
  change: Omit<Updateable<PostCampaignTable>, 'id' | 'companyId' | 'version' | 'createdAt'>,
  history: FieldChange[] = changesOf(before, change),
): Promise<CampaignRow> {
  const after = await trx
    .updateTable('postCampaign')
    .set({ ...change, version: before.version + 1, updatedAt: new Date() })
    .where('id', '=', before.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await writeHistory(trx, actor, after, history);
  return after;
}

// --- The general step ---

interface GeneralInput {
  name: string;
  accountId: number;
  invoicingAccountId?: number | undefined;
  contactIds: number[];
  countryCode: 'CH' | 'AT' | 'DE';
  startDate: string;
  endDate: string;
}

async function checkGeneral(trx: Db, companyId: number, input: GeneralInput): Promise<void> {
  const fieldErrors: Record<string, string> = {};
  const accountIds = [input.accountId, input.invoicingAccountId ?? input.accountId];
  const accounts = await trx
    .selectFrom('account')
    .select('id')
    .where('companyId', '=', companyId)
    .where('id', 'in', accountIds)
    .execute();
  const own = new Set(accounts.map((account) => account.id));
  if (!own.has(input.accountId)) fieldErrors.accountId = 'Not an account of this company';
  if (input.invoicingAccountId && !own.has(input.invoicingAccountId)) {
    fieldErrors.invoicingAccountId = 'Not an account of this company';
  }
  if (input.contactIds.length > 0) {
    const contacts = await trx
      .selectFrom('contact')
      .select('id')
      .where('companyId', '=', companyId)
      .where('id', 'in', input.contactIds)
      .execute();
    if (contacts.length !== new Set(input.contactIds).size) {
      fieldErrors.contactIds = 'Not a contact of this company';
    }
  }
  if (input.endDate < input.startDate) {
    fieldErrors.endDate = 'The end date must not be before the start date';
  }
  if (Object.keys(fieldErrors).length > 0) throw new ValidationError(fieldErrors, []);
}

export async function createPostCampaign(
  db: Db,
  actor: Actor,
  input: GeneralInput,
): Promise<CampaignRow> {
  return db.transaction().execute(async (trx) => {
    await checkGeneral(trx, actor.actingCompanyId, input);
    const created = await trx
      .insertInto('postCampaign')
      .values({
        companyId: actor.actingCompanyId,
        name: input.name,
        accountId: input.accountId,
        invoicingAccountId: input.invoicingAccountId ?? input.accountId,
        contactIds: input.contactIds,
        countryCode: input.countryCode,
        currency: input.countryCode === 'CH' ? 'CHF' : 'EUR',
        startDate: input.startDate,
        endDate: input.endDate,
        createdByUserId: actor.user.userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeHistory(trx, actor, created, [
      { field: 'status', oldValue: null, newValue: created.status },
    ]);
    return created;
  });
}

// --- Positions ---

/** A post campaign's VAT: the one rule (vat.ts), sold and charged in the campaign's country. */
async function vatRateOn(
  db: Db,
  country: string,
  day: string,
  excludeTax: boolean,
): Promise<{ rate: number; validFrom: string | null; validTo: string | null }> {
  const { mode: _mode, ...vat } = await saleVat(db, {
    sellerCountry: country,
    customerCountry: country,
    serviceDay: day,
    exempt: excludeTax,
  });
  return vat;
}

async function excludesTax(db: Db, accountId: number): Promise<boolean> {
  const row = await db
    .selectFrom('postInvoicingAccount')
    .select('excludeMwst')
    .where('accountId', '=', accountId)
    .executeTakeFirst();
  return row?.excludeMwst ?? false;
}

type PositionInput = Required<Omit<PostPositionWrite, 'channel'>> & { channel?: unknown };

/** The field errors of a position among the campaign's other positions (spec 3 §5). */
function positionErrors(
  input: PositionInput,
  others: readonly PositionRow[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const names = NAMES_OF[input.positionType];
  if (input.name && !names?.includes(input.name)) {
    errors.name = `Not a name of a ${input.positionType} position`;
  }
  if (input.name && others.some((other) => other.name === input.name)) {
    errors.name = 'The campaign has a position of this name already';
  }
  if (input.positionType === 'ADDRESSED_MAILING') {
    const error = weightError(input.letterFormat as LetterFormat | null, input.weightGrams);
    if (error) errors[input.letterFormat ? 'weightGrams' : 'letterFormat'] = error;
    if (!input.addressProvider) errors.addressProvider = 'field required';
  } else if (input.letterFormat || input.weightGrams !== null) {
    errors.letterFormat = 'Only an addressed mailing has a letter format and weight';
  }
  if (input.positionType === 'DIGITAL' && !input.inventory) errors.inventory = 'field required';
  if (input.positionType === 'ONLINE') {
    if (!input.device) errors.device = 'field required';
    if (!input.adFormat) errors.adFormat = 'field required';
  }
  if (input.positionType !== 'DISCOUNT' && input.unitPrice < 0) {
    errors.unitPrice = 'Only a discount has a negative price';
  }
  if (input.positionType === 'DISCOUNT' && input.unitPrice > 0) {
    errors.unitPrice = 'A discount takes a negative price';
  }
  const dispatch = dispatchDateError(
    { name: input.name, dispatchDate: input.dispatchDate },
    others.map((other) => ({
      name: other.name,
      dispatchDate: other.dispatchDate ? isoDay(other.dispatchDate) : null,
    })),
  );
  if (dispatch) errors.dispatchDate = dispatch;
  // A reminder's initial must not move to or after its reminder.
  const reminderName = (
    {
      INITIAL_EMAIL: 'REMINDER_EMAIL',
      INITIAL_ADDRESSED: 'REMINDER_ADDRESSED',
      INITIAL_SHIPMENT: 'REMINDER_SHIPMENT',
    } as Record<string, string>
  )[input.name ?? ''];
  const reminder = others.find((other) => other.name === reminderName);
  if (
    !errors.dispatchDate &&
    reminder?.dispatchDate &&
    input.dispatchDate &&
    input.dispatchDate >= isoDay(reminder.dispatchDate)
  ) {
    errors.dispatchDate = `date must be before ${isoDay(reminder.dispatchDate)}`;
  }
  return errors;
}

function toPosition(row: PositionRow): PostPosition {
  return {
    id: row.id,
    postCampaignId: row.postCampaignId,
    positionType: row.positionType as PostPositionType,
    name: row.name as PostPositionName | null,
    channel: row.channel as PostPosition['channel'],
    addressProvider: row.addressProvider as PostPosition['addressProvider'],
    inventory: row.inventory as PostPosition['inventory'],
    device: row.device as PostPosition['device'],
    adFormat: row.adFormat as PostPosition['adFormat'],
    letterFormat: row.letterFormat as PostPosition['letterFormat'],
    weightGrams: row.weightGrams,
    dispatchDate: row.dispatchDate ? isoDay(row.dispatchDate) : null,
    quantity: row.quantity,
    unitPrice: Number(row.unitPrice),
    vatRate: Number(row.vatRate),
    netAmount: Number(row.netAmount),
    version: row.version,
  };
}

/** Creates or changes a position; its group needs reconciling again (spec 3 §4). */
export async function savePosition(
  db: Db,
  actor: Actor,
  target: { campaignId: number } | { positionId: number; version: number },
  input: PositionInput,
): Promise<PositionRow> {
  return db.transaction().execute(async (trx) => {
    let before: PositionRow | undefined;
    let campaignId: number;
    if ('positionId' in target) {
      before = await trx
        .selectFrom('postCampaignPosition')
        .selectAll()
        .where('id', '=', target.positionId)
        .where('companyId', '=', actor.actingCompanyId)
        .executeTakeFirst();
      if (!before) throw notFound('post campaign position');
      campaignId = before.postCampaignId;
    } else {
      campaignId = target.campaignId;
    }
    const campaign = await campaignOf(trx, actor, campaignId, true);
    assertUnlocked(campaign.invoiceState as PostInvoiceState);
    if (before && 'version' in target && before.version !== target.version) throw staleRecord();
    if (before && before.positionType !== input.positionType) {
      throw new ValidationError({ positionType: 'A position keeps its type' }, []);
    }
    const others = await trx
      .selectFrom('postCampaignPosition')
      .selectAll()
      .where('postCampaignId', '=', campaignId)
      .where('id', '<>', before?.id ?? 0)
      .execute();
    const errors = positionErrors(input, others);
    if (Object.keys(errors).length > 0) throw new ValidationError(errors, []);
    const serviceDay = input.dispatchDate ?? isoDay(campaign.startDate);
    const vat = await vatRateOn(
      trx,
      campaign.countryCode,
      serviceDay,
      await excludesTax(trx, campaign.invoicingAccountId),
    );
    const values = {
      positionType: input.positionType,
      name: input.name,
      channel: CHANNEL_OF[input.positionType],
      addressProvider: input.addressProvider,
      inventory: input.inventory,
      device: input.device,
      adFormat: input.adFormat,
      letterFormat: input.letterFormat,
      weightGrams: input.weightGrams,
      dispatchDate: input.dispatchDate,
      quantity: input.quantity,
      unitPrice: input.unitPrice,
      vatRate: vat.rate,
      netAmount: Math.round(input.quantity * input.unitPrice * 100) / 100,
    };
    const saved = before
      ? await trx
          .updateTable('postCampaignPosition')
          .set({ ...values, version: before.version + 1, updatedAt: new Date() })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('postCampaignPosition')
          .values({ ...values, postCampaignId: campaignId, companyId: campaign.companyId })
          .returningAll()
          .executeTakeFirstOrThrow();
    const label = `position ${saved.id} (${saved.positionType})`;
    const history = before
      ? changesOf(before, values).map((change) => ({
          ...change,
          field: `${label}.${change.field}`,
        }))
      : [{ field: 'positions', oldValue: null, newValue: label }];
    const group = groupOf(saved.positionType);
    await changeCampaign(
      trx,
      actor,
      campaign,
      group && campaign[GROUP_COLUMN[group]] ? { [GROUP_COLUMN[group]]: false } : {},
      history,
    );
    return saved;
  });
}

export async function deletePosition(db: Db, actor: Actor, positionId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const position = await trx
      .selectFrom('postCampaignPosition')
      .selectAll()
      .where('id', '=', positionId)
      .where('companyId', '=', actor.actingCompanyId)
      .executeTakeFirst();
    if (!position) throw notFound('post campaign position');
    const campaign = await campaignOf(trx, actor, position.postCampaignId, true);
    assertUnlocked(campaign.invoiceState as PostInvoiceState);
    await trx.deleteFrom('postCampaignPosition').where('id', '=', positionId).execute();
    await changeCampaign(trx, actor, campaign, {}, [
      {
        field: 'positions',
        oldValue: `position ${position.id} (${position.positionType})`,
        newValue: null,
      },
    ]);
  });
}

// --- Invoicing ---

/** Moves a campaign's invoice state (charge, manual charge, cancel charge) with its checks. */
export async function moveInvoiceState(
  db: Db,
  actor: Actor,
  id: number,
  to: PostInvoiceState,
): Promise<CampaignRow> {
  return db.transaction().execute(async (trx) => {
    const campaign = await campaignOf(trx, actor, id, true);
    const from = campaign.invoiceState as PostInvoiceState;
    postInvoiceTransitions.assert(from, to, [...actor.roles]);
    const toggles = await featureToggles(trx, campaign.companyId);
    const toggle =
      to === 'CHARGED'
        ? 'POST_INVOICING'
        : to === 'MANUALLY_CHARGED'
          ? 'MANUAL_POST_INVOICING'
          : to === 'OPEN'
            ? 'POST_INVOICING_CANCELLATION'
            : undefined;
    if (toggle && !toggles[toggle]) {
      throw new HttpError(
        409,
        `The feature ${toggle} is switched off for this company`,
        'POST_FEATURE_DISABLED',
      );
    }
    if (to === 'CHARGED' || to === 'MANUALLY_CHARGED') {
      const item = await itemOf(trx, campaign);
      const blocking = item.warnings.filter((warning) => warning !== 'UNSAVED_CHANGES');
      if (blocking.length > 0) {
        throw new HttpError(
          409,
          `The campaign cannot be charged while it has the warning ${blocking[0]}`,
          'POST_CAMPAIGN_HAS_WARNINGS',
        );
      }
    }
    const charged = to === 'CHARGED' || to === 'MANUALLY_CHARGED';
    return changeCampaign(trx, actor, campaign, {
      invoiceState: to,
      chargedAt: charged ? new Date() : null,
      chargedByUserId: charged ? actor.user.userId : null,
    });
  });
}

// --- The document ---

const DOCUMENT_KEYS = [
  'title',
  'customer',
  'invoicingAccount',
  'period',
  'country',
  'validUntil',
  'product',
  'channels',
  'targetGroup',
  'ages',
  'postcodes',
  'calculation',
  'reach',
  'contacts',
  'positions',
  'type',
  'dispatch',
  'quantity',
  'unitPrice',
  'vat',
  'net',
  'netTotal',
  'vatTotal',
  'total',
  'page',
  'excludeMwst',
  'allPostcodes',
].map((key) => `post.document.${key}`);

async function documentPdf(db: Db, row: CampaignRow, language: Language): Promise<Buffer> {
  const item = await itemOf(db, row);
  const positions = await db
    .selectFrom('postCampaignPosition')
    .selectAll()
    .where('postCampaignId', '=', row.id)
    .orderBy('id')
    .execute();
  const keys = [
    ...DOCUMENT_KEYS,
    ...positions.map((position) => `post.positionTypes.${position.positionType}`),
    ...positions.flatMap((position) =>
      position.name ? [`post.positionNames.${position.name}`] : [],
    ),
    ...(item.info?.channels ?? []).map((channel) => `post.channels.${channel}`),
  ];
  const t = await interfaceTexts(db, language, keys);
  const d = (key: string) => t(`post.document.${key}`);
  const locale = { de: 'de-CH', en: 'en-GB', fr: 'fr-CH', it: 'it-CH' }[language];
  const money = (value: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      value,
    );
  const dayText = (day: string) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date(`${day}T00:00:00Z`));
  const today = new Date().toISOString().slice(0, 10);
  const calculation = item.calculation
    ? calculate(item.calculation, item.availableUnits, new Date())
    : null;
  return renderPdf({
    title: `${d('title')}: ${item.name}`,
    subject: item.name,
    branding: await loadBranding(db, row.companyId),
    pageLabel: (page, pages) =>
      d('page').replace('{{page}}', String(page)).replace('{{pages}}', String(pages)),
    blocks: [
      {
        kind: 'facts',
        items: [
          [d('customer'), item.account.name],
          [
            d('invoicingAccount'),
            item.invoicingAccount.name +
              (item.invoicingAccount.excludeMwst ? ` (${d('excludeMwst')})` : ''),
          ],
          [d('period'), `${dayText(item.startDate)} – ${dayText(item.endDate)}`],
          [d('country'), item.countryCode],
          // "Other checks" count weekdays (spec 3 §5): the offer holds for 10 of them.
          [d('validUntil'), dayText(addWeekdays(today, 10))],
        ],
      },
      ...(item.info
        ? [
            {
              kind: 'facts' as const,
              items: [
                [d('product'), item.info.product],
                [
                  d('channels'),
                  item.info.channels.map((channel) => t(`post.channels.${channel}`)).join(', '),
                ],
              ] as [string, string][],
            },
          ]
        : []),
      ...(item.targetGroup
        ? [
            { kind: 'heading' as const, text: d('targetGroup') },
            {
              kind: 'facts' as const,
              items: [
                [d('ages'), `${item.targetGroup.ageFrom}–${item.targetGroup.ageTo}`],
                [
                  d('postcodes'),
                  item.targetGroup.postcodes.length > 0
                    ? item.targetGroup.postcodes.join(', ')
                    : d('allPostcodes'),
                ],
              ] as [string, string][],
            },
          ]
        : []),
      ...(calculation
        ? [
            { kind: 'heading' as const, text: d('calculation') },
            {
              kind: 'facts' as const,
              items: [
                [d('reach'), calculation.reach.toLocaleString(locale)],
                [d('contacts'), calculation.contacts.toLocaleString(locale)],
              ] as [string, string][],
            },
          ]
        : []),
      { kind: 'heading', text: d('positions') },
      {
        kind: 'table',
        columns: [
          { header: d('type'), width: 0.34 },
          { header: d('dispatch'), width: 0.14, oneLine: true },
          { header: d('quantity'), width: 0.12, align: 'right' },
          { header: d('unitPrice'), width: 0.14, align: 'right' },
          { header: d('vat'), width: 0.1, align: 'right' },
          { header: d('net'), width: 0.16, align: 'right' },
        ],
        rows: positions.map((position) => [
          position.name
            ? `${t(`post.positionTypes.${position.positionType}`)}: ${t(`post.positionNames.${position.name}`)}`
            : t(`post.positionTypes.${position.positionType}`),
          position.dispatchDate ? dayText(isoDay(position.dispatchDate)) : '',
          position.quantity.toLocaleString(locale),
          money(Number(position.unitPrice)),
          `${Number(position.vatRate).toFixed(1)} %`,
          money(Number(position.netAmount)),
        ]),
      },
      {
        kind: 'totals',
        items: [
          { label: d('netTotal'), value: `${item.currency} ${money(item.netTotal)}` },
          { label: d('vatTotal'), value: `${item.currency} ${money(item.vatTotal)}` },
          { label: d('total'), value: `${item.currency} ${money(item.total)}`, strong: true },
        ],
      },
    ],
  });
}

// --- Ad units ---

/**
 * The units (1,000 households) the postal inventory has for a target group: a postcode holds
 * about 1,800 private or 400 business households; no postcodes is the whole country. Narrowed by
 * the age range's share of the 16–99 year-olds and by half for one gender.
 */
export function availableUnitsOf(group: {
  postcodes: readonly string[];
  households: string;
  ageFrom: number;
  ageTo: number;
  gender: string;
  countryCode: string;
}): number {
  const perPostcode =
    group.households === 'PRIVATE' ? 1.8 : group.households === 'BUSINESS' ? 0.4 : 2.2;
  const country = { CH: 4_000, AT: 3_900, DE: 41_000 }[group.countryCode] ?? 4_000;
  const base = group.postcodes.length > 0 ? group.postcodes.length * perPostcode : country;
  const ages = (group.ageTo - group.ageFrom + 1) / 84;
  const gender = group.gender === 'ALL' ? 1 : 0.5;
  return Math.max(1, Math.round(base * ages * gender));
}

// --- Routes ---

export function registerPostCampaignsService(
  { app, database }: ServiceContext,
  { portalUrl }: { portalUrl: string | undefined },
): void {
  const { db } = database;
  const e = postCampaignEndpoints;
  const filters = {
    status: (rows: CampaignRows, status: string) =>
      rows.where('status', '=', status) as CampaignRows,
    invoiceState: (rows: CampaignRows, state: string) =>
      rows.where('invoiceState', '=', state) as CampaignRows,
    accountId: (rows: CampaignRows, id: number) =>
      rows.where((eb) =>
        eb.or([eb('accountId', '=', id), eb('invoicingAccountId', '=', id)]),
      ) as CampaignRows,
    searchQuery: (rows: CampaignRows, text: string) => {
      const pattern = containsPattern(text.toLowerCase());
      const accounts = sql`(select a.id from account a where lower(a.name) like ${pattern})`;
      return rows.where(
        sql<boolean>`(post_campaign.search_name like ${pattern} or post_campaign.account_id in ${accounts})`,
      ) as CampaignRows;
    },
  };
  const sort = {
    startDate: 'startDate',
    endDate: 'endDate',
    name: caseless('name'),
    status: 'status',
    updatedAt: 'updatedAt',
  } as const;
  registerReadOnlyResource(app, db, {
    endpoints: e,
    table: 'postCampaign',
    access: postAccess,
    toItems: toPostCampaigns,
    counts: { endpoint: e.counts, column: 'status' },
    filters,
    sort,
  });
  registerReadOnlyResource(app, db, {
    endpoints: postInvoiceEndpoints,
    table: 'postCampaign',
    access: postAccess,
    toItems: toPostCampaigns,
    counts: { endpoint: postInvoiceEndpoints.counts, column: 'invoiceState' },
    filters: { invoiceState: filters.invoiceState, searchQuery: filters.searchQuery },
    sort,
  });

  registerEndpoint(app, e.create, postAccess, async ({ actor, body }) =>
    itemOf(db, await createPostCampaign(db, requireActor(actor), body)),
  );

  registerEndpoint(app, e.update, postAccess, async ({ actor, params, body }) => {
    const caller = requireActor(actor);
    const { version, ...input } = body;
    const row = await db.transaction().execute(async (trx) => {
      const before = await campaignOf(trx, caller, params.id, true);
      if (before.version !== version) throw staleRecord();
      await checkGeneral(trx, before.companyId, input);
      return changeCampaign(trx, caller, before, {
        name: input.name,
        accountId: input.accountId,
        invoicingAccountId: input.invoicingAccountId ?? input.accountId,
        contactIds: input.contactIds,
        countryCode: input.countryCode,
        startDate: input.startDate,
        endDate: input.endDate,
      });
    });
    return itemOf(db, row);
  });

  registerEndpoint(app, e.saveInfo, postAccess, async ({ actor, params, body }) => {
    const caller = requireActor(actor);
    const row = await db.transaction().execute(async (trx) => {
      const campaign = await campaignOf(trx, caller, params.id, true);
      const before = await trx
        .selectFrom('postCampaignInfo')
        .selectAll()
        .where('postCampaignId', '=', campaign.id)
        .executeTakeFirst();
      const values = { product: body.product, goal: body.goal || null, channels: body.channels };
      if (before) {
        await trx
          .updateTable('postCampaignInfo')
          .set({ ...values, version: before.version + 1, updatedAt: new Date() })
          .where('id', '=', before.id)
          .execute();
      } else {
        await trx
          .insertInto('postCampaignInfo')
          .values({ ...values, postCampaignId: campaign.id })
          .execute();
      }
      const history = changesOf(before ?? {}, values).map((change) => ({
        ...change,
        field: `information.${change.field}`,
      }));
      return changeCampaign(trx, caller, campaign, {}, history);
    });
    return itemOf(db, row);
  });

  registerEndpoint(app, e.saveTargetGroup, postAccess, async ({ actor, params, body }) => {
    const caller = requireActor(actor);
    if (body.ageTo < body.ageFrom) {
      throw new ValidationError({ ageTo: 'The age range must not end before it starts' }, []);
    }
    const row = await db.transaction().execute(async (trx) => {
      const campaign = await campaignOf(trx, caller, params.id, true);
      const info = await trx
        .selectFrom('postCampaignInfo')
        .select('id')
        .where('postCampaignId', '=', campaign.id)
        .executeTakeFirst();
      // Spec 3 §2.2: "target group settings is disabled when no info exists".
      if (!info) {
        throw new HttpError(
          409,
          'The target group settings need the information step first',
          'POST_INFO_MISSING',
        );
      }
      const before = await trx
        .selectFrom('postTargetGroup')
        .selectAll()
        .where('postCampaignId', '=', campaign.id)
        .executeTakeFirst();
      const values = { ...body, postcodes: [...new Set(body.postcodes)].sort() };
      if (before) {
        await trx
          .updateTable('postTargetGroup')
          .set({ ...values, version: before.version + 1, updatedAt: new Date() })
          .where('id', '=', before.id)
          .execute();
      } else {
        await trx
          .insertInto('postTargetGroup')
          .values({ ...values, postCampaignId: campaign.id })
          .execute();
      }
      const history = changesOf(before ?? {}, values).map((change) => ({
        ...change,
        field: `targetGroup.${change.field}`,
      }));
      // Another target group: the imported units no longer hold.
      const reimport =
        history.length > 0 && campaign.adUnitsImported
          ? { adUnitsImported: false, availableUnits: null }
          : {};
      if ('adUnitsImported' in reimport) {
        history.push({ field: 'adUnitsImported', oldValue: 'true', newValue: 'false' });
      }
      return changeCampaign(trx, caller, campaign, reimport, history);
    });
    return itemOf(db, row);
  });

  registerEndpoint(app, e.importAdUnits, postAccess, async ({ actor, params }) => {
    const caller = requireActor(actor);
    const row = await db.transaction().execute(async (trx) => {
      const campaign = await campaignOf(trx, caller, params.id, true);
      const group = await trx
        .selectFrom('postTargetGroup')
        .selectAll()
        .where('postCampaignId', '=', campaign.id)
        .executeTakeFirst();
      if (!group) {
        throw new HttpError(
          409,
          'The ad units are imported for a target group: save the target group settings first',
          'POST_TARGET_GROUP_MISSING',
        );
      }
      const availableUnits = availableUnitsOf({ ...group, countryCode: campaign.countryCode });
      // Updated availability: every present position group is reviewed again (the console's
      // "review the updated availability in post positions").
      return changeCampaign(
        trx,
        caller,
        campaign,
        {
          adUnitsImported: true,
          availableUnits,
          digitalReconciled: false,
          mailingReconciled: false,
          emailReconciled: false,
          addressedMailingReconciled: false,
          onlineReconciled: false,
        },
        [
          {
            field: 'adUnitsImported',
            oldValue: String(campaign.adUnitsImported),
            newValue: 'true',
          },
          {
            field: 'availableUnits',
            oldValue: valueText(campaign.availableUnits),
            newValue: String(availableUnits),
          },
        ],
      );
    });
    return itemOf(db, row);
  });

  const requireImported = (campaign: CampaignRow) => {
    // Spec 3 §2.2: "calculation is disabled while ad units are not imported".
    if (!campaign.adUnitsImported) {
      throw new HttpError(
        409,
        'The calculation needs the ad units imported',
        'POST_AD_UNITS_NOT_IMPORTED',
      );
    }
  };
  const checkCalculation = (input: PostCalculationInput) => {
    const errors = calculationError(input);
    if (Object.keys(errors).length > 0) throw new ValidationError(errors, []);
  };

  registerEndpoint(app, e.previewCalculation, postAccess, async ({ actor, params, query }) => {
    const campaign = await campaignOf(db, requireActor(actor), params.id);
    requireImported(campaign);
    const input = {
      units:
        query.units ??
        campaign.calculationUnits ??
        postCalculationDefaults(campaign.availableUnits).units,
      count: query.count ?? campaign.calculationCount ?? POST_CALCULATION_DEFAULTS.count,
      percent: query.percent ?? campaign.calculationPercent ?? POST_CALCULATION_DEFAULTS.percent,
    };
    checkCalculation(input);
    return calculate(input, campaign.availableUnits, new Date());
  });

  registerEndpoint(app, e.saveCalculation, postAccess, async ({ actor, params, body }) => {
    const caller = requireActor(actor);
    checkCalculation(body);
    const campaign = await db.transaction().execute(async (trx) => {
      const before = await campaignOf(trx, caller, params.id, true);
      requireImported(before);
      return changeCampaign(trx, caller, before, {
        calculationUnits: body.units,
        calculationCount: body.count,
        calculationPercent: body.percent,
      });
    });
    return calculate(body, campaign.availableUnits, new Date());
  });

  registerEndpoint(app, e.reconcile, postAccess, async ({ actor, params }) => {
    const caller = requireActor(actor);
    const row = await db.transaction().execute(async (trx) => {
      const campaign = await campaignOf(trx, caller, params.id, true);
      assertUnlocked(campaign.invoiceState as PostInvoiceState);
      return changeCampaign(trx, caller, campaign, {
        digitalReconciled: true,
        mailingReconciled: true,
        emailReconciled: true,
        addressedMailingReconciled: true,
        onlineReconciled: true,
      });
    });
    return itemOf(db, row);
  });

  registerEndpoint(app, e.changeStatus, postAccess, async ({ actor, params, body }) => {
    const caller = requireActor(actor);
    const row = await db.transaction().execute(async (trx) => {
      const campaign = await campaignOf(trx, caller, params.id, true);
      postCampaignTransitions.assert(campaign.status as PostCampaignStatus, body.status, [
        ...caller.roles,
      ]);
      if (body.status === 'OFFERED') {
        const { warnings } = await itemOf(trx, campaign);
        if (warnings.length > 0) {
          throw new HttpError(
            409,
            `The offer cannot be sent while the campaign has the warning ${warnings[0]}`,
            'POST_CAMPAIGN_HAS_WARNINGS',
          );
        }
      }
      return changeCampaign(trx, caller, campaign, { status: body.status });
    });
    return itemOf(db, row);
  });

  registerPostOffer(app, db, postAccess, {
    campaignOf,
    itemOf,
    documentPdf,
    changeCampaign: (trx, actor, before, change) => changeCampaign(trx, actor, before, change),
  });

  registerEndpoint(app, e.history, postAccess, async ({ actor, params }) => {
    const campaign = await campaignOf(db, requireActor(actor), params.id);
    const rows = await db
      .selectFrom('activity')
      .leftJoin('appUser', 'appUser.id', 'activity.creatorUserId')
      .select([
        'activity.id',
        'activity.keyValues',
        'activity.creationDate',
        'appUser.firstName',
        'appUser.lastName',
      ])
      .where('activity.entityType', '=', 'POST_CAMPAIGN_UPDATE')
      .where('activity.entityId', '=', campaign.id)
      .where('activity.activityType', '=', 'POST_CAMPAIGN_FIELD_CHANGED')
      .orderBy('activity.creationDate', 'desc')
      .orderBy('activity.id', 'desc')
      .limit(500)
      .execute();
    return rows.map((row): PostHistoryEntry => {
      const values = (
        typeof row.keyValues === 'string' ? JSON.parse(row.keyValues) : (row.keyValues ?? {})
      ) as { field?: string; oldValue?: string | null; newValue?: string | null };
      return {
        id: row.id,
        field: values.field ?? '',
        oldValue: values.oldValue ?? null,
        newValue: values.newValue ?? null,
        author: row.firstName ? `${row.firstName} ${row.lastName}` : null,
        createdAt: new Date(row.creationDate).toISOString(),
      };
    });
  });

  registerEndpoint(app, e.document, postAccess, async ({ actor, params, query, reply }) => {
    const campaign = await campaignOf(db, requireActor(actor), params.id);
    const pdf = await documentPdf(db, campaign, query.language);
    const fileName = `post-campaign-${campaign.id}.pdf`;
    await reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `inline; filename="${fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(pdf);
  });

  registerEndpoint(app, e.positions, postAccess, async ({ actor, query }) => {
    const campaign = await campaignOf(db, requireActor(actor), query.postCampaignId);
    const rows = await db
      .selectFrom('postCampaignPosition')
      .selectAll()
      .where('postCampaignId', '=', campaign.id)
      .orderBy('id')
      .execute();
    const locked = isLocked(campaign.invoiceState as PostInvoiceState);
    return { items: rows.map(toPosition), locked, lockReason: locked ? LOCKED_MESSAGE : null };
  });

  const positionInput = (body: PostPositionWrite): PositionInput => ({
    positionType: body.positionType,
    name: body.name ?? null,
    addressProvider: body.addressProvider ?? null,
    inventory: body.inventory ?? null,
    device: body.device ?? null,
    adFormat: body.adFormat ?? null,
    letterFormat: body.letterFormat ?? null,
    weightGrams: body.weightGrams ?? null,
    dispatchDate: body.dispatchDate ?? null,
    quantity: body.quantity,
    unitPrice: body.unitPrice,
  });

  registerEndpoint(app, e.createPosition, postAccess, async ({ actor, params, body }) =>
    toPosition(
      await savePosition(db, requireActor(actor), { campaignId: params.id }, positionInput(body)),
    ),
  );
  registerEndpoint(app, e.updatePosition, postAccess, async ({ actor, params, body }) =>
    toPosition(
      await savePosition(
        db,
        requireActor(actor),
        { positionId: params.id, version: body.version },
        positionInput(body),
      ),
    ),
  );
  registerEndpoint(app, e.deletePosition, postAccess, async ({ actor, params }) => {
    await deletePosition(db, requireActor(actor), params.id);
  });

  registerEndpoint(app, e.reference, postAccess, async () => {
    const codes = (
      table:
        | 'postChannel'
        | 'postAddressProvider'
        | 'postInventory'
        | 'postDevice'
        | 'postAdFormat',
    ) =>
      db
        .selectFrom(table)
        .select('code')
        .orderBy('sortOrder')
        .execute()
        .then((rows) => rows.map((row) => row.code));
    const [channels, addressProviders, inventories, devices, adFormats, letterFormats] =
      await Promise.all([
        codes('postChannel'),
        codes('postAddressProvider'),
        codes('postInventory'),
        codes('postDevice'),
        codes('postAdFormat'),
        db
          .selectFrom('postLetterFormat')
          .select(['code', 'minWeightGrams', 'maxWeightGrams'])
          .orderBy('sortOrder')
          .execute(),
      ]);
    return { channels, addressProviders, inventories, devices, adFormats, letterFormats } as never;
  });

  registerEndpoint(app, e.accounts, postAccess, async ({ actor, query }) => {
    let rows = db
      .selectFrom('account')
      .select(['id', 'name', 'city'])
      .where('companyId', '=', requireActor(actor).actingCompanyId)
      .where('active', '=', true);
    if (query.id) rows = rows.where('id', '=', query.id);
    if (query.searchQuery) {
      rows = rows.where(
        sql<boolean>`lower(name) like ${containsPattern(query.searchQuery.toLowerCase())}`,
      );
    }
    return rows.orderBy('name').orderBy('id').limit(20).execute();
  });

  registerEndpoint(app, e.countryVat, postAccess, async ({ actor, query }) => {
    if (!mayActFor(requireActor(actor), query.companyId)) {
      throw forbidden('You may not act for this company');
    }
    const vat = await vatRateOn(db, query.country, query.date, query.shouldExcludeTax);
    return { countryCode: query.country, ...vat };
  });

  registerEndpoint(app, e.featureToggles, postAccess, async ({ actor }) => {
    const toggles = await featureToggles(db, requireActor(actor).actingCompanyId);
    return POST_FEATURE_TOGGLES.map((key) => ({ key, value: toggles[key] }));
  });

  registerEndpoint(app, e.portal, portalAccess, async () => ({ url: portalUrl ?? null }));

  const invoiceAction =
    (to: PostInvoiceState) =>
    async ({ actor, params }: { actor: Actor | null; params: { id: number } }) =>
      itemOf(db, await moveInvoiceState(db, requireActor(actor), params.id, to));
  registerEndpoint(app, postInvoiceEndpoints.charge, postAccess, invoiceAction('CHARGED'));
  registerEndpoint(
    app,
    postInvoiceEndpoints.manualCharge,
    postAccess,
    invoiceAction('MANUALLY_CHARGED'),
  );
  registerEndpoint(app, postInvoiceEndpoints.cancelCharge, postAccess, invoiceAction('OPEN'));
}
