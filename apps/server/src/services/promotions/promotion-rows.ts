import {
  OFFER_STATUSES,
  ORDER_STATUSES,
  type PromotionReportType,
  pageOf,
  promotionContactSchema,
} from '@adconsole/api/contracts';
import type { FastifyReply } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import type { ExportValue } from '../../kit/export.ts';
import type { Scope } from '../../kit/scope.ts';

// The rows of a promotion's members and campaigns, and of its reports.

/** The promotion of the acting company, or 404. */
export async function requirePromotion(scope: Scope, id: number, db?: Db | Transaction<Schema>) {
  const promotion = await scope.byId('salesPromotion', id, db).selectAll().executeTakeFirst();
  if (!promotion) throw notFound('promotion');
  return promotion;
}

/** The contact's mail status in a promotion (spec 3 §3): bounced, sent (a mail written), none. */
export const mailStatusSql = sql<'SENT' | 'BOUNCED' | 'NONE'>`case
  when m.state = 'BOUNCED' then 'BOUNCED'
  when pc.mail_id is not null or pc.mailing_time is not null then 'SENT'
  else 'NONE' end`;

/** A promotion's contacts: the company's contacts it names, with their account and mail. */
export function promotionContactRows(scope: Scope, promotionId: number) {
  return scope
    .rows('contact as c')
    .innerJoin('salesPromotionContact as pc', 'pc.contactId', 'c.id')
    .innerJoin('account as a', 'a.id', 'c.accountId')
    .leftJoin('mailOutbox as m', 'm.id', 'pc.mailId')
    .leftJoin('appUser as u', 'u.id', 'pc.sentByUserId')
    .where('pc.promotionId', '=', promotionId);
}

export const contactColumns = [
  'pc.id as rowId',
  'c.id',
  'c.firstName',
  'c.lastName',
  'c.email',
  'c.language',
  'c.salutation',
  'a.id as accountId',
  'a.displayName as accountName',
  'pc.mailingTime',
  'pc.sentByUserId',
  'u.firstName as sentByFirstName',
  'u.lastName as sentByLastName',
] as const;

/** Of a promotion's account row (`a`, `pa`): how many of the account's contacts the promotion holds. */
export const contactsInPromotion = sql<string>`(
  select count(*) from sales_promotion_contact pc join contact c on c.id = pc.contact_id
  where pc.promotion_id = pa.promotion_id and c.account_id = a.id)`;

/** A promotion's accounts: the company's accounts it names, with their sales user. */
export function promotionAccountRows(scope: Scope, promotionId: number) {
  return scope
    .rows('account as a')
    .innerJoin('salesPromotionAccount as pa', 'pa.accountId', 'a.id')
    .leftJoin('appUser as u', 'u.id', 'a.salesUserId')
    .where('pa.promotionId', '=', promotionId);
}

export function promotionCampaignRows(
  scope: Scope,
  promotionId: number,
  kind: 'offers' | 'orders',
) {
  return scope
    .rows('campaign as k')
    .innerJoin('account as a', 'a.id', 'k.advertiserAccountId')
    .where('k.salesPromotionId', '=', promotionId)
    .where('k.status', 'in', [...(kind === 'offers' ? OFFER_STATUSES : ORDER_STATUSES)]);
}

export const campaignColumns = [
  'k.id',
  'k.name',
  'k.status',
  'a.id as advertiserId',
  'a.displayName as advertiserName',
  'k.startDate',
  'k.endDate',
  'k.netTotal',
  'k.currency',
] as const;

/** Rows read by id in chunks, so a report of 100,000 contacts never holds them all. */
export async function* inChunks<Row extends { rowId: number }>(
  read: (after: number, limit: number) => Promise<Row[]>,
  chunk = 2000,
): AsyncGenerator<Row> {
  let after = 0;
  for (;;) {
    const rows = await read(after, chunk);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < chunk) return;
    after = last.rowId;
  }
}

export const REPORT_HEADERS: Record<PromotionReportType, string[]> = {
  contact: [
    'promotions.report.contact.salutation',
    'promotions.report.contact.firstName',
    'promotions.report.contact.lastName',
    'promotions.report.contact.email',
    'promotions.report.contact.language',
    'promotions.report.contact.account',
    'promotions.report.contact.mailStatus',
    'promotions.report.contact.mailingTime',
    'promotions.report.contact.sentBy',
  ],
  account: [
    'promotions.report.account.name',
    'promotions.report.account.city',
    'promotions.report.account.country',
    'promotions.report.account.salesUser',
    'promotions.report.account.contacts',
    'promotions.report.account.addedAt',
  ],
  offer: [
    'promotions.report.campaign.name',
    'promotions.report.campaign.status',
    'promotions.report.campaign.advertiser',
    'promotions.report.campaign.startDate',
    'promotions.report.campaign.endDate',
    'promotions.report.campaign.netTotal',
    'promotions.report.campaign.currency',
  ],
  order: [],
};
REPORT_HEADERS.order = REPORT_HEADERS.offer;

export const asDate = (value: Date | string) =>
  typeof value === 'string' ? new Date(value) : value;

/** The rows of a report, streamed by keyset. */
export function reportRows(
  scope: Scope,
  promotionId: number,
  type: PromotionReportType,
  t: (key: string) => string,
): AsyncIterable<ExportValue[]> {
  if (type === 'contact') {
    return (async function* () {
      const rows = inChunks((after, limit) =>
        promotionContactRows(scope, promotionId)
          .select(contactColumns)
          .select(mailStatusSql.as('mailStatus'))
          .where('pc.id', '>', after)
          .orderBy('pc.id')
          .limit(limit)
          .execute(),
      );
      for await (const row of rows) {
        yield [
          t(`promotions.salutation.${row.salutation}`),
          row.firstName,
          row.lastName,
          row.email,
          row.language.toUpperCase(),
          row.accountName,
          t(`promotions.mailStatus.${row.mailStatus}`),
          row.mailingTime,
          row.sentByFirstName ? `${row.sentByFirstName} ${row.sentByLastName}` : null,
        ];
      }
    })();
  }
  if (type === 'account') {
    return (async function* () {
      const rows = inChunks((after, limit) =>
        promotionAccountRows(scope, promotionId)
          .select([
            'a.id as rowId',
            'a.displayName',
            'a.city',
            'a.countryCode',
            'u.firstName',
            'u.lastName',
            'pa.addedAt',
          ])
          .select(contactsInPromotion.as('contacts'))
          .where('a.id', '>', after)
          .orderBy('a.id')
          .limit(limit)
          .execute(),
      );
      for await (const row of rows) {
        yield [
          row.displayName,
          row.city,
          row.countryCode,
          row.firstName ? `${row.firstName} ${row.lastName}` : null,
          Number(row.contacts ?? 0),
          row.addedAt,
        ];
      }
    })();
  }
  return (async function* () {
    const rows = inChunks((after, limit) =>
      promotionCampaignRows(scope, promotionId, type === 'offer' ? 'offers' : 'orders')
        .select(campaignColumns)
        .select('k.id as rowId')
        .where('k.id', '>', after)
        .orderBy('k.id')
        .limit(limit)
        .execute(),
    );
    for await (const row of rows) {
      yield [
        row.name,
        t(`promotions.campaignStatus.${row.status}`),
        row.advertiserName,
        asDate(row.startDate),
        asDate(row.endDate),
        Number(row.netTotal),
        row.currency,
      ];
    }
  })();
}

/** Pages up to this size are checked against the contract item by item before they leave. */
export const CHECKED_PAGE = 1000;
export const contactPageSchema = pageOf(promotionContactSchema);

/**
 * The unlimited page (100,000 contacts, spec 3 §9): checking every item against the contract
 * costs about a second (zod, ~10 µs an item), more than the query. A page up to 1,000 items is
 * checked whole; a larger one its first 1,000 items (the rest come from the same mapping of
 * the same typed rows), and it is sent as JSON at once.
 */
export async function sendLargePage<Item>(
  reply: FastifyReply,
  page: { items: Item[]; total: number },
): Promise<{ items: Item[]; total: number }> {
  if (page.items.length <= CHECKED_PAGE) return page;
  contactPageSchema.parse({ items: page.items.slice(0, CHECKED_PAGE), total: page.total });
  await reply.type('application/json; charset=utf-8').send(JSON.stringify(page));
  return page;
}
