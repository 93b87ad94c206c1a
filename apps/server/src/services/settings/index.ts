import {
  settingsEndpoints as e,
  PRODUCT_MEDIA,
  type PriceListCopyResult,
  type SettingsLookups,
  serverMessage,
  type ValidPrice,
} from '@adconsole/api/contracts';
import { type SelectQueryBuilder, sql } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import { forbidden } from '../../http/access.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import type { Area, ServiceContext } from '../context.ts';
import { isoDay } from '../orders/campaigns.ts';
import { auditChange, auditTrail } from './audit.ts';
import {
  ADMIN_ONLY,
  PRODUCT_ACCESS,
  registerCatalogueSettings,
  requireMedium,
} from './catalogue.ts';
import { registerCompanySettings } from './company.ts';
import { registerDataImport } from './import.ts';

/** Lists whose `mediaType` query names the medium whose role the caller must hold. */
const MEDIUM_LISTS = new Set([
  '/api/ws-settings/products',
  '/api/ws-settings/products/export',
  '/api/ws-settings/ad-media',
  '/api/ws-settings/ad-media/export',
  '/api/ws-settings/prices',
  '/api/ws-settings/prices/export',
  '/api/ws-settings/dayparts',
  '/api/ws-settings/dayparts/export',
]);

/** The settings of spec 1 §2.12 (issue 28): the catalogue, company settings, data import. */
/** A lookup's active rows, by name. */
const activeByName = <DB, TB extends keyof DB, O>(rows: SelectQueryBuilder<DB, TB, O>) =>
  rows.where(sql<boolean>`active`).orderBy(sql`lower(name)`);

export function registerSettingsService(context: ServiceContext): void {
  const { app, database } = context;
  const { db } = database;

  // The product lists are one resource for every medium; each medium is its role's (spec 1 §6).
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'GET' || !MEDIUM_LISTS.has(request.routeOptions.url ?? '')) return;
    const actor = request.actor;
    if (!actor) return;
    const medium = (request.query as Record<string, unknown>).mediaType;
    if (typeof medium === 'string' && (PRODUCT_MEDIA as readonly string[]).includes(medium)) {
      requireMedium(actor, medium);
    } else if (!actor.roles.has('ADMIN')) {
      // Prices of every medium (a whole price list) are the administrators'.
      throw forbidden('Choose a medium you manage');
    }
  });

  registerCatalogueSettings(context);
  registerCompanySettings(context);
  registerDataImport(context);

  registerEndpoint(app, e.settingsLookups, PRODUCT_OR_ADMIN, async ({ scope }) => {
    const [adMedia, websites, placements, broadcastSlots, publishers, priceLists, products] =
      await Promise.all([
        activeByName(scope.rows('adMedium').select(['id', 'name', 'mediaType'])).execute(),
        activeByName(scope.rows('website').select(['id', 'name'])).execute(),
        activeByName(scope.rows('websitePlacement').select(['id', 'name', 'websiteId'])).execute(),
        scope
          .rows('broadcastSlot')
          .select(['id', 'name', 'adMediumId'])
          .orderBy('startsAt')
          .execute(),
        db
          .selectFrom('company')
          .select(['id', 'name'])
          .where('companyRole', 'in', ['PUBLISHER', 'ADMIN'])
          .orderBy(sql`lower(name)`)
          .execute(),
        scope
          .rows('priceList')
          .select(['id', 'name', 'currency'])
          .where('status', '!=', 'ARCHIVED')
          .orderBy('validFrom', 'desc')
          .execute(),
        activeByName(scope.rows('product').select(['id', 'name', 'mediaType']))
          .limit(2000)
          .execute(),
      ]);
    return {
      adMedia: adMedia as SettingsLookups['adMedia'],
      websites,
      placements,
      broadcastSlots,
      publisherCompanies: publishers,
      priceLists,
      products: products as SettingsLookups['products'],
    };
  });

  registerEndpoint(app, e.priceListCopy, ADMIN_ONLY, async ({ actor, params, body, scope }) => {
    const caller = requireActor(actor);
    const source = await scope.byId('priceList', params.id).selectAll().executeTakeFirst();
    if (!source) throw notFound('price list');
    const nextYear = (day: string) =>
      `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`.replace(/-02-29$/, '-02-28');
    const validFrom = nextYear(isoDay(source.validFrom));
    const validTo = source.validTo === null ? null : nextYear(isoDay(source.validTo));
    const year = Number(isoDay(source.validFrom).slice(0, 4));
    const name =
      body.name ??
      (source.name.includes(String(year))
        ? source.name.replace(String(year), String(year + 1))
        : `${source.name} ${year + 1}`.slice(0, 100));
    // The scoped list's items, with their product by its key.
    const items = await scope
      .rows('priceListItem as i')
      .innerJoin('product as p', 'p.id', 'i.productId')
      .select([
        'i.productId',
        'p.name as productName',
        'i.unit',
        'i.listPrice',
        'i.minQuantity',
        'i.validFrom',
        'i.validTo',
        'i.active',
      ])
      .where('i.priceListId', '=', source.id)
      .orderBy(sql`lower(p.name)`)
      .orderBy('i.validFrom')
      .execute();
    const factor = 1 + body.percent / 100;
    const preview = items.map((item) => ({
      ...item,
      oldPrice: Number(item.listPrice),
      newPrice: Math.round(Number(item.listPrice) * factor * 100) / 100,
    }));
    const result: PriceListCopyResult = {
      dryRun: body.dryRun,
      name,
      validFrom,
      validTo,
      currency: source.currency,
      items: preview.map((item) => ({
        productName: item.productName,
        unit: item.unit as PriceListCopyResult['items'][number]['unit'],
        oldPrice: item.oldPrice,
        newPrice: item.newPrice,
      })),
      priceListId: null,
    };
    const taken = await scope
      .rows('priceList')
      .select('id')
      .where(sql<boolean>`lower(name) = lower(${name})`)
      .executeTakeFirst();
    if (taken) {
      throw new ValidationError({ name: serverMessage('priceListNameTaken') }, []);
    }
    if (body.dryRun) return result;
    try {
      result.priceListId = await db.transaction().execute(async (trx) => {
        const copy = await scope
          .insert(
            'priceList',
            {
              name,
              validFrom,
              validTo,
              currency: source.currency,
              channel: source.channel,
              status: 'DRAFT',
            },
            trx,
          )
          .returningAll()
          .executeTakeFirstOrThrow();
        if (preview.length) {
          await scope
            .insert(
              'priceListItem',
              preview.map((item) => ({
                priceListId: copy.id,
                productId: item.productId,
                unit: item.unit,
                listPrice: item.newPrice,
                minQuantity: item.minQuantity,
                validFrom: nextYear(isoDay(item.validFrom)),
                validTo: item.validTo === null ? null : nextYear(isoDay(item.validTo)),
                active: item.active,
              })),
              trx,
            )
            .execute();
        }
        await auditChange(trx, {
          actor: caller,
          entityType: 'PRICE_LIST',
          entityId: copy.id,
          before: undefined,
          after: {
            ...(copy as unknown as Record<string, unknown>),
            copiedFrom: source.id,
            percent: body.percent,
          },
        });
        return copy.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ValidationError({ name: serverMessage('priceListNameTaken') }, []);
      }
      throw error;
    }
    result.dryRun = false;
    return result;
  });

  registerEndpoint(app, e.validPrice, PRODUCT_ACCESS_OR_BOOKING, async ({ query, scope }) => {
    const price = await scope
      .rows('priceListItem as i')
      .innerJoin('priceList as l', 'l.id', 'i.priceListId')
      .select(['l.id as priceListId', 'l.name', 'i.id', 'i.unit', 'i.listPrice', 'l.currency'])
      .where('i.productId', '=', query.productId)
      .where('i.active', '=', true)
      .where('l.status', '=', 'ACTIVE')
      .where('l.currency', '=', query.currency)
      .where('l.channel', '=', query.channel)
      .where('i.validFrom', '<=', query.date)
      .where((eb) => eb.or([eb('i.validTo', 'is', null), eb('i.validTo', '>=', query.date)]))
      .where('l.validFrom', '<=', query.date)
      .where((eb) => eb.or([eb('l.validTo', 'is', null), eb('l.validTo', '>=', query.date)]))
      .orderBy('l.validFrom', 'desc')
      .orderBy('i.validFrom', 'desc')
      .orderBy('l.id', 'desc')
      .executeTakeFirst();
    if (!price) throw notFound('price of this product on this day');
    return {
      priceListId: price.priceListId,
      priceListName: price.name,
      priceListItemId: price.id,
      unit: price.unit as ValidPrice['unit'],
      listPrice: Number(price.listPrice),
      currency: price.currency,
    };
  });

  registerEndpoint(app, e.settingsAudit, PRODUCT_OR_ADMIN, async ({ query, scope }) =>
    auditTrail(scope, query.entityType, query.entityId),
  );
}

const PRODUCT_OR_ADMIN = {
  roles: {
    anyOf: [
      ...(PRODUCT_ACCESS.roles as { anyOf: string[] }).anyOf,
      'MANAGE_CAMPAIGN_TYPES',
      'COMPANY_ADMIN',
    ],
  },
  company: 'actable',
} as typeof PRODUCT_ACCESS;
/** The valid price is what booking reads too: product managers and those who book campaigns. */
const PRODUCT_ACCESS_OR_BOOKING = {
  roles: { anyOf: [...(PRODUCT_ACCESS.roles as { anyOf: string[] }).anyOf, 'BOOK_CAMPAIGNS'] },
  company: 'actable',
} as typeof PRODUCT_ACCESS;

export const settingsArea: Area = { name: 'settings', registrations: [registerSettingsService] };
