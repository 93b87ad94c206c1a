import {
  BUSINESS_TIME_ZONE,
  businessDay,
  promotionDetailEndpoints as calls,
  OFFER_STATUSES,
  ORDER_STATUSES,
  type Promotion,
  type PromotionCampaign,
  type PromotionPhase,
  promotionEndpoints,
  promotionTypeEndpoints,
  type ServerMessage,
  serverMessage,
} from '@adconsole/api/contracts';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { HttpError, ValidationError } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import { exportContentTypes, exportStream } from '../../kit/export.ts';
import { caseless, contains, type RowOfQuery, type Rows } from '../../kit/list.ts';
import { registerNamedResource } from '../../kit/named.ts';
import { byColumn, registerList } from '../../kit/paged-list.ts';
import { type RowOf, registerResource } from '../../kit/resource.ts';
import { actorScope, type Scope } from '../../kit/scope.ts';
import { interfaceTexts, type Language } from '../../kit/texts.ts';
import type { ServiceContext } from '../context.ts';
import { funnelAccess, userNames } from '../crm/sales-records.ts';
import { contentDisposition } from '../files/files.ts';
import { auditChange, auditTrail } from '../settings/audit.ts';
import { registerPromotionMail } from './promotion-mail.ts';
import { registerPromotionMembers } from './promotion-members.ts';
import {
  asDate,
  campaignColumns,
  promotionCampaignRows,
  REPORT_HEADERS,
  reportRows,
  requirePromotion,
} from './promotion-rows.ts';

export { requirePromotion };

/** A promotion's entries in the record audit trail (settings/audit.ts). */
const PROMOTION_AUDIT = 'PROMOTION';

const TIME_ZONE = BUSINESS_TIME_ZONE;
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

/** The same phase in code, for the items and the export. */
export function phaseOf(
  row: { status: string; startDate: Date | string; endDate: Date | string },
  day = businessDay(),
): PromotionPhase {
  if (row.status === 'canceled') return 'canceled';
  if (row.status === 'inactive') return 'inactive';
  if (day < dayText(row.startDate)) return 'planned';
  if (day > dayText(row.endDate)) return 'finished';
  return 'running';
}

type PromotionRow = RowOf<'salesPromotion'>;

const invalid = (field: string, message: ServerMessage) =>
  new ValidationError({ [field]: message }, []);

/** The spec's date rules (spec 3 §5), answered on the fields. */
export function checkPromotionDates(body: { startDate?: string | null; endDate?: string | null }) {
  const { startDate, endDate } = body;
  if (!startDate && !endDate) throw invalid('startDate', serverMessage('datesRequired'));
  if (!startDate) throw invalid('startDate', serverMessage('startDateRequired'));
  if (!endDate) throw invalid('endDate', serverMessage('endDateRequired'));
  if (startDate > endDate) throw invalid('endDate', serverMessage('startBeforeEnd'));
}

async function promotionItems(db: Db, rows: PromotionRow[]): Promise<Promotion[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const typeIds = [...new Set(rows.flatMap((row) => (row.typeId ? [row.typeId] : [])))];
  const userIds = [
    ...new Set(rows.flatMap((row) => (row.createdByUserId ? [row.createdByUserId] : []))),
  ];
  const [types, userOf, accounts, contacts, templates] = await Promise.all([
    typeIds.length
      ? db
          .selectFrom('salesPromotionType')
          .select(['id', 'name'])
          .where('id', 'in', typeIds)
          .execute()
      : [],
    userNames(db, userIds),
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
  const accountsOf = new Map(accounts.map((row) => [row.promotionId, Number(row.n)]));
  const contactsOf = new Map(contacts.map((row) => [row.promotionId, Number(row.n)]));
  const withTemplate = new Set(templates.map((row) => row.promotionId));
  const day = businessDay();
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
      createdBy: creator ? { userId: creator.id, name: creator.name } : null,
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

/** Sales promotions (spec 3 §2.6): the list kit's resource, the types, the promotion's pages. */
export function registerPromotionsService(context: ServiceContext): void {
  const { app, database } = context;
  const { db } = database;

  registerNamedResource(app, db, {
    endpoints: promotionTypeEndpoints,
    table: 'salesPromotionType',
    access: funnelAccess,
    noun: 'type',
    texts: 'promotions.types',
    nameTaken: serverMessage('promotionTypeNameTaken'),
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
        const type = await actorScope(trx, actor)
          .byId('salesPromotionType', body.typeId)
          .select('id')
          .executeTakeFirst();
        if (!type) throw invalid('typeId', serverMessage('noSuchPromotionType'));
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
    // Issue 37: creating or editing a promotion writes its history, in the same transaction:
    // a new one's values, an edit's changed fields (the type by its name, not its id).
    onChange: async (trx, { actor, before, after }) => {
      const typeIds = [before?.typeId, after.typeId].filter((id): id is number => Boolean(id));
      const types = typeIds.length
        ? await actorScope(trx, actor)
            .rows('salesPromotionType')
            .select(['id', 'name'])
            .where('id', 'in', typeIds)
            .execute()
        : [];
      const shown = (row: RowOf<'salesPromotion'>) => ({
        name: row.name,
        type: types.find((type) => type.id === row.typeId)?.name ?? null,
        description: row.description,
        startDate: row.startDate,
        endDate: row.endDate,
        deadline: row.deadline,
        status: row.status,
      });
      await auditChange(trx, {
        actor,
        entityType: PROMOTION_AUDIT,
        entityId: after.id,
        before: before && shown(before),
        after: { companyId: after.companyId, ...shown(after) },
      });
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

  registerPromotionMembers(context);

  registerList(app, calls.campaigns, funnelAccess, {
    rows: ({ scope, params, query }) =>
      promotionCampaignRows(scope, params.promotionId, query.kind ?? 'offers'),
    ...byColumn('k', 'startDate'),
    select: (rows) => rows.select(campaignColumns),
    toItems: async (rows, { scope, params }) => {
      await requirePromotion(scope, params.promotionId);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        status: row.status as PromotionCampaign['status'],
        advertiser: { id: row.advertiserId, name: row.advertiserName },
        startDate: dayText(row.startDate as Date | string),
        endDate: dayText(row.endDate as Date | string),
        netTotal: Number(row.netTotal).toFixed(2),
        currency: row.currency,
      }));
    },
  });

  /** A promotion's documents: the company's stored files it names. */
  const documentRows = (scope: Scope, promotionId: number) =>
    scope
      .rows('storedFile as f')
      .innerJoin('salesPromotionDocument as d', 'd.fileId', 'f.id')
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
  type DocumentRow = RowOfQuery<typeof documentRows>;
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

  registerEndpoint(app, calls.history, funnelAccess, async ({ params, scope }) => {
    await requirePromotion(scope, params.promotionId);
    return auditTrail(scope, PROMOTION_AUDIT, params.promotionId);
  });

  registerEndpoint(app, calls.documents, funnelAccess, async ({ params, scope }) => {
    await requirePromotion(scope, params.promotionId);
    const rows = await documentRows(scope, params.promotionId)
      .orderBy('d.addedAt', 'desc')
      .execute();
    return { items: rows.map(toDocument) };
  });

  registerEndpoint(app, calls.addDocument, funnelAccess, async ({ actor, params, body, scope }) => {
    const { user } = requireActor(actor);
    await requirePromotion(scope, params.promotionId);
    const file = await scope
      .byId('storedFile', body.fileId)
      .select(['id', 'scanStatus'])
      .executeTakeFirst();
    if (file?.scanStatus !== 'SCAN_SUCCESSFUL' || !file)
      throw invalid('fileId', serverMessage('noSuchFile'));
    await db
      .insertInto('salesPromotionDocument')
      .values({ promotionId: params.promotionId, fileId: file.id, addedByUserId: user.userId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return toDocument(
      await documentRows(scope, params.promotionId)
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
    const day = businessDay();
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
          rows: reportRows(scope, params.promotionId, params.type, texts),
        }),
      );
  });

  registerPromotionMail(context);
}

export const noTemplate = () =>
  new HttpError(409, 'The promotion has no mail template yet', 'NO_MAIL_TEMPLATE');
