import {
  type BulkRowResult,
  promotionDetailEndpoints as calls,
  OFFER_STATUSES,
  ORDER_STATUSES,
  type Promotion,
  type PromotionCampaign,
  type PromotionPhase,
  type PromotionReportType,
  type PromotionType,
  pageOf,
  promotionContactSchema,
  promotionEndpoints,
  promotionTypeEndpoints,
} from '@adconsole/api/contracts';
import type { FastifyReply } from 'fastify';
import { type Expression, type SqlBool, sql, type Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { HttpError, notFound, ValidationError } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import { type ExportValue, exportContentTypes, exportStream } from '../../kit/export.ts';
import { activeUnless, caseless, contains, type Rows } from '../../kit/list.ts';
import { type RowOf, registerResource } from '../../kit/resource.ts';
import { type Scope, scopeOfActor } from '../../kit/scope.ts';
import { interfaceTexts, type Language } from '../../kit/texts.ts';
import type { ServiceContext } from '../context.ts';
import { fullName, funnelAccess } from '../crm/sales-records.ts';
import { contentDisposition } from '../files/files.ts';
import { registerPromotionMail } from './promotion-mail.ts';

const TIME_ZONE = 'Europe/Zurich';
/** Today in Zurich, the day a promotion's dates are read against. */
const today = sql<string>`(now() at time zone ${sql.lit(TIME_ZONE)})::date`;

/** The phase (spec 3 §3) from the status and the dates: the SQL of the list's filter. */
export const phaseSql = (prefix = '') => {
  const column = (name: string) => sql.ref(`${prefix}${name}`);
  return sql<PromotionPhase>`case
    when ${column('status')} = 'canceled' then 'canceled'
    when ${column('status')} = 'inactive' then 'inactive'
    when ${today} < ${column('startDate')} then 'planned'
    when ${today} > ${column('endDate')} then 'finished'
    else 'running' end`;
};

const dayText = (value: Date | string) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

export function zurichToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
}

/** The same phase in code, for the items and the export. */
export function phaseOf(
  row: { status: string; startDate: Date | string; endDate: Date | string },
  day = zurichToday(),
): PromotionPhase {
  if (row.status === 'canceled') return 'canceled';
  if (row.status === 'inactive') return 'inactive';
  if (day < dayText(row.startDate)) return 'planned';
  if (day > dayText(row.endDate)) return 'finished';
  return 'running';
}

type PromotionRow = RowOf<'salesPromotion'>;

const invalid = (field: string, message: string) => new ValidationError({ [field]: message }, []);

/** The spec's date rules (spec 3 §5), answered on the fields. */
export function checkPromotionDates(body: { startDate?: string | null; endDate?: string | null }) {
  const { startDate, endDate } = body;
  if (!startDate && !endDate) throw invalid('startDate', 'DATES_ARE_REQUIRED');
  if (!startDate) throw invalid('startDate', 'START_DATE_IS_REQUIRED');
  if (!endDate) throw invalid('endDate', 'END_DATE_IS_REQUIRED');
  if (startDate > endDate) throw invalid('endDate', 'START_DATE_MUST_BE_BEFORE_END_DATE');
}

async function promotionItems(db: Db, rows: PromotionRow[]): Promise<Promotion[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const typeIds = [...new Set(rows.flatMap((row) => (row.typeId ? [row.typeId] : [])))];
  const userIds = [
    ...new Set(rows.flatMap((row) => (row.createdByUserId ? [row.createdByUserId] : []))),
  ];
  const [types, users, accounts, contacts, templates] = await Promise.all([
    typeIds.length
      ? db
          .selectFrom('salesPromotionType')
          .select(['id', 'name'])
          .where('id', 'in', typeIds)
          .execute()
      : [],
    userIds.length
      ? db
          .selectFrom('appUser')
          .select(['id', 'firstName', 'lastName'])
          .where('id', 'in', userIds)
          .execute()
      : [],
    db
      .selectFrom('salesPromotionAccount')
      .select(['promotionId', sql<string>`count(*)`.as('n')])
      .where('promotionId', 'in', ids)
      .groupBy('promotionId')
      .execute(),
    db
      .selectFrom('salesPromotionContact')
      .select(['promotionId', sql<string>`count(*)`.as('n')])
      .where('promotionId', 'in', ids)
      .groupBy('promotionId')
      .execute(),
    db
      .selectFrom('salesPromotionMailTemplate')
      .select('promotionId')
      .where('promotionId', 'in', ids)
      .execute(),
  ]);
  const typeOf = new Map(types.map((type) => [type.id, type]));
  const userOf = new Map(users.map((user) => [user.id, user]));
  const accountsOf = new Map(accounts.map((row) => [row.promotionId, Number(row.n)]));
  const contactsOf = new Map(contacts.map((row) => [row.promotionId, Number(row.n)]));
  const withTemplate = new Set(templates.map((row) => row.promotionId));
  const day = zurichToday();
  const now = Date.now();
  return rows.map((row) => {
    const creator = row.createdByUserId ? userOf.get(row.createdByUserId) : undefined;
    return {
      id: row.id,
      name: row.name,
      type: row.typeId ? (typeOf.get(row.typeId) ?? null) : null,
      description: row.description,
      startDate: dayText(row.startDate),
      endDate: dayText(row.endDate),
      deadline: row.deadline ? row.deadline.toISOString() : null,
      deadlinePassed: row.deadline !== null && row.deadline.getTime() < now,
      status: row.status,
      phase: phaseOf(row, day),
      accountsCount: accountsOf.get(row.id) ?? 0,
      contactsCount: contactsOf.get(row.id) ?? 0,
      hasTemplate: withTemplate.has(row.id),
      createdBy: creator ? { userId: creator.id, name: fullName(creator) } : null,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

const already = (status: string) => ({
  reason: `The promotion is already ${status}`,
  translationKey: `ALREADY_${status.toUpperCase()}`,
});

/** The promotion of the acting company, or 404. */
export async function requirePromotion(scope: Scope, id: number, db?: Db | Transaction<Schema>) {
  const promotion = await scope
    .rows('salesPromotion', db)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!promotion) throw notFound('promotion');
  return promotion;
}

/** The contact's mail status in a promotion (spec 3 §3): bounced, sent (a mail written), none. */
const mailStatusSql = sql<'SENT' | 'BOUNCED' | 'NONE'>`case
  when m.state = 'BOUNCED' then 'BOUNCED'
  when pc.mail_id is not null or pc.mailing_time is not null then 'SENT'
  else 'NONE' end`;

function promotionContactRows(db: Db, promotionId: number) {
  return db
    .selectFrom('salesPromotionContact as pc')
    .innerJoin('contact as c', 'c.id', 'pc.contactId')
    .innerJoin('account as a', 'a.id', 'c.accountId')
    .leftJoin('mailOutbox as m', 'm.id', 'pc.mailId')
    .leftJoin('appUser as u', 'u.id', 'pc.sentByUserId')
    .where('pc.promotionId', '=', promotionId);
}

const contactColumns = [
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

function promotionAccountRows(db: Db, promotionId: number) {
  return db
    .selectFrom('salesPromotionAccount as pa')
    .innerJoin('account as a', 'a.id', 'pa.accountId')
    .leftJoin('appUser as u', 'u.id', 'a.salesUserId')
    .where('pa.promotionId', '=', promotionId);
}

function promotionCampaignRows(scope: Scope, promotionId: number, kind: 'offers' | 'orders') {
  return scope
    .rows('campaign as k')
    .innerJoin('account as a', 'a.id', 'k.advertiserAccountId')
    .where('k.salesPromotionId', '=', promotionId)
    .where('k.status', 'in', [...(kind === 'offers' ? OFFER_STATUSES : ORDER_STATUSES)]);
}

const campaignColumns = [
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
async function* inChunks<Row extends { rowId: number }>(
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

const REPORT_HEADERS: Record<PromotionReportType, string[]> = {
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

const asDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/** The rows of a report, streamed by keyset. */
function reportRows(
  db: Db,
  scope: Scope,
  promotionId: number,
  type: PromotionReportType,
  t: (key: string) => string,
): AsyncIterable<ExportValue[]> {
  if (type === 'contact') {
    return (async function* () {
      const rows = inChunks((after, limit) =>
        promotionContactRows(db, promotionId)
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
        promotionAccountRows(db, promotionId)
          .select([
            'a.id as rowId',
            'a.displayName',
            'a.city',
            'a.countryCode',
            'u.firstName',
            'u.lastName',
            'pa.addedAt',
          ])
          .select((eb) =>
            eb
              .selectFrom('salesPromotionContact as pc')
              .innerJoin('contact as c', 'c.id', 'pc.contactId')
              .select(sql<string>`count(*)`.as('n'))
              .where('pc.promotionId', '=', promotionId)
              .whereRef('c.accountId', '=', 'a.id')
              .as('contacts'),
          )
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
const CHECKED_PAGE = 1000;
const contactPageSchema = pageOf(promotionContactSchema);

/**
 * The unlimited page (100,000 contacts, spec 3 §9): checking every item against the contract
 * costs about a second (zod, ~10 µs an item), more than the query. A page up to 1,000 items is
 * checked whole; a larger one its first 1,000 items (the rest come from the same mapping of
 * the same typed rows), and it is sent as JSON at once.
 */
async function sendLargePage<Item>(
  reply: FastifyReply,
  page: { items: Item[]; total: number },
): Promise<{ items: Item[]; total: number }> {
  if (page.items.length <= CHECKED_PAGE) return page;
  contactPageSchema.parse({ items: page.items.slice(0, CHECKED_PAGE), total: page.total });
  await reply.type('application/json; charset=utf-8').send(JSON.stringify(page));
  return page;
}

/** Sales promotions (spec 3 §2.6): the list kit's resource, the types, the promotion's pages. */
export function registerPromotionsService(context: ServiceContext): void {
  const { app, database } = context;
  const { db } = database;

  registerResource(app, db, {
    endpoints: promotionTypeEndpoints,
    table: 'salesPromotionType',
    access: { read: funnelAccess, write: funnelAccess },
    toItem: (row): PromotionType => ({
      id: row.id,
      name: row.name,
      active: row.active,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }),
    nameOf: (row) => row.name,
    toStored: (body) => ({ name: body.name, active: body.active }),
    unique: {
      field: 'name',
      column: 'name',
      message: 'A promotion type with this name already exists',
    },
    filters: { nameFilter: contains('name'), includeInactive: activeUnless() },
    sort: { name: caseless('name'), createdAt: 'createdAt', updatedAt: 'updatedAt' },
    export: {
      title: 'promotions.types.title',
      columns: {
        name: { header: 'promotions.types.columns.name', value: (row) => row.name },
        active: {
          header: 'promotions.types.columns.status',
          value: (row, t) =>
            t(row.active ? 'promotions.types.status.active' : 'promotions.types.status.inactive'),
        },
      },
    },
    bulk: {
      activate: {
        refuse: (row) =>
          row.active
            ? { reason: 'The type is already active', translationKey: 'ALREADY_ACTIVE' }
            : undefined,
        set: { active: true },
      },
      deactivate: {
        refuse: (row) =>
          row.active
            ? undefined
            : { reason: 'The type is already inactive', translationKey: 'ALREADY_INACTIVE' },
        set: { active: false },
      },
    },
  });

  registerResource(app, db, {
    endpoints: promotionEndpoints,
    table: 'salesPromotion',
    access: { read: funnelAccess, write: funnelAccess },
    toItems: (source, rows) => promotionItems(source as Db, rows),
    nameOf: (row) => row.name,
    toStored: (body) => ({
      name: body.name,
      typeId: body.typeId ?? null,
      description: body.description ?? null,
      startDate: body.startDate ?? undefined,
      endDate: body.endDate ?? undefined,
      deadline: body.deadline ? new Date(body.deadline) : null,
      status: body.status,
    }),
    check: async (trx, { actor, body }) => {
      checkPromotionDates(body);
      if (body.typeId) {
        const type = await scopeOfActor(trx, actor)
          .rows('salesPromotionType')
          .select('id')
          .where('id', '=', body.typeId)
          .executeTakeFirst();
        if (!type) throw invalid('typeId', 'No such promotion type');
      }
    },
    afterWrite: async (trx, { actor, before, after }) => {
      if (!before) {
        await trx
          .updateTable('salesPromotion')
          .set({ createdByUserId: actor.user.userId })
          .where('id', '=', after.id)
          .execute();
      }
    },
    filters: {
      nameFilter: contains('name'),
      phase: (rows, phase) =>
        rows.where(sql<SqlBool>`${phaseSql()} = ${phase}`) as Rows<'salesPromotion'>,
      status: (rows, status) => rows.where('status', '=', status) as Rows<'salesPromotion'>,
      typeId: (rows, typeId) => rows.where('typeId', '=', typeId) as Rows<'salesPromotion'>,
    },
    sort: {
      name: caseless('name'),
      startDate: 'startDate',
      endDate: 'endDate',
      deadline: sql`coalesce(deadline, 'infinity'::timestamptz)`,
      createdAt: 'createdAt',
    },
    export: {
      title: 'promotions.title',
      columns: {
        name: { header: 'promotions.columns.name', value: (row) => row.name },
        startDate: {
          header: 'promotions.columns.startDate',
          value: (row) => asDate(row.startDate),
        },
        endDate: { header: 'promotions.columns.endDate', value: (row) => asDate(row.endDate) },
        deadline: { header: 'promotions.columns.deadline', value: (row) => row.deadline },
        status: {
          header: 'promotions.columns.status',
          value: (row, t) => t(`promotions.status.${row.status}`),
        },
        phase: {
          header: 'promotions.columns.phase',
          value: (row, t) => t(`promotions.phase.${phaseOf(row)}`),
        },
      },
    },
    bulk: {
      activate: {
        refuse: (row) => (row.status === 'active' ? already('active') : undefined),
        set: { status: 'active' },
      },
      deactivate: {
        refuse: (row) => (row.status === 'inactive' ? already('inactive') : undefined),
        set: { status: 'inactive' },
      },
      cancel: {
        refuse: (row) => (row.status === 'canceled' ? already('canceled') : undefined),
        set: { status: 'canceled' },
      },
    },
  });

  registerEndpoint(app, calls.accounts, funnelAccess, async ({ params, query, scope }) => {
    await requirePromotion(scope, params.promotionId);
    let rows = promotionAccountRows(db, params.promotionId);
    if (query.nameFilter) {
      rows = rows.where(
        sql<SqlBool>`lower(a.display_name) like ${containsPattern(query.nameFilter.toLowerCase())}`,
      );
    }
    const direction = query.order === 'ASC' ? sql`asc` : sql`desc`;
    const sortKey: Expression<unknown> =
      query.sort === 'city'
        ? sql`lower(coalesce(a.city, ''))`
        : query.sort === 'addedAt'
          ? sql.ref('pa.addedAt')
          : sql`lower(a.display_name)`;
    const [items, count] = await Promise.all([
      rows
        .select([
          'a.id',
          'a.displayName',
          'a.city',
          'a.countryCode',
          'a.salesUserId',
          'u.firstName',
          'u.lastName',
          'pa.addedAt',
        ])
        .select((eb) =>
          eb
            .selectFrom('salesPromotionContact as pc')
            .innerJoin('contact as c', 'c.id', 'pc.contactId')
            .select(sql<string>`count(*)`.as('n'))
            .where('pc.promotionId', '=', params.promotionId)
            .whereRef('c.accountId', '=', 'a.id')
            .as('contactsCount'),
        )
        .orderBy(sql`${sortKey} ${direction}`)
        .orderBy(sql`a.id ${direction}`)
        .limit(query.limit)
        .offset(query.page * query.limit)
        .execute(),
      rows.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return {
      items: items.map((row) => ({
        id: row.id,
        name: row.displayName,
        city: row.city,
        countryCode: row.countryCode,
        salesUser:
          row.salesUserId && row.firstName
            ? { userId: row.salesUserId, name: `${row.firstName} ${row.lastName}` }
            : null,
        contactsCount: Number(row.contactsCount ?? 0),
        addedAt: row.addedAt.toISOString(),
      })),
      total: Number(count.total),
    };
  });

  registerEndpoint(app, calls.contacts, funnelAccess, async ({ params, query, reply, scope }) => {
    await requirePromotion(scope, params.promotionId);
    let rows = promotionContactRows(db, params.promotionId);
    if (query.nameFilter) {
      const pattern = containsPattern(query.nameFilter.toLowerCase());
      rows = rows.where(
        sql<SqlBool>`(lower(c.first_name || ' ' || c.last_name) like ${pattern} or lower(coalesce(c.email, '')) like ${pattern})`,
      );
    }
    if (query.mailStatus) rows = rows.where(sql<SqlBool>`${mailStatusSql} = ${query.mailStatus}`);
    const direction = query.order === 'ASC' ? sql`asc` : sql`desc`;
    const sortKeys: Expression<unknown>[] =
      query.sort === 'account'
        ? [sql`lower(a.display_name)`, sql`lower(c.last_name)`]
        : query.sort === 'mailingTime'
          ? [sql`pc.mailing_time`]
          : [sql`lower(c.last_name)`, sql`lower(c.first_name)`];
    let page = rows.select(contactColumns).select(mailStatusSql.as('mailStatus'));
    for (const key of sortKeys) page = page.orderBy(sql`${key} ${direction} nulls last`);
    const [items, count] = await Promise.all([
      page
        .orderBy(sql`pc.id ${direction}`)
        .limit(query.limit)
        .offset(query.page * query.limit)
        .execute(),
      rows.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    ]);
    const answer = {
      items: items.map((row) => ({
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        language: row.language,
        account: { id: row.accountId, name: row.accountName },
        mailStatus: row.mailStatus,
        isBounced: row.mailStatus === 'BOUNCED',
        mailingTime: row.mailingTime ? row.mailingTime.toISOString() : null,
        sentBy:
          row.sentByUserId && row.sentByFirstName
            ? { userId: row.sentByUserId, name: `${row.sentByFirstName} ${row.sentByLastName}` }
            : null,
      })),
      total: Number(count.total),
    };
    return sendLargePage(reply, answer);
  });

  /** Adds (or removes) records of the company, each row with its own result. */
  async function bulkMembers(
    kind: 'account' | 'contact',
    userId: number,
    scope: Scope,
    promotionId: number,
    action: 'add' | 'remove',
    ids: number[],
    dryRun: boolean,
  ) {
    const unique = [...new Set(ids)];
    return db.transaction().execute(async (trx) => {
      // Locked: two people adding at once each see the other's rows.
      await scope
        .lockedRows('salesPromotion', trx)
        .select('id')
        .where('id', '=', promotionId)
        .execute();
      const records =
        kind === 'account'
          ? await scope
              .rows('account', trx)
              .select(['id', 'displayName as name', 'id as accountId'])
              .where('id', 'in', unique)
              .execute()
          : await scope
              .rows('contact', trx)
              .select([
                'id',
                sql<string>`first_name || ' ' || last_name`.as('name'),
                'accountId',
                'email',
              ])
              .where('id', 'in', unique)
              .execute();
      const present = new Set(
        (kind === 'account'
          ? await trx
              .selectFrom('salesPromotionAccount')
              .select('accountId as id')
              .where('promotionId', '=', promotionId)
              .where('accountId', 'in', unique)
              .execute()
          : await trx
              .selectFrom('salesPromotionContact')
              .select('contactId as id')
              .where('promotionId', '=', promotionId)
              .where('contactId', 'in', unique)
              .execute()
        ).map((row) => row.id),
      );
      const byId = new Map(records.map((record) => [record.id, record]));
      const results: BulkRowResult[] = unique.map((id) => {
        const record = byId.get(id);
        if (!record) {
          return {
            id,
            name: '',
            outcome: 'REFUSED',
            reason: `No such ${kind}`,
            translationKey: 'NOT_FOUND',
          };
        }
        if (action === 'add' && present.has(id)) {
          return {
            id,
            name: record.name,
            outcome: 'REFUSED',
            reason: `The ${kind} is already in the promotion`,
            translationKey: 'ALREADY_IN_PROMOTION',
          };
        }
        if (action === 'remove' && !present.has(id)) {
          return {
            id,
            name: record.name,
            outcome: 'REFUSED',
            reason: `The ${kind} is not in the promotion`,
            translationKey: 'NOT_IN_PROMOTION',
          };
        }
        if (
          action === 'add' &&
          kind === 'contact' &&
          !(record as { email?: string | null }).email
        ) {
          return {
            id,
            name: record.name,
            outcome: 'REFUSED',
            reason: 'The contact has no e-mail address',
            translationKey: 'NO_EMAIL',
          };
        }
        return { id, name: record.name, outcome: 'DONE' };
      });
      const done = results.filter((result) => result.outcome === 'DONE').map((row) => row.id);
      if (!dryRun && done.length > 0) {
        if (kind === 'account' && action === 'add') {
          await trx
            .insertInto('salesPromotionAccount')
            .values(done.map((accountId) => ({ promotionId, accountId, addedByUserId: userId })))
            .onConflict((oc) => oc.doNothing())
            .execute();
        } else if (kind === 'account') {
          await trx
            .deleteFrom('salesPromotionAccount')
            .where('promotionId', '=', promotionId)
            .where('accountId', 'in', done)
            .execute();
        } else if (action === 'add') {
          await trx
            .insertInto('salesPromotionContact')
            .values(done.map((contactId) => ({ promotionId, contactId, addedByUserId: userId })))
            .onConflict((oc) => oc.doNothing())
            .execute();
          // A contact's account joins the promotion with it.
          const accountIds = [...new Set(done.map((id) => byId.get(id)?.accountId ?? 0))];
          await trx
            .insertInto('salesPromotionAccount')
            .values(
              accountIds.map((accountId) => ({ promotionId, accountId, addedByUserId: userId })),
            )
            .onConflict((oc) => oc.doNothing())
            .execute();
        } else {
          await trx
            .deleteFrom('salesPromotionContact')
            .where('promotionId', '=', promotionId)
            .where('contactId', 'in', done)
            .execute();
        }
        await scope
          .update('salesPromotion', trx)
          .set({ updatedAt: new Date() })
          .where('id', '=', promotionId)
          .execute();
      }
      return { dryRun, done: done.length, refused: results.length - done.length, results };
    });
  }

  registerEndpoint(app, calls.addAccounts, funnelAccess, async ({ actor, params, body, scope }) => {
    const { user } = requireActor(actor);
    await requirePromotion(scope, params.promotionId);
    return bulkMembers(
      'account',
      user.userId,
      scope,
      params.promotionId,
      params.action,
      body.ids,
      body.dryRun,
    );
  });

  registerEndpoint(app, calls.addContacts, funnelAccess, async ({ actor, params, body, scope }) => {
    const { user } = requireActor(actor);
    await requirePromotion(scope, params.promotionId);
    return bulkMembers(
      'contact',
      user.userId,
      scope,
      params.promotionId,
      params.action,
      body.ids,
      body.dryRun,
    );
  });

  registerEndpoint(app, calls.campaigns, funnelAccess, async ({ params, query, scope }) => {
    await requirePromotion(scope, params.promotionId);
    const rows = promotionCampaignRows(scope, params.promotionId, query.kind);
    const [items, count] = await Promise.all([
      rows
        .select(campaignColumns)
        .orderBy('k.startDate', 'desc')
        .orderBy('k.id', 'desc')
        .limit(query.limit)
        .offset(query.page * query.limit)
        .execute(),
      rows.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return {
      items: items.map((row) => ({
        id: row.id,
        name: row.name,
        status: row.status as PromotionCampaign['status'],
        advertiser: { id: row.advertiserId, name: row.advertiserName },
        startDate: dayText(row.startDate as Date | string),
        endDate: dayText(row.endDate as Date | string),
        netTotal: Number(row.netTotal).toFixed(2),
        currency: row.currency,
      })),
      total: Number(count.total),
    };
  });

  const documentRows = (promotionId: number) =>
    db
      .selectFrom('salesPromotionDocument as d')
      .innerJoin('storedFile as f', 'f.id', 'd.fileId')
      .leftJoin('appUser as u', 'u.id', 'd.addedByUserId')
      .select([
        'f.id as fileId',
        'f.fileName',
        'f.contentType',
        'f.size',
        'd.addedAt',
        'd.addedByUserId',
        'u.firstName',
        'u.lastName',
      ])
      .where('d.promotionId', '=', promotionId);
  type DocumentRow = Awaited<ReturnType<ReturnType<typeof documentRows>['execute']>>[number];
  const toDocument = (row: DocumentRow) => ({
    fileId: row.fileId,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    addedAt: row.addedAt.toISOString(),
    addedBy:
      row.addedByUserId && row.firstName
        ? { userId: row.addedByUserId, name: `${row.firstName} ${row.lastName}` }
        : null,
  });

  registerEndpoint(app, calls.documents, funnelAccess, async ({ params, scope }) => {
    await requirePromotion(scope, params.promotionId);
    const rows = await documentRows(params.promotionId).orderBy('d.addedAt', 'desc').execute();
    return { items: rows.map(toDocument) };
  });

  registerEndpoint(app, calls.addDocument, funnelAccess, async ({ actor, params, body, scope }) => {
    const { user } = requireActor(actor);
    await requirePromotion(scope, params.promotionId);
    const file = await scope
      .rows('storedFile')
      .select(['id', 'scanStatus'])
      .where('id', '=', body.fileId)
      .executeTakeFirst();
    if (file?.scanStatus !== 'SCAN_SUCCESSFUL' || !file) throw invalid('fileId', 'No such file');
    await db
      .insertInto('salesPromotionDocument')
      .values({ promotionId: params.promotionId, fileId: file.id, addedByUserId: user.userId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return toDocument(
      await documentRows(params.promotionId)
        .where('d.fileId', '=', file.id)
        .executeTakeFirstOrThrow(),
    );
  });

  registerEndpoint(app, calls.removeDocument, funnelAccess, async ({ params, scope }) => {
    await requirePromotion(scope, params.promotionId);
    await db.transaction().execute(async (trx) => {
      const removed = await trx
        .deleteFrom('salesPromotionDocument')
        .where('promotionId', '=', params.promotionId)
        .where('fileId', '=', params.fileId)
        .returning('fileId')
        .executeTakeFirst();
      if (removed) {
        await scope.delete('storedFile', trx).where('id', '=', removed.fileId).execute();
      }
    });
  });

  registerEndpoint(app, calls.report, funnelAccess, async ({ params, query, reply, scope }) => {
    const promotion = await requirePromotion(scope, params.promotionId);
    const language = query.language as Language;
    const headers = REPORT_HEADERS[params.type];
    const t = await interfaceTexts(db, language, [
      ...headers,
      `promotions.report.title.${params.type}`,
    ]);
    const title = `${t(`promotions.report.title.${params.type}`)} ${promotion.name}`
      .replace(/[\\/?*[\]:]/g, ' ')
      .slice(0, 100);
    const day = new Date().toISOString().slice(0, 10);
    const texts = await interfaceTexts(db, language, [
      'promotions.salutation.MR',
      'promotions.salutation.MS',
      'promotions.salutation.NONE',
      'promotions.mailStatus.SENT',
      'promotions.mailStatus.BOUNCED',
      'promotions.mailStatus.NONE',
      ...[...OFFER_STATUSES, ...ORDER_STATUSES].map(
        (status) => `promotions.campaignStatus.${status}`,
      ),
    ]);
    return reply
      .header('Content-Type', exportContentTypes.xlsx)
      .header('Content-Disposition', contentDisposition(`${title}-${day}.xlsx`))
      .header('Access-Control-Expose-Headers', 'Content-Disposition')
      .header('Cache-Control', 'private, no-store')
      .send(
        exportStream({
          format: 'xlsx',
          language,
          title,
          headers: headers.map(t),
          rows: reportRows(db, scope, params.promotionId, params.type, texts),
        }),
      );
  });

  registerPromotionMail(context);
}

export const noTemplate = () =>
  new HttpError(409, 'The promotion has no mail template yet', 'NO_MAIL_TEMPLATE');
