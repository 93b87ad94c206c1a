import {
  type LetterFormat,
  type PostCampaignStatus,
  type PostInvoiceState,
  type PostPosition,
  type PostPositionName,
  type PostPositionType,
  type PostPositionWrite,
  serverMessage,
} from '@adconsole/api/contracts';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../http/access.ts';
import {
  type FieldErrors,
  HttpError,
  notFound,
  staleRecord,
  ValidationError,
} from '../../http/errors.ts';
import { actorScope } from '../../kit/scope.ts';
import { isoDay } from '../orders/campaigns.ts';
import { saleVat } from '../orders/vat.ts';

/** Spec 3 §6: "Post campaigns: post-ad-manager", on the acting company's campaigns only. */
import {
  type CampaignRow,
  CHANNEL_OF,
  changeCampaign,
  changesOf,
  featureToggles,
  GROUP_COLUMN,
  groupOf,
  itemOf,
  lockedCampaign,
  NAMES_OF,
  type PositionRow,
} from './post-records.ts';
import {
  assertInvoiceable,
  assertUnlocked,
  dispatchDateError,
  postInvoiceTransitions,
  weightError,
} from './post-rules.ts';

// --- Positions ---

/** A post campaign's VAT: the one rule (vat.ts), sold and charged in the campaign's country. */
export async function vatRateOn(
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

export async function excludesTax(db: Db, accountId: number): Promise<boolean> {
  const row = await db
    .selectFrom('postInvoicingAccount')
    .select('excludeMwst')
    .where('accountId', '=', accountId)
    .executeTakeFirst();
  return row?.excludeMwst ?? false;
}

export type PositionInput = Required<Omit<PostPositionWrite, 'channel'>> & { channel?: unknown };

/** The field errors of a position among the campaign's other positions (spec 3 §5). */
export function positionErrors(input: PositionInput, others: readonly PositionRow[]): FieldErrors {
  const errors: FieldErrors = {};
  const names = NAMES_OF[input.positionType];
  if (input.name && !names?.includes(input.name)) {
    errors.name = serverMessage('notNameOfPositionType');
  }
  if (input.name && others.some((other) => other.name === input.name)) {
    errors.name = serverMessage('positionNameTaken');
  }
  if (input.positionType === 'ADDRESSED_MAILING') {
    const error = weightError(input.letterFormat as LetterFormat | null, input.weightGrams);
    if (error) errors[input.letterFormat ? 'weightGrams' : 'letterFormat'] = error;
    if (!input.addressProvider) errors.addressProvider = serverMessage('required');
  } else if (input.letterFormat || input.weightGrams !== null) {
    errors.letterFormat = serverMessage('onlyAddressedHasFormat');
  }
  if (input.positionType === 'DIGITAL' && !input.inventory) {
    errors.inventory = serverMessage('required');
  }
  if (input.positionType === 'ONLINE') {
    if (!input.device) errors.device = serverMessage('required');
    if (!input.adFormat) errors.adFormat = serverMessage('required');
  }
  if (input.positionType !== 'DISCOUNT' && input.unitPrice < 0) {
    errors.unitPrice = serverMessage('onlyDiscountNegative');
  }
  if (input.positionType === 'DISCOUNT' && input.unitPrice > 0) {
    errors.unitPrice = serverMessage('discountNegative');
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
    errors.dispatchDate = serverMessage('dateMustBeBefore', {
      date: isoDay(reminder.dispatchDate),
    });
  }
  return errors;
}

export function toPosition(row: PositionRow): PostPosition {
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
  const scope = actorScope(db, actor);
  return db.transaction().execute(async (trx) => {
    let before: PositionRow | undefined;
    let campaignId: number;
    if ('positionId' in target) {
      before = await scope
        .byId('postCampaignPosition', target.positionId, trx)
        .selectAll()
        .executeTakeFirst();
      if (!before) throw notFound('post campaign position');
      campaignId = before.postCampaignId;
    } else {
      campaignId = target.campaignId;
    }
    const campaign = await lockedCampaign(scope, trx, campaignId);
    assertUnlocked(campaign.invoiceState as PostInvoiceState);
    if (before && 'version' in target && before.version !== target.version) throw staleRecord();
    if (before && before.positionType !== input.positionType) {
      throw new ValidationError({ positionType: serverMessage('positionKeepsType') }, []);
    }
    const others = await scope
      .rows('postCampaignPosition', trx)
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
      ? await scope
          .update('postCampaignPosition', trx)
          .set({ ...values, version: before.version + 1, updatedAt: new Date() })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await scope
          .insert('postCampaignPosition', { ...values, postCampaignId: campaignId }, trx)
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
  const scope = actorScope(db, actor);
  await db.transaction().execute(async (trx) => {
    const position = await scope
      .byId('postCampaignPosition', positionId, trx)
      .selectAll()
      .executeTakeFirst();
    if (!position) throw notFound('post campaign position');
    const campaign = await lockedCampaign(scope, trx, position.postCampaignId);
    assertUnlocked(campaign.invoiceState as PostInvoiceState);
    await scope.delete('postCampaignPosition', trx).where('id', '=', positionId).execute();
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
  const scope = actorScope(db, actor);
  return db.transaction().execute(async (trx) => {
    const campaign = await lockedCampaign(scope, trx, id);
    const from = campaign.invoiceState as PostInvoiceState;
    postInvoiceTransitions.assert(from, to, [...actor.roles]);
    const toggles = await featureToggles(scope, trx);
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
      assertInvoiceable(campaign.status as PostCampaignStatus);
    }
    const charged = to === 'CHARGED' || to === 'MANUALLY_CHARGED';
    return changeCampaign(trx, actor, campaign, {
      invoiceState: to,
      chargedAt: charged ? new Date() : null,
      chargedByUserId: charged ? actor.user.userId : null,
    });
  });
}
