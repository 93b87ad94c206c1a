import {
  FINANCE_INVOICE_TAB_STATES,
  type FinanceInvoiceState,
  type Invoice,
  type InvoiceDetails,
  invoiceEndpoints,
  manualInvoiceEndpoints,
  type VatCategory,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { notFound } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import type { Rows } from '../../kit/list.ts';
import { registerReadOnlyResource } from '../../kit/read-only.ts';
import { type NamedOf, type References, resolveReferences } from '../../kit/references.ts';
import type { RowOf } from '../../kit/resource.ts';
import { companyOf, type Scope } from '../../kit/scope.ts';
import { sendPdf } from '../../pdf/document.ts';
import type { ServiceContext } from '../context.ts';
import { isoDay } from '../orders/iso-day.ts';
import { quantityText } from './finance-document.ts';
import { invoicingAccess } from './invoice-access.ts';
import { registerInvoiceBulk } from './invoice-bulk.ts';
import { campaignToBill, createDraft } from './invoice-drafts.ts';
import { issueInvoice } from './invoice-issue.ts';
import { createManualDraft } from './invoice-manual.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

// /finances/invoices (spec 1 §2.11): the list by state, a record with its lines, VAT per rate
// and history, a draft from a campaign's positions, and the issue that numbers it.

type InvoiceRows = Rows<'invoice'>;
type Row = RowOf<'invoice'>;
const day = (value: Date | string | null) => (value === null ? null : isoDay(value));

/** What an invoice row points at, read by the kit on the company's rows only. */
const invoiceReferences = {
  campaignId: { table: 'campaign', name: 'name' },
  accountId: { table: 'account', name: 'displayName' },
} as const satisfies References;

type Sending = NonNullable<Invoice['lastSent']>;

/**
 * The last sending of each of the invoices: its last invoice mail (when, to whom; one index read
 * of `mail_outbox_related_idx`), else its last SENT history entry (when; the demo data's
 * sendings before this console, issue 38: a partly paid invoice whose history said "sent" read
 * "not sent"). The ids are of rows the company scope read, so their mails and entries are the
 * company's.
 */
async function lastSendings(db: Db, ids: readonly number[]): Promise<Map<number, Sending>> {
  if (ids.length === 0) return new Map();
  const [mails, entries] = await Promise.all([
    db
      .selectFrom('mailOutbox')
      .distinctOn('relatedId')
      .select(['relatedId', 'recipient', 'createdAt'])
      .where('relatedType', '=', 'invoice')
      .where('relatedId', 'in', [...ids])
      .where('template', '=', 'INVOICE')
      .orderBy('relatedId')
      .orderBy('createdAt', 'desc')
      .execute(),
    db
      .selectFrom('invoiceEvent')
      .distinctOn('invoiceId')
      .select(['invoiceId', 'at'])
      .where('invoiceId', 'in', [...ids])
      .where('action', '=', 'SENT')
      .orderBy('invoiceId')
      .orderBy('at', 'desc')
      .execute(),
  ]);
  return new Map<number, Sending>([
    ...entries.map((entry) => [entry.invoiceId, { at: entry.at.toISOString(), to: null }] as const),
    ...mails.map(
      (mail) =>
        [
          mail.relatedId as number,
          { at: mail.createdAt.toISOString(), to: mail.recipient },
        ] as const,
    ),
  ]);
}

/** The items of invoice rows: their campaign's and account's names, money as numbers. */
async function toInvoices(
  db: Db,
  rows: Row[],
  named: (row: Row) => NamedOf<typeof invoiceReferences>,
): Promise<Invoice[]> {
  const sent = await lastSendings(
    db,
    rows.map((row) => row.id),
  );
  const campaignName = new Map(rows.map((row) => [row.campaignId, named(row).campaignId?.name]));
  const accountName = new Map(rows.map((row) => [row.accountId, named(row).accountId?.name]));
  return rows.map((row) => ({
    id: row.id,
    name: row.number ?? campaignName.get(row.campaignId) ?? '',
    number: row.number,
    docType: row.docType === 'MANUAL' ? 'MANUAL' : 'INVOICE',
    state: row.state as FinanceInvoiceState,
    campaignId: row.campaignId,
    campaignName: campaignName.get(row.campaignId) ?? '',
    accountId: row.accountId,
    accountName: accountName.get(row.accountId) ?? '',
    currency: row.currency,
    periodFrom: isoDay(row.periodFrom),
    periodTo: isoDay(row.periodTo),
    issueDate: day(row.issueDate),
    dueDate: day(row.dueDate),
    vatMode: row.vatMode as Invoice['vatMode'],
    netTotal: Number(row.netTotal),
    vatTotal: Number(row.vatTotal),
    total: Number(row.total),
    paidTotal: Number(row.paidTotal),
    lastSent: sent.get(row.id) ?? null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** The list's filters (the tab's states, a search in number, account and campaign). */
export const invoiceFilters = {
  invoiceState: (rows: InvoiceRows, tab: string) =>
    tab === 'ALL'
      ? rows
      : (rows.where(
          'state',
          'in',
          FINANCE_INVOICE_TAB_STATES[tab as keyof typeof FINANCE_INVOICE_TAB_STATES],
        ) as InvoiceRows),
  accountId: (rows: InvoiceRows, id: number) => rows.where('accountId', '=', id) as InvoiceRows,
  campaignId: (rows: InvoiceRows, id: number) => rows.where('campaignId', '=', id) as InvoiceRows,
  currency: (rows: InvoiceRows, currency: string) =>
    rows.where('currency', '=', currency as 'CHF') as InvoiceRows,
  periodFrom: (rows: InvoiceRows, from: string) =>
    rows.where('periodTo', '>=', from) as InvoiceRows,
  periodTo: (rows: InvoiceRows, to: string) => rows.where('periodFrom', '<=', to) as InvoiceRows,
  // The search (number, account, campaign). The accounts and campaigns named like the text are
  // read first, by trigram (`invoiceSearch`, the list's `prepare`: once per request, shared by
  // the page, its total and the counts), and given to the query as arrays of ids: knowing them,
  // the planner walks the sort's index past few invoices for a common word (`gara`: 15,180 of
  // 200,000 invoices) and reads the few of a rare one by index and sorts them (issue 38, the
  // benchmark: read inside the query, the arrays were unknown when it was planned, so the page
  // fetched and sorted every invoice found: search p95 95 ms, a common word 1–2.6 s). Without
  // them (a caller of the filter alone) the same search runs inside the query, each subquery
  // once. Before that the subqueries repeated `company_id = invoice.company_id`, which
  // correlated them, so both ran again for every invoice (a month's run of ~1,300 drafts: more
  // than 150 s). None needs a company of its own: an account's or campaign's invoices are its
  // company's, and the scope keeps the company's invoices.
  searchFilter: (rows: InvoiceRows, text: string, prepared?: unknown) => {
    const pattern = containsPattern(text.toLowerCase());
    const named = prepared as InvoiceSearch | undefined;
    // By number only when the text has a digit: a number is found by its digits ("2024-0001",
    // "000123"), and a word without trigrams of pg_trgm ("möbe": ö is no letter to it) read
    // the whole number index, 0.4–0.6 s at 200,000 invoices.
    const byNumber = /\d/.test(text)
      ? sql<boolean>`lower(coalesce(invoice.number, '')) like ${pattern}`
      : sql<boolean>`false`;
    return rows.where(
      named
        ? sql<boolean>`(${byNumber}
            or invoice.account_id = any(${named.accountIds}::int[])
            or invoice.campaign_id = any(${named.campaignIds}::int[]))`
        : sql<boolean>`invoice.id = any(array(select invoice.id from invoice where ${byNumber}
            or invoice.account_id = any(array(${accountsNamed(pattern)}))
            or invoice.campaign_id = any(array(${campaignsNamed(pattern)}))))`,
    ) as InvoiceRows;
  },
};

/** What the invoices list reads before its queries: the accounts and campaigns its search names. */
interface InvoiceSearch {
  accountIds: number[];
  campaignIds: number[];
}

/** The accounts named like a pattern (trigram, migration 0062), across companies. */
const accountsNamed = (pattern: string) =>
  sql<{ id: number }>`select a.id from account a where lower(a.display_name) like ${pattern}`;
/** The campaigns named like a pattern (trigram, migration 0013), across companies. */
const campaignsNamed = (pattern: string) =>
  sql<{ id: number }>`select c.id from campaign c where c.search_name like ${pattern}`;

/** The invoices list's `prepare`: the accounts and campaigns its search names. */
async function invoiceSearch(
  db: Db,
  query: { searchFilter?: string | undefined },
): Promise<InvoiceSearch | undefined> {
  if (!query.searchFilter) return undefined;
  const pattern = containsPattern(query.searchFilter.toLowerCase());
  const [accounts, campaigns] = await Promise.all([
    accountsNamed(pattern).execute(db),
    campaignsNamed(pattern).execute(db),
  ]);
  return {
    accountIds: accounts.rows.map((row) => row.id),
    campaignIds: campaigns.rows.map((row) => row.id),
  };
}

/** An invoice's lines, its VAT per rate and its history (the record page). */
async function detailsOf(db: Db, scope: Scope, id: number): Promise<InvoiceDetails | undefined> {
  const invoice = await scope
    .rows('invoice', db)
    .select(['id', 'customerVatId'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!invoice) return undefined;
  const [lines, events] = await Promise.all([
    scope
      .rows('invoiceLine', db)
      .selectAll()
      .where('invoiceId', '=', id)
      .orderBy('position')
      .execute(),
    scope
      .rows('invoiceEvent as e', db)
      .leftJoin('appUser as u', 'u.id', 'e.actorUserId')
      .select([
        'e.id',
        'e.at',
        'e.action',
        'e.fromState',
        'e.toState',
        'e.number',
        'u.firstName',
        'u.lastName',
      ])
      .where('e.invoiceId', '=', id)
      .orderBy('e.at')
      .orderBy('e.id')
      .execute(),
  ]);
  const byRate = new Map<
    string,
    { vatCategory: VatCategory; vatRate: number; net: number; vat: number }
  >();
  for (const line of lines) {
    const key = `${line.vatCategory}:${line.vatRate}`;
    const sum = byRate.get(key) ?? {
      vatCategory: line.vatCategory as VatCategory,
      vatRate: Number(line.vatRate),
      net: 0,
      vat: 0,
    };
    sum.net += Number(line.netAmount);
    sum.vat += Number(line.vatAmount);
    byRate.set(key, sum);
  }
  return {
    lines: lines.map((line) => ({
      id: line.id,
      position: line.position,
      campaignPositionId: line.campaignPositionId,
      splitOf: line.splitOf,
      description: line.description,
      periodFrom: isoDay(line.periodFrom),
      periodTo: isoDay(line.periodTo),
      quantity: Number(line.quantity),
      unit: line.unit,
      quantityText: quantityText(Number(line.quantity), line.unit, scope.language),
      unitPrice: Number(line.unitPrice),
      discountPercent: Number(line.discountPercent),
      netAmount: Number(line.netAmount),
      vatCategory: line.vatCategory as VatCategory,
      vatRate: Number(line.vatRate),
      vatAmount: Number(line.vatAmount),
    })),
    vatByRate: [...byRate.values()].sort((a, b) => a.vatRate - b.vatRate),
    customerVatId: invoice.customerVatId,
    history: events.map((event) => ({
      id: event.id,
      at: event.at.toISOString(),
      action: event.action as InvoiceDetails['history'][number]['action'],
      actorName: event.firstName ? `${event.firstName} ${event.lastName}` : null,
      fromState: event.fromState as FinanceInvoiceState | null,
      toState: event.toState as FinanceInvoiceState,
      number: event.number,
    })),
  };
}

/** One invoice row as the list shows it (after a create or an issue). */
export async function itemOf(db: Db, scope: Scope, row: Row): Promise<Invoice> {
  const named = await resolveReferences(db, companyOf(scope), scope.language, invoiceReferences, [
    row,
  ]);
  return (await toInvoices(db, [row], named))[0] as Invoice;
}

export function registerInvoices(context: ServiceContext): void {
  const { app, database } = context;
  const db = database.db as unknown as Db;
  const e = invoiceEndpoints;
  const list = registerReadOnlyResource(app, db, {
    endpoints: e,
    table: 'invoice',
    access: invoicingAccess,
    references: invoiceReferences,
    toItems: (listDb, rows, named) => toInvoices(listDb, rows, named),
    counts: {
      endpoint: e.counts,
      column: 'state',
      // Kept by triggers (migration 0038): at 200,000 invoices counting them took 120–180 ms.
      tally: {
        table: 'invoice_state_tally',
        tab: 'invoiceState',
        values: (tab) =>
          tab === 'ALL'
            ? undefined
            : FINANCE_INVOICE_TAB_STATES[tab as keyof typeof FINANCE_INVOICE_TAB_STATES],
      },
    },
    filters: invoiceFilters,
    prepare: invoiceSearch,
    // A search by name is counted (tabs and total) as its accounts' invoices plus its
    // campaigns' others, each read from an index alone (migration 0073; issue 38's benchmark:
    // "bern" found 10,492 invoices, counted in 98–146 ms through the OR, 14–41 ms in parts at
    // load 31–38). A text with a digit also searches the number: counted as the filter reads.
    countParts: {
      filter: 'searchFilter',
      of: (query, prepared) => {
        const named = prepared as InvoiceSearch | undefined;
        if (!named || !query.searchFilter || /\d/.test(query.searchFilter)) return undefined;
        const accounts = sql<boolean>`invoice.account_id = any(${named.accountIds}::int[])`;
        return [
          (rows) => rows.where(accounts) as InvoiceRows,
          (rows) =>
            rows
              .where(sql<boolean>`invoice.campaign_id = any(${named.campaignIds}::int[])`)
              .where(sql<boolean>`not ${accounts}`) as InvoiceRows,
        ];
      },
    },
    sort: {
      issueDate: 'issueDate',
      dueDate: 'dueDate',
      number: 'number',
      // By currency, then amount (CHF before EUR ascending): a franc and a euro total are not
      // one scale (issue 38 had CHF and EUR mixed). One value, so the kit's keyset export
      // walks it: totals in minor units stay far below 10^15.
      total: sql`(case when currency = 'CHF' then 0 else 1000000000000000 end + total)`,
      periodFrom: 'periodFrom',
      createdAt: 'createdAt',
    },
  });

  // The bulk actions act on the list's rows: the chosen ones, or its filter's (select all N).
  registerInvoiceBulk(context, list);

  registerEndpoint(app, e.create, invoicingAccess, async ({ actor, body, scope }) => {
    const row = await db
      .transaction()
      .execute((trx) => createDraft(trx, scope, requireActor(actor).user.userId, body));
    return itemOf(db, scope, row);
  });

  registerEndpoint(
    app,
    manualInvoiceEndpoints.createManual,
    invoicingAccess,
    async ({ actor, body, scope }) => {
      const row = await db
        .transaction()
        .execute((trx) => createManualDraft(trx, scope, requireActor(actor).user.userId, body));
      return itemOf(db, scope, row);
    },
  );

  registerEndpoint(
    app,
    manualInvoiceEndpoints.manualCampaign,
    invoicingAccess,
    async ({ params, scope }) => {
      const campaign = await campaignToBill(db, scope, params.id);
      const account = await scope
        .rows('account', db)
        .select('displayName')
        .where('id', '=', campaign.invoicingAccountId)
        .executeTakeFirst();
      return {
        id: campaign.id,
        name: campaign.name,
        accountName: account?.displayName ?? '',
        currency: campaign.currency,
        startDate: campaign.startDate,
        endDate: campaign.endDate,
      };
    },
  );

  registerEndpoint(app, e.details, invoicingAccess, async ({ params, scope }) => {
    const details = await detailsOf(db, scope, params.id);
    if (!details) throw notFound('invoice');
    return details;
  });

  registerEndpoint(app, e.pdf, invoicingAccess, async ({ params, reply, scope }) => {
    const { bytes, fileName } = await renderInvoicePdf(db, scope, params.id);
    sendPdf(reply, bytes, fileName);
    return undefined;
  });

  registerEndpoint(app, e.issue, invoicingAccess, async ({ actor, params, body, scope }) => {
    const row = await db
      .transaction()
      .execute((trx) => issueInvoice(trx, scope, requireActor(actor), params.id, body.version));
    return itemOf(db, scope, row);
  });
}
