import {
  POST_CALCULATION_DEFAULTS,
  POST_FEATURE_TOGGLES,
  type PostCalculationInput,
  type PostCampaignStatus,
  type PostHistoryEntry,
  type PostInvoiceState,
  type PostPositionWrite,
  type PostReference,
  postCalculationDefaults,
  postCampaignEndpoints,
  postInvoiceEndpoints,
  serverMessage,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { containsPattern } from '../../db/like.ts';
import type { Actor } from '../../http/access.ts';
import { forbidden, mayActFor } from '../../http/access.ts';
import { HttpError, ValidationError } from '../../http/errors.ts';
import { sayMessage } from '../../http/messages.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import { caseless } from '../../kit/list.ts';
import { registerReadOnlyResource } from '../../kit/read-only.ts';
import type { ServiceContext } from '../context.ts';
import { accountMatches, accountOptionColumns } from '../crm/account-search.ts';
import { availableUnitsOf, documentPdf } from './post-document.ts';
import { registerPostOffer } from './post-offer.ts';
import {
  deletePosition,
  moveInvoiceState,
  type PositionInput,
  savePosition,
  toPosition,
  vatRateOn,
} from './post-positions.ts';
/** Spec 3 §6: "Post campaigns: post-ad-manager", on the acting company's campaigns only. */
import {
  type CampaignRow,
  type CampaignRows,
  campaignOf,
  changeCampaign,
  checkGeneral,
  createPostCampaign,
  featureToggles,
  itemOf,
  lockedCampaign,
  portalAccess,
  postAccess,
  saveSection,
  toPostCampaigns,
  valueText,
} from './post-records.ts';
import {
  assertUnlocked,
  calculate,
  calculationError,
  isLocked,
  LOCKED_MESSAGE,
  postCampaignTransitions,
} from './post-rules.ts';

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

  registerEndpoint(app, e.update, postAccess, async ({ caller, params, body, scope }) => {
    const { version, ...input } = body;
    const row = await db.transaction().execute(async (trx) => {
      const before = await lockedCampaign(scope, trx, params.id, version);
      await checkGeneral(scope, trx, input);
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

  registerEndpoint(app, e.saveInfo, postAccess, async ({ caller, params, body, scope }) => {
    const row = await db.transaction().execute(async (trx) => {
      const campaign = await lockedCampaign(scope, trx, params.id);
      const values = { product: body.product, goal: body.goal || null, channels: body.channels };
      const history = await saveSection(trx, 'postCampaignInfo', campaign.id, values);
      return changeCampaign(trx, caller, campaign, {}, history);
    });
    return itemOf(db, row);
  });

  registerEndpoint(app, e.saveTargetGroup, postAccess, async ({ caller, params, body, scope }) => {
    if (body.ageTo < body.ageFrom) {
      throw new ValidationError({ ageTo: serverMessage('ageRangeReversed') }, []);
    }
    const row = await db.transaction().execute(async (trx) => {
      const campaign = await lockedCampaign(scope, trx, params.id);
      const info = await trx
        .selectFrom('postCampaignInfo')
        .select('id')
        .where('postCampaignId', '=', campaign.id)
        .executeTakeFirst();
      // Spec 3 §2.2: "target group settings is disabled when no info exists".
      if (!info) {
        throw new HttpError(409, serverMessage('infoStepFirst'), 'POST_INFO_MISSING');
      }
      const values = { ...body, postcodes: [...new Set(body.postcodes)].sort() };
      const history = await saveSection(trx, 'postTargetGroup', campaign.id, values);
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

  registerEndpoint(app, e.importAdUnits, postAccess, async ({ caller, params, scope }) => {
    const row = await db.transaction().execute(async (trx) => {
      const campaign = await lockedCampaign(scope, trx, params.id);
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

  registerEndpoint(app, e.previewCalculation, postAccess, async ({ params, query, scope }) => {
    const campaign = await campaignOf(scope, params.id);
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

  registerEndpoint(app, e.saveCalculation, postAccess, async ({ caller, params, body, scope }) => {
    checkCalculation(body);
    const campaign = await db.transaction().execute(async (trx) => {
      const before = await lockedCampaign(scope, trx, params.id);
      requireImported(before);
      return changeCampaign(trx, caller, before, {
        calculationUnits: body.units,
        calculationCount: body.count,
        calculationPercent: body.percent,
      });
    });
    return calculate(body, campaign.availableUnits, new Date());
  });

  registerEndpoint(app, e.reconcile, postAccess, async ({ caller, params, scope }) => {
    const row = await db.transaction().execute(async (trx) => {
      const campaign = await lockedCampaign(scope, trx, params.id);
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

  registerEndpoint(app, e.changeStatus, postAccess, async ({ caller, params, body, scope }) => {
    const row = await db.transaction().execute(async (trx) => {
      const campaign = await lockedCampaign(scope, trx, params.id);
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
    lockedCampaign,
    itemOf,
    documentPdf,
    changeCampaign: (trx, actor, before, change) => changeCampaign(trx, actor, before, change),
  });

  registerEndpoint(app, e.history, postAccess, async ({ params, scope }) => {
    const campaign = await campaignOf(scope, params.id);
    const rows = await scope
      .rows('activity')
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

  registerEndpoint(app, e.document, postAccess, async ({ params, query, reply, scope }) => {
    const campaign = await campaignOf(scope, params.id);
    const pdf = await documentPdf(db, campaign, query.language);
    const fileName = `post-campaign-${campaign.id}.pdf`;
    await reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `inline; filename="${fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(pdf);
  });

  registerEndpoint(app, e.positions, postAccess, async ({ actor, query, scope }) => {
    const campaign = await campaignOf(scope, query.postCampaignId);
    const rows = await scope
      .rows('postCampaignPosition')
      .selectAll()
      .where('postCampaignId', '=', campaign.id)
      .orderBy('id')
      .execute();
    const locked = isLocked(campaign.invoiceState as PostInvoiceState);
    // The reason in the reader's language, as a refusal would say it.
    const lockReason = locked ? sayMessage(requireActor(actor).language, LOCKED_MESSAGE) : null;
    return { items: rows.map(toPosition), locked, lockReason };
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
    return {
      channels,
      addressProviders,
      inventories,
      devices,
      adFormats,
      letterFormats,
    } as PostReference;
  });

  registerEndpoint(app, e.accounts, postAccess, async ({ query, scope }) => {
    let rows = scope.rows('account').select(accountOptionColumns).where('active', '=', true);
    if (query.id) rows = rows.where('id', '=', query.id);
    if (query.searchQuery) rows = rows.where(accountMatches(query.searchQuery));
    return rows.orderBy('name').orderBy('id').limit(20).execute();
  });

  registerEndpoint(app, e.countryVat, postAccess, async ({ actor, query }) => {
    if (!mayActFor(requireActor(actor), query.companyId)) {
      throw forbidden('You may not act for this company');
    }
    const vat = await vatRateOn(db, query.country, query.date, query.shouldExcludeTax);
    return { countryCode: query.country, ...vat };
  });

  registerEndpoint(app, e.featureToggles, postAccess, async ({ scope }) => {
    const toggles = await featureToggles(scope);
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
