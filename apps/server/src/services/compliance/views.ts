import {
  type AccountFinancial,
  accountFinancialEndpoints,
  type ListPriceChange,
  listPriceChangeEndpoints,
  type PositionFinancial,
  positionFinancialEndpoints,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import type { Rows } from '../../kit/list.ts';
import { type ReadOnlyExportColumn, registerReadOnlyResource } from '../../kit/read-only.ts';
import type { References } from '../../kit/references.ts';
import type { ServiceContext } from '../context.ts';
import { toMinor } from '../finances/invoice-rules.ts';
import { isoDay } from '../orders/iso-day.ts';
import { complianceAccess } from './access.ts';
import { moneyCell } from './cells.ts';

// The compliance views (spec 1 §2.12; DOMAIN2 §8), read-only lists on the kit with filters and
// export, each on the acting company's rows of its table or view (migration 0033):
// - list-price changes: the rows the database's trigger wrote (who, when, old → new);
// - position financials: the booked net against the list price of the position's snapshot;
// - account financials: invoiced, paid, open and overdue per account and currency.

/** An export column headed `compliance.<list>.columns.<id>`. */
const columnsOf =
  <Item>(list: string) =>
  (
    id: keyof Item & string,
    value: ReadOnlyExportColumn<Item>['value'] = (item) =>
      item[id] as unknown as string | number | null,
  ): ReadOnlyExportColumn<Item> => ({ header: `compliance.${list}.columns.${id}`, value });

const minorOrNull = (value: string | null) => (value === null ? null : toMinor(value));

// --- List-price changes ---

type ChangeRows = Rows<'listPriceChange'>;
const changeReferences = {
  priceListId: { table: 'priceList', name: ['name', 'currency'] },
  productId: { table: 'product', name: 'name' },
} as const satisfies References;

const changeColumn = columnsOf<ListPriceChange>('listPriceChanges');
const changeExport = {
  changedAt: changeColumn('changedAt', (item) => new Date(item.changedAt)),
  action: changeColumn('action', (item, t) =>
    t(`compliance.listPriceChanges.actions.${item.action}`),
  ),
  productName: changeColumn('productName'),
  priceListName: changeColumn('priceListName'),
  currency: changeColumn('currency'),
  oldPrice: changeColumn('oldPrice', (item) => moneyCell(item.oldPrice)),
  newPrice: changeColumn('newPrice', (item) => moneyCell(item.newPrice)),
  changePercent: changeColumn('changePercent'),
  actorName: changeColumn('actorName'),
};

// --- Position financials ---

type PositionRows = Rows<'positionFinancials'>;
const positionReferences = {
  campaignId: { table: 'campaign', name: 'name' },
} as const satisfies References;
const positionColumn = columnsOf<PositionFinancial>('positionFinancials');
const positionExport = {
  name: positionColumn('name'),
  campaignName: positionColumn('campaignName'),
  startDate: positionColumn('startDate'),
  endDate: positionColumn('endDate'),
  currency: positionColumn('currency'),
  listAmount: positionColumn('listAmount', (item) => moneyCell(item.listAmount)),
  netAmount: positionColumn('netAmount', (item) => moneyCell(item.netAmount)),
  deviationAmount: positionColumn('deviationAmount', (item) => moneyCell(item.deviationAmount)),
  deviationPercent: positionColumn('deviationPercent'),
};

// --- Account financials ---

type AccountRows = Rows<'accountFinancials'>;
const accountReferences = {
  accountId: { table: 'account', name: ['displayName', 'bookingBlockedAt'] },
} as const satisfies References;
const accountColumn = columnsOf<AccountFinancial>('accountFinancials');
const accountExport = {
  accountName: accountColumn('accountName'),
  currency: accountColumn('currency'),
  invoiceCount: accountColumn('invoiceCount'),
  invoiced: accountColumn('invoiced', (item) => moneyCell(item.invoiced)),
  paid: accountColumn('paid', (item) => moneyCell(item.paid)),
  open: accountColumn('open', (item) => moneyCell(item.open)),
  overdue: accountColumn('overdue', (item) => moneyCell(item.overdue)),
  credited: accountColumn('credited', (item) => moneyCell(item.credited)),
  credit: accountColumn('credit', (item) => moneyCell(item.credit)),
  dunningLevel: accountColumn('dunningLevel'),
  oldestDueDate: accountColumn('oldestDueDate'),
};

export function registerComplianceViews({ app, database }: ServiceContext): void {
  const db = database.db as unknown as Db;

  registerReadOnlyResource(app, db, {
    endpoints: listPriceChangeEndpoints,
    table: 'listPriceChange',
    access: complianceAccess,
    references: changeReferences,
    toItems: async (source, rows, named) => {
      const actorIds = [...new Set(rows.flatMap((row) => row.actorUserId ?? []))];
      const actors = actorIds.length
        ? await source
            .selectFrom('appUser')
            .select(['id', 'firstName', 'lastName'])
            .where('id', 'in', actorIds)
            .execute()
        : [];
      const actorName = new Map(actors.map((a) => [a.id, `${a.firstName} ${a.lastName}`]));
      return rows.map((row): ListPriceChange => {
        const oldPrice = minorOrNull(row.oldPrice);
        const newPrice = minorOrNull(row.newPrice);
        const product = named(row).productId?.name ?? '';
        return {
          id: row.id,
          name: product,
          action: row.action as ListPriceChange['action'],
          priceListId: row.priceListId,
          priceListName: named(row).priceListId?.name ?? '',
          productId: row.productId,
          productName: product,
          unit: row.unit,
          currency: String(named(row).priceListId?.currency ?? ''),
          oldPrice,
          newPrice,
          changePercent:
            oldPrice && newPrice !== null
              ? Math.round(((newPrice - oldPrice) / oldPrice) * 10_000) / 100
              : null,
          actorName: row.actorUserId === null ? null : (actorName.get(row.actorUserId) ?? null),
          changedAt: row.changedAt.toISOString(),
        };
      });
    },
    filters: {
      action: (rows: ChangeRows, action: string) => rows.where('action', '=', action) as ChangeRows,
      changedFrom: (rows: ChangeRows, from: string) =>
        rows.where(
          sql<boolean>`changed_at >= (${from}::date at time zone 'Europe/Zurich')`,
        ) as ChangeRows,
      changedTo: (rows: ChangeRows, to: string) =>
        rows.where(
          sql<boolean>`changed_at < ((${to}::date + 1) at time zone 'Europe/Zurich')`,
        ) as ChangeRows,
      searchFilter: (rows: ChangeRows, text: string) =>
        rows.where(
          sql<boolean>`list_price_change.product_id in (select p.id from product p where p.company_id = list_price_change.company_id and lower(p.name) like ${containsPattern(text.toLowerCase())})`,
        ) as ChangeRows,
    },
    sort: { changedAt: 'changedAt' },
    export: {
      endpoint: listPriceChangeEndpoints.export,
      title: 'compliance.listPriceChanges.title',
      columns: changeExport,
    },
  });

  registerReadOnlyResource(app, db, {
    endpoints: positionFinancialEndpoints,
    table: 'positionFinancials',
    access: complianceAccess,
    references: positionReferences,
    toItems: async (_source, rows, named) =>
      rows.map(
        (row): PositionFinancial => ({
          id: row.id,
          name: row.name,
          campaignId: row.campaignId,
          campaignName: named(row).campaignId?.name ?? '',
          positionType: row.positionType,
          status: row.status,
          startDate: isoDay(row.startDate),
          endDate: isoDay(row.endDate),
          currency: row.currency,
          quantity: Number(row.quantity),
          unit: row.unit,
          listAmount: toMinor(row.listAmount),
          netAmount: toMinor(row.netAmount),
          deviationAmount: toMinor(row.deviationAmount),
          deviationPercent: Number(row.deviationPercent),
          discountPercent: Number(row.discountPercent),
        }),
      ),
    filters: {
      minUnderList: (rows: PositionRows, percent: string) =>
        rows.where('deviationPercent', '<=', String(-Number(percent))) as PositionRows,
      currency: (rows: PositionRows, currency: string) =>
        rows.where('currency', '=', currency) as PositionRows,
      startFrom: (rows: PositionRows, from: string) =>
        rows.where('startDate', '>=', from) as PositionRows,
      startTo: (rows: PositionRows, to: string) =>
        rows.where('startDate', '<=', to) as PositionRows,
      searchFilter: (rows: PositionRows, text: string) => {
        const pattern = containsPattern(text.toLowerCase());
        return rows.where(
          sql<boolean>`(lower(position_financials.name) like ${pattern}
            or position_financials.campaign_id in (select c.id from campaign c where c.company_id = position_financials.company_id and c.search_name like ${pattern}))`,
        ) as PositionRows;
      },
    },
    sort: {
      deviationPercent: 'deviationPercent',
      deviationAmount: 'deviationAmount',
      startDate: 'startDate',
      netAmount: 'netAmount',
    },
    export: {
      endpoint: positionFinancialEndpoints.export,
      title: 'compliance.positionFinancials.title',
      columns: positionExport,
    },
  });

  registerReadOnlyResource(app, db, {
    endpoints: accountFinancialEndpoints,
    table: 'accountFinancials',
    access: complianceAccess,
    references: accountReferences,
    toItems: async (_source, rows, named) =>
      rows.map(
        (row): AccountFinancial => ({
          id: row.id,
          name: named(row).accountId?.name ?? '',
          accountId: row.accountId,
          accountName: named(row).accountId?.name ?? '',
          currency: row.currency,
          invoiceCount: Number(row.invoiceCount),
          invoiced: Number(row.invoiced),
          paid: Number(row.paid),
          open: Number(row.open),
          overdue: Number(row.overdue),
          credited: Number(row.credited),
          credit: Number(row.credit),
          dunningLevel: Number(row.dunningLevel),
          oldestDueDate: row.oldestDueDate === null ? null : isoDay(row.oldestDueDate),
          bookingBlocked: Boolean(named(row).accountId?.bookingBlockedAt),
        }),
      ),
    filters: {
      currency: (rows: AccountRows, currency: string) =>
        rows.where('currency', '=', currency as 'CHF') as AccountRows,
      overdueOnly: (rows: AccountRows, on: boolean) =>
        on ? (rows.where('overdue', '>', 0) as AccountRows) : rows,
      searchFilter: (rows: AccountRows, text: string) =>
        rows.where(
          sql<boolean>`account_financials.account_id in (select a.id from account a where a.company_id = account_financials.company_id and lower(a.display_name) like ${containsPattern(text.toLowerCase())})`,
        ) as AccountRows,
    },
    sort: { open: 'open', overdue: 'overdue', invoiced: 'invoiced', paid: 'paid' },
    export: {
      endpoint: accountFinancialEndpoints.export,
      title: 'compliance.accountFinancials.title',
      columns: accountExport,
    },
  });
}
