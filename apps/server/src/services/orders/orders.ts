import {
  type CampaignRecord,
  type CampaignStatus,
  endpoints,
  serverMessage,
  textParam,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AccessRule } from '../../http/access.ts';
import { HttpError, notFound, ValidationError } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import { localizedName } from '../../kit/references.ts';
import type { Scope } from '../../kit/scope.ts';
import { sendPdf } from '../../pdf/document.ts';
import type { ServiceContext } from '../context.ts';
import { archiveDocument } from '../documents/archive.ts';
import { bookingBlocked } from '../finances/booking-block.ts';
import { refuseExcludedBooking } from '../publishers/exclusions.ts';
import {
  campaignAccess,
  createPosition,
  deletePosition,
  updateCampaign,
  updatePosition,
} from './campaigns.ts';
import { capacityWarnings, offerWarnings, registerOrderOffer } from './order-offer.ts';
import { requireWarningsAccepted } from './order-offer-mail.ts';
import { renderOrderPdf } from './order-pdf.ts';
import { capacityOnDays, registerOrderPlanning } from './order-planning.ts';
import {
  appliedDiscounts,
  breakdown,
  combinedPercent,
  pricingCampaign,
  quote,
} from './order-pricing.ts';
import { campaignStatusMoves, isSelfBookingCustomer } from './order-rules.ts';
import { orderTabs, positionsPage, registerOrderLists } from './orders-lists.ts';
import {
  campaignHistory,
  campaignOverview,
  campaignPayment,
  campaignRecord,
  campaignRow,
  createCampaign,
  currentCampaign,
  num,
  onePosition,
  positionOf,
  requireEditable,
  requireOwned,
  rolesOf,
} from './orders-record.ts';
import { registerBookingKeys } from './position-key-values.ts';

// The order service (issue 22): README "Orders".

/** Who reads orders: as the campaigns list (campaigns.ts). */
export const orderReadAccess: AccessRule = campaignAccess;

/** Who books: the order desk, sales staff (a task's new order), admins and self-booking customers. */
export const orderWriteAccess: AccessRule = {
  roles: { anyOf: ['BOOK_CAMPAIGNS', 'SALES', 'ADMIN', 'SELF_BOOKING'], noneOf: ['POSTADMANAGER'] },
  company: 'actable',
};

/** Who records payments: finance and admins. */
export const paymentWriteAccess: AccessRule = {
  roles: { anyOf: ['ADMIN', 'ADMIN_INVOICE', 'PAYMENTS'], noneOf: ['POSTADMANAGER'] },
  company: 'actable',
};

/** Registers the order service's calls. */
/** A campaign type as the order forms pick it: its name in the caller's language. */
const campaignTypeColumns = (scope: Scope) =>
  [
    'id',
    'code',
    localizedName('name', scope.language).as('name'),
    'mediaTypes',
    'selfBookable',
  ] as const;

export function registerOrdersService(context: ServiceContext): void {
  const { app, database } = context;
  const { db } = database;

  registerEndpoint(
    app,
    endpoints.ordersTabs,
    orderReadAccess,
    async ({ actor, params, query, scope }) =>
      orderTabs(scope, requireActor(actor), params.positionsType, query),
  );

  registerEndpoint(
    app,
    endpoints.ordersPositions,
    orderReadAccess,
    async ({ actor, params, query, scope }) =>
      positionsPage(scope, requireActor(actor), params.positionsType, params.status, query),
  );

  registerOrderLists(context);

  registerEndpoint(
    app,
    endpoints.ordersCampaignTypes,
    orderReadAccess,
    async ({ caller, scope }) => {
      let rows = scope
        .rows('campaignType')
        .select(campaignTypeColumns(scope))
        .where('active', '=', true);
      if (isSelfBookingCustomer(caller.roles)) rows = rows.where('selfBookable', '=', true);
      return { items: await rows.orderBy('name').execute() };
    },
  );

  registerEndpoint(
    app,
    endpoints.ordersSelfBookingContext,
    orderWriteAccess,
    async ({ actor, scope }) => {
      const _caller = requireActor(actor);
      const company = await scope
        .ownCompany()
        .select(['name', 'countryCode'])
        .executeTakeFirstOrThrow();
      // The customer's own account: the account of its company named as the company, else its
      // first active account.
      const account = await scope
        .rows('account')
        .select(['id', 'name', 'language', 'countryCode'])
        .where('active', '=', true)
        .orderBy(sql`(lower(name) = lower(${company.name}))`, 'desc')
        .orderBy('id')
        .executeTakeFirst();
      const types = await scope
        .rows('campaignType')
        .select(campaignTypeColumns(scope))
        .where('active', '=', true)
        .where('selfBookable', '=', true)
        .orderBy('name')
        .execute();
      const country = account?.countryCode ?? company.countryCode;
      return {
        account: account ? { id: account.id, name: account.name } : null,
        currency: country === 'CH' ? ('CHF' as const) : ('EUR' as const),
        language: (account?.language ?? 'de') as 'de' | 'fr' | 'it' | 'en',
        campaignTypes: types,
      };
    },
  );

  registerEndpoint(
    app,
    endpoints.ordersCampaignRecord,
    orderReadAccess,
    async ({ actor, params }) => campaignRecord(db, requireActor(actor), params.id),
  );

  registerEndpoint(
    app,
    endpoints.ordersCampaignCreate,
    orderWriteAccess,
    async ({ caller, body }) => {
      const id = await createCampaign(db, caller, body);
      return campaignRecord(db, caller, id);
    },
  );

  registerEndpoint(
    app,
    endpoints.ordersCampaignUpdate,
    orderWriteAccess,
    async ({ caller, params, body, scope }) => {
      const row = await currentCampaign(scope, params.id, body.version);
      requireEditable(caller, row.status as CampaignStatus, row.paymentStatus);
      const { version, ...change } = body;
      if (isSelfBookingCustomer(caller.roles) && (change.agencyAccountId || change.salesUserId)) {
        throw new ValidationError({ agencyAccountId: serverMessage('selfBookingOwnAccount') }, []);
      }
      if (change.brandId) await requireOwned(scope, 'brand', change.brandId, 'brandId');
      await updateCampaign(db, caller, params.id, version, change);
      return campaignRecord(db, caller, params.id);
    },
  );

  registerEndpoint(
    app,
    endpoints.ordersCampaignStatus,
    orderWriteAccess,
    async ({ caller, params, body, scope }) => {
      const row = await currentCampaign(scope, params.id, body.version);
      const from = row.status as CampaignStatus;
      const customer = isSelfBookingCustomer(caller.roles);
      // A booking over a medium's capacity is said first, as an offer's send says it (issue 33).
      let booked: CampaignRecord | undefined;
      if (body.status === 'BOOKED') {
        // A publisher that excludes the campaign or its advertiser refuses it on its websites:
        // a refusal, said before the warnings that a mover may accept.
        await refuseExcludedBooking(db, scope, row);
        booked = await campaignRecord(db, caller, row.id);
        requireWarningsAccepted(await capacityWarnings(scope, booked), body);
      }
      // A customer only submits their own draft; the table says who else may move what.
      campaignStatusMoves.assert(from, body.status, customer ? ['SELF_BOOKING'] : rolesOf(caller));
      if (body.status === 'PENDING_APPROVAL' || (from === 'DRAFT' && body.status === 'OFFERED')) {
        const positions = await scope
          .rows('campaignPosition')
          .select(sql<string>`count(*)`.as('n'))
          .where('campaignId', '=', row.id)
          .where('status', '<>', 'DELETED')
          .executeTakeFirstOrThrow();
        if (num(positions.n) === 0) {
          throw new HttpError(
            409,
            'A campaign without positions cannot be submitted',
            'POSITIONS_EMPTY',
          );
        }
      }
      // DOMAIN2 §1.6: an invoicing account blocked by the last dunning level books against
      // prepayment: the booking is made, the campaign waits in PREPAYMENT until paid.
      const status =
        body.status === 'BOOKED' && (await bookingBlocked(scope, row.invoicingAccountId))
          ? 'PREPAYMENT'
          : body.status;
      // A booking's confirmation is archived as it was made (issue 39: the agency's documents),
      // in the move's transaction.
      const confirmation = booked && (await renderOrderPdf(db, scope, booked, 'CONFIRMATION'));
      await db.transaction().execute(async (trx) => {
        await updateCampaign(trx, caller, params.id, body.version, { status });
        if (confirmation) {
          await archiveDocument(trx as unknown as Db, scope, caller.user.userId, {
            type: 'CONFIRMATION',
            campaignId: row.id,
            number: String(row.id),
            bytes: confirmation.bytes,
          });
        }
      });
      return campaignRecord(db, caller, params.id);
    },
  );

  // What a move warns of before it is made: an offer its warnings, a booking its positions over
  // capacity (the move above refuses the booking until they are accepted).
  registerEndpoint(
    app,
    endpoints.ordersCampaignMoveWarnings,
    orderWriteAccess,
    async ({ actor, params, query, scope }) => {
      const record = await campaignRecord(db, requireActor(actor), params.id);
      if (query.status === 'OFFERED') return { warnings: await offerWarnings(scope, record) };
      if (query.status === 'BOOKED') return { warnings: await capacityWarnings(scope, record) };
      return { warnings: [] };
    },
  );

  registerEndpoint(
    app,
    endpoints.ordersCampaignHistory,
    orderReadAccess,
    async ({ params, query, scope }) => campaignHistory(scope, params.id, query),
  );

  registerEndpoint(
    app,
    endpoints.ordersCampaignPayment,
    orderReadAccess,
    async ({ params, scope }) => campaignPayment(scope, params.id),
  );

  registerEndpoint(
    app,
    endpoints.ordersCampaignPaymentRecord,
    paymentWriteAccess,
    async ({ caller, params, body, scope }) => {
      const row = await currentCampaign(scope, params.id, body.version);
      if (
        ['DRAFT', 'PENDING_APPROVAL', 'OFFERED', 'ALTERNATE_QUOTE', 'OFFER_DENIED'].includes(
          row.status,
        )
      ) {
        throw new HttpError(
          409,
          `A campaign in ${row.status} has no payment yet`,
          'TRANSITION_NOT_ALLOWED',
        );
      }
      await db.transaction().execute(async (trx) => {
        await updateCampaign(trx, caller, row.id, body.version, {
          paymentStatus: body.paymentStatus,
        });
        await scope
          .insert(
            'campaignPaymentEvent',
            {
              campaignId: row.id,
              status: body.paymentStatus,
              occurredOn: body.date,
              note: body.note ?? null,
              recordedByUserId: caller.user.userId,
            },
            trx,
          )
          .execute();
      });
      return campaignPayment(scope, params.id);
    },
  );

  registerEndpoint(
    app,
    endpoints.ordersCampaignOverview,
    orderReadAccess,
    async ({ actor, params }) => campaignOverview(db, requireActor(actor), params.id),
  );

  registerEndpoint(
    app,
    endpoints.ordersPreviewPdf,
    orderReadAccess,
    async ({ caller, params, query, reply, scope }) => {
      const record = await campaignRecord(db, caller, params.id);
      const { bytes, fileName } = await renderOrderPdf(db, scope, record, query.kind);
      sendPdf(reply, bytes, fileName);
      return undefined;
    },
  );

  registerEndpoint(
    app,
    endpoints.ordersPriceQuote,
    orderWriteAccess,
    async ({ caller, params, body, scope }) => {
      const campaign = await pricingCampaign(scope, params.id);
      if (!campaign) throw notFound('campaign');
      const priced = await quote(db, scope, campaign, {
        ...body,
        selfBooking: isSelfBookingCustomer(caller.roles),
      });
      const discounts = appliedDiscounts({
        quantity: body.quantity,
        unitListPrice: priced.unitListPrice,
        discounts: priced.accountDiscounts,
        manualDiscountPercent: priced.manualDiscountPercent,
        discountPercent: priced.discountPercent,
      });
      return {
        priceListItemId: priced.priceListItemId,
        priceListName: priced.priceListName,
        unit: priced.unit,
        unitListPrice: priced.unitListPrice,
        minQuantity: priced.minQuantity,
        discounts,
        breakdown: breakdown({
          currency: campaign.currency,
          gross: priced.gross,
          net: priced.net,
          agency: campaign.agencyAccountId !== null,
          vatRate: priced.vatRate,
        }),
        ...(body.endDate
          ? {
              capacity: await capacityOnDays(scope, {
                adMediumId: priced.product.adMediumId,
                from: body.startDate,
                to: body.endDate,
                positionId: body.positionId,
              }),
            }
          : {}),
      };
    },
  );

  registerEndpoint(
    app,
    endpoints.ordersPositionCreate,
    orderWriteAccess,
    async ({ caller, params, body, scope }) => {
      const row = await campaignRow(scope, params.id);
      requireEditable(caller, row.status as CampaignStatus, row.paymentStatus);
      const campaign = await pricingCampaign(scope, params.id);
      if (!campaign) throw notFound('campaign');
      const priced = await quote(db, scope, campaign, {
        ...body,
        selfBooking: isSelfBookingCustomer(caller.roles),
      });
      const created = await createPosition(db, caller, {
        campaignId: row.id,
        productId: priced.product.id,
        priceListItemId: priced.priceListItemId,
        quantity: body.quantity,
        discountPercent: priced.discountPercent,
        startDate: body.startDate,
        endDate: body.endDate,
        ...(body.name ? { name: body.name } : {}),
        ...(body.publicationIssueId ? { publicationIssueId: body.publicationIssueId } : {}),
        positionGroupId: body.positionGroupId ?? null,
        vatRate: priced.vatRate,
        discounts: priced.accountDiscounts,
        manualDiscountPercent: priced.manualDiscountPercent,
        ...(body.keyValues ? { keyValues: body.keyValues } : {}),
      });
      return onePosition(db, caller, row.id, created.id);
    },
  );

  registerEndpoint(
    app,
    endpoints.ordersPositionUpdate,
    orderWriteAccess,
    async ({ caller, params, body, scope }) => {
      const row = await campaignRow(scope, params.id);
      const position = await positionOf(scope, row.id, params.positionId, body.version);
      requireEditable(caller, row.status as CampaignStatus, row.paymentStatus);
      const customer = isSelfBookingCustomer(caller.roles);
      if (customer && body.status !== undefined) {
        throw new ValidationError({ status: serverMessage('selfBookingNoPositionStatus') }, []);
      }
      if (customer && (body.manualDiscountPercent ?? 0) > 0) {
        throw new ValidationError(
          { manualDiscountPercent: serverMessage('selfBookingListPrice') },
          [],
        );
      }
      const { version, manualDiscountPercent, ...change } = body;
      // The price snapshot stays: a new manual discount combines with the snapshot discounts.
      const snapshot = Array.isArray(position.discounts)
        ? (position.discounts as { percent: number }[])
        : [];
      const discountChange =
        manualDiscountPercent === undefined
          ? {}
          : {
              manualDiscountPercent,
              discountPercent: combinedPercent([
                ...snapshot.map((discount) => discount.percent),
                manualDiscountPercent,
              ]),
            };
      if (customer && change.quantity !== undefined && position.priceListItemId) {
        const item = await scope
          .byId('priceListItem', position.priceListItemId)
          .select('minQuantity')
          .executeTakeFirst();
        if (item?.minQuantity && change.quantity < num(item.minQuantity)) {
          throw new ValidationError(
            {
              quantity: serverMessage('minimumOrder', {
                min: num(item.minQuantity),
                unit: textParam(`orders.units.long.${position.unit}`),
              }),
            },
            [],
          );
        }
      }
      await updatePosition(db, caller, position.id, version, { ...change, ...discountChange });
      return onePosition(db, caller, row.id, position.id);
    },
  );

  registerEndpoint(
    app,
    endpoints.ordersPositionDelete,
    orderWriteAccess,
    async ({ caller, params, query, scope }) => {
      const row = await campaignRow(scope, params.id);
      const position = await positionOf(scope, row.id, params.positionId, query.version);
      requireEditable(caller, row.status as CampaignStatus, row.paymentStatus);
      await deletePosition(db, caller, position.id, query.version);
      return undefined;
    },
  );

  registerBookingKeys(app, orderWriteAccess);
  registerOrderPlanning(context, orderReadAccess, orderWriteAccess);
  registerOrderOffer(context, campaignRecord);
}
