import {
  type Activity,
  type ActivityEntityType,
  type ActivityType,
  type activityWriteSchema,
  endpoints,
  isTechnicalActivityType,
  NON_TECHNICAL_ACTIVITY_TYPES,
  type SortOrder,
  TECHNICAL_ACTIVITY_TYPES,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { z } from 'zod/mini';
import type { Db } from '../db/database.ts';
import { containsPattern } from '../db/like.ts';
import { HttpError, ValidationError } from '../http/errors.ts';
import { registerEndpoint, requireActor } from '../http/routes.ts';
import type { ServiceContext } from './context.ts';
import { sendStoredFile } from './files.ts';
import {
  dayEnd,
  dayStart,
  deleteUnattachedFiles,
  fullName,
  notFound,
  notifyParticipants,
  requireAccount,
  requireAttachableFiles,
  requireContacts,
  requireLabels,
  requireSalesParticipants,
  salesAccess,
} from './sales-records.ts';

type ActivityWrite = z.output<typeof activityWriteSchema>;

/** The columns of an activity list, with the account's name and the creator's. */
function selectActivities(db: Db) {
  return db
    .selectFrom('activity as a')
    .innerJoin('appUser as u', 'u.id', 'a.creatorUserId')
    .leftJoin('account as acc', 'acc.id', 'a.accountId')
    .select([
      'a.id',
      'a.taskId',
      'a.entityType',
      'a.entityId',
      'a.entityName',
      'a.accountId',
      'acc.displayName as accountName',
      'a.activityType',
      'a.title',
      'a.message',
      'a.activityDate',
      'a.creationDate',
      'a.creatorUserId',
      'u.firstName',
      'u.lastName',
      'a.privateAccess',
      'a.notifySales',
      'a.emails',
      'a.keyValues',
      'a.campaignPositionIds',
    ]);
}

type ActivityRow = Awaited<ReturnType<ReturnType<typeof selectActivities>['execute']>>[number];

/** Loads the contacts, participants, labels and files of the rows: four queries per page. */
async function toActivities(db: Db, rows: readonly ActivityRow[]): Promise<Activity[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [contacts, participants, labels, files] = await Promise.all([
    db
      .selectFrom('activityContact as ac')
      .innerJoin('contact as c', 'c.id', 'ac.contactId')
      .select(['ac.activityId', 'c.id', 'c.firstName', 'c.lastName', 'c.active'])
      .where('ac.activityId', 'in', ids)
      .orderBy('c.lastName')
      .orderBy('c.firstName')
      .execute(),
    db
      .selectFrom('activityParticipant as ap')
      .innerJoin('appUser as u', 'u.id', 'ap.userId')
      .select(['ap.activityId', 'u.id', 'u.firstName', 'u.lastName'])
      .where('ap.activityId', 'in', ids)
      .orderBy('u.lastName')
      .orderBy('u.firstName')
      .execute(),
    db
      .selectFrom('activityLabel as al')
      .innerJoin('label as l', 'l.id', 'al.labelId')
      .select(['al.activityId', 'l.id', 'l.name'])
      .where('al.activityId', 'in', ids)
      .orderBy(sql`lower(l.name)`)
      .execute(),
    db
      .selectFrom('activityFile as af')
      .innerJoin('storedFile as f', 'f.id', 'af.fileId')
      .select(['af.id', 'af.activityId', 'f.id as fileId', 'f.fileName'])
      .where('af.activityId', 'in', ids)
      .orderBy('af.id')
      .execute(),
  ]);
  const of = <T extends { activityId: number }>(list: T[], id: number) =>
    list.filter((entry) => entry.activityId === id);
  return rows.map((row) => {
    const rowParticipants = of(participants, row.id);
    const rowFiles = of(files, row.id);
    return {
      id: row.id,
      taskId: row.taskId,
      entityType: row.entityType as ActivityEntityType,
      entityId: row.entityId,
      entityName: row.accountName ?? row.entityName ?? `${row.entityType} ${row.entityId}`,
      accountId: row.accountId,
      activityType: row.activityType as ActivityType,
      title: row.title,
      message: row.message,
      date: row.activityDate.toISOString(),
      creationDate: row.creationDate.toISOString(),
      creatorId: row.creatorUserId,
      creatorName: fullName(row),
      contacts: of(contacts, row.id).map((contact) => ({
        id: contact.id,
        name: fullName(contact),
        firstName: contact.firstName,
        lastName: contact.lastName,
        active: contact.active,
      })),
      additionalParticipants: rowParticipants.map((participant) => participant.id),
      participants: rowParticipants.map((participant) => ({
        userId: participant.id,
        name: fullName(participant),
      })),
      labels: of(labels, row.id).map((label) => ({ id: label.id, name: label.name })),
      files: rowFiles.map((file) => ({ fileId: file.fileId, fileName: file.fileName })),
      attachments: rowFiles.map((file) => ({
        id: file.id,
        name: file.fileName,
        fileId: file.fileId,
      })),
      privateAccess: row.privateAccess,
      notifySales: row.notifySales,
      emails: row.emails,
      keyValues: row.keyValues,
      campaignPositionIds: row.campaignPositionIds,
    };
  });
}

async function activityById(db: Db, companyId: number, id: number): Promise<Activity> {
  const row = await selectActivities(db)
    .where('a.id', '=', id)
    .where('a.companyId', '=', companyId)
    .executeTakeFirst();
  if (!row) throw notFound('activity');
  const [activity] = await toActivities(db, [row]);
  if (!activity) throw notFound('activity');
  return activity;
}

/**
 * Checks a write against the company's records (spec 2 §5, §6): an account of the company,
 * a type people log by hand, contacts at the account, participants holding SALES, the
 * company's labels, clean files with distinct names.
 */
async function checkActivityWrite(
  db: Db,
  companyId: number,
  body: ActivityWrite,
  activityId?: number,
) {
  if (body.entityType !== 'ACCOUNT') {
    throw new ValidationError({ entityType: 'Only account activities are logged by hand' }, []);
  }
  if (isTechnicalActivityType(body.activityType)) {
    throw new ValidationError({ activityType: 'The system writes activities of this type' }, []);
  }
  if (body.privateAccess) {
    throw new ValidationError({ privateAccess: 'Activities are never private' }, []);
  }
  const account = await requireAccount(db, companyId, body.entityId, 'entityId');
  const contactIds = await requireContacts(
    db,
    account.id,
    body.contacts.map((contact) => contact.id),
    'contacts',
  );
  const participantIds = await requireSalesParticipants(
    db,
    companyId,
    body.additionalParticipants,
    'additionalParticipants',
  );
  const labelIds = await requireLabels(
    db,
    companyId,
    body.labels.map((label) => label.id),
    'labels',
  );
  const fileIds = await requireAttachableFiles(
    db,
    companyId,
    body.files.map((file) => file.fileId),
    activityId === undefined ? undefined : { activityId },
    'files',
  );
  return { account, contactIds, participantIds, labelIds, fileIds };
}

type CheckedWrite = Awaited<ReturnType<typeof checkActivityWrite>>;

/** The activity's contacts, participants, labels and files become the checked sets. */
async function replaceRelations(db: Db, activityId: number, checked: CheckedWrite) {
  await Promise.all([
    db.deleteFrom('activityContact').where('activityId', '=', activityId).execute(),
    db.deleteFrom('activityParticipant').where('activityId', '=', activityId).execute(),
    db.deleteFrom('activityLabel').where('activityId', '=', activityId).execute(),
    checked.fileIds.length > 0
      ? db
          .deleteFrom('activityFile')
          .where('activityId', '=', activityId)
          .where('fileId', 'not in', checked.fileIds)
          .execute()
      : db.deleteFrom('activityFile').where('activityId', '=', activityId).execute(),
  ]);
  const { contactIds, participantIds, labelIds, fileIds } = checked;
  if (contactIds.length > 0) {
    await db
      .insertInto('activityContact')
      .values(contactIds.map((contactId) => ({ activityId, contactId })))
      .execute();
  }
  if (participantIds.length > 0) {
    await db
      .insertInto('activityParticipant')
      .values(participantIds.map((userId) => ({ activityId, userId })))
      .execute();
  }
  if (labelIds.length > 0) {
    await db
      .insertInto('activityLabel')
      .values(labelIds.map((labelId) => ({ activityId, labelId })))
      .execute();
  }
  if (fileIds.length > 0) {
    await db
      .insertInto('activityFile')
      .values(fileIds.map((fileId) => ({ activityId, fileId })))
      .onConflict((conflict) => conflict.column('fileId').doNothing())
      .execute();
  }
}

function notifySales(db: Db, body: ActivityWrite, checked: CheckedWrite, creator: string) {
  if (!body.notifySales) return;
  const subject = `${creator}: ${body.activityType.toLowerCase()} with ${checked.account.displayName}`;
  const text = [body.title, body.message].filter(Boolean).join('\n\n');
  return notifyParticipants(db, checked.participantIds, subject, `${text}\n`);
}

/**
 * The company's activity, locked for a change or a delete (another company's is not found),
 * and whether the system wrote it: anything not logged on an account, or of a technical type.
 */
async function lockActivity(db: Db, companyId: number, id: number) {
  const current = await db
    .selectFrom('activity')
    .select(['id', 'activityType', 'entityType'])
    .where('id', '=', id)
    .where('companyId', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
  if (!current) throw notFound('activity');
  const isSystemEntry =
    current.entityType !== 'ACCOUNT' ||
    isTechnicalActivityType(current.activityType as ActivityType);
  return { id: current.id, isSystemEntry };
}

function activityValues(body: ActivityWrite) {
  return {
    taskId: body.taskId ?? null,
    entityType: body.entityType,
    entityId: body.entityId,
    accountId: body.entityId,
    activityType: body.activityType,
    title: body.title || null,
    message: body.message,
    activityDate: new Date(body.date),
    privateAccess: body.privateAccess,
    notifySales: body.notifySales,
    emails: body.emails,
    keyValues: JSON.stringify(body.keyValues),
    campaignPositionIds: body.campaignPositionIds,
  };
}

/** Activities of a company narrowed down by a list's filters. */
type FilteredActivities = ReturnType<typeof filterable>;
const filterable = (db: Db, companyId: number) =>
  db.selectFrom('activity as a').where('a.companyId', '=', companyId);

/**
 * A page of the filtered activities and their total. The page's ids come from the filter's
 * index alone; the joins run for those rows only.
 */
async function pageOfActivities(
  db: Db,
  filtered: FilteredActivities,
  query: { sort: 'creationDate' | 'date'; order: SortOrder; page: number; limit: number },
  { collectFirst = false }: { collectFirst?: boolean } = {},
) {
  const sortColumn = query.sort === 'date' ? 'a.activityDate' : 'a.creationDate';
  const direction = query.order === 'ASC' ? 'asc' : 'desc';
  // With a date range, the planner would walk the sort index from the newest entry and
  // filter, as if matches were spread evenly; a range in the past then reads hundreds of
  // thousands of rows for 20 (220 ms with 1,000,000 activities). Sorting by an expression
  // the index cannot deliver makes it collect the range from the filter's index and sort
  // only the matches, which costs what the count costs anyway.
  const sortKey = collectFirst ? sql`${sql.ref(sortColumn)} + interval '0 seconds'` : sortColumn;
  const page = filtered
    .select('a.id')
    .orderBy(sortKey, direction)
    .orderBy('a.id', direction)
    .limit(query.limit)
    .offset(query.page * query.limit);
  const [rows, count] = await Promise.all([
    selectActivities(db)
      .where('a.id', 'in', page)
      .orderBy(sortColumn, direction)
      .orderBy('a.id', direction)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: await toActivities(db, rows), total: Number(count.total) };
}

/** The activity service (spec 2 §7): writes, lists, creators, attachments, types. */
export function registerActivitiesService({ app, database }: ServiceContext): void {
  const { db } = database;

  registerEndpoint(app, endpoints.createActivity, salesAccess, async ({ actor, body }) => {
    const { user, actingCompanyId } = requireActor(actor);
    const id = await db.transaction().execute(async (trx) => {
      const checked = await checkActivityWrite(trx, actingCompanyId, body);
      const { id } = await trx
        .insertInto('activity')
        .values({
          ...activityValues(body),
          companyId: actingCompanyId,
          creatorUserId: user.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await replaceRelations(trx, id, checked);
      await notifySales(trx, body, checked, fullName(user));
      return id;
    });
    return activityById(db, actingCompanyId, id);
  });

  registerEndpoint(app, endpoints.updateActivity, salesAccess, async ({ actor, params, body }) => {
    const { user, actingCompanyId } = requireActor(actor);
    await db.transaction().execute(async (trx) => {
      const current = await lockActivity(trx, actingCompanyId, params.activityId);
      if (current.isSystemEntry) {
        throw new ValidationError({}, ['Entries the system wrote cannot be changed']);
      }
      const checked = await checkActivityWrite(trx, actingCompanyId, body, current.id);
      await trx
        .updateTable('activity')
        .set({ ...activityValues(body), updatedAt: new Date() })
        .where('id', '=', current.id)
        .execute();
      await replaceRelations(trx, current.id, checked);
      await notifySales(trx, body, checked, fullName(user));
    });
    return activityById(db, actingCompanyId, params.activityId);
  });

  registerEndpoint(app, endpoints.deleteActivity, salesAccess, async ({ actor, query }) => {
    const { actingCompanyId } = requireActor(actor);
    await db.transaction().execute(async (trx) => {
      const files = await trx
        .selectFrom('activityFile as af')
        .innerJoin('activity as a', 'a.id', 'af.activityId')
        .select('af.fileId')
        .where('a.id', '=', query.id)
        .where('a.companyId', '=', actingCompanyId)
        .execute();
      const current = await lockActivity(trx, actingCompanyId, query.id);
      // The log of what the system did stays whole, as it cannot be changed either.
      if (current.isSystemEntry) {
        // 409, not 422: a delete has no form to show field errors on (spec 2 §8), so the
        // console shows the message as an error toast.
        throw new HttpError(
          409,
          'Entries the system wrote cannot be deleted',
          'SYSTEM_ENTRY_READ_ONLY',
        );
      }
      // By the returned row: PGlite's driver reports no count of deleted rows.
      const deleted = await trx
        .deleteFrom('activity')
        .where('id', '=', current.id)
        .returning('id')
        .executeTakeFirst();
      if (!deleted) throw notFound('activity');
      // The attachments go with the activity.
      await deleteUnattachedFiles(
        trx,
        files.map((file) => file.fileId),
      );
    });
  });

  registerEndpoint(
    app,
    endpoints.entityActivities,
    salesAccess,
    async ({ actor, params, query }) => {
      const { actingCompanyId } = requireActor(actor);
      let activities = filterable(db, actingCompanyId);
      activities =
        params.entityType === 'ACCOUNT'
          ? activities
              .where('a.accountId', '=', params.entityId)
              .where('a.entityType', '=', 'ACCOUNT')
          : activities
              .where('a.entityType', '=', params.entityType)
              .where('a.entityId', '=', params.entityId);
      if (query.activityType)
        activities = activities.where('a.activityType', '=', query.activityType);
      if (query.filter) {
        const pattern = containsPattern(query.filter);
        activities = activities.where((eb) =>
          eb.or([eb('a.title', 'ilike', pattern), eb('a.message', 'ilike', pattern)]),
        );
      }
      return pageOfActivities(db, activities, query);
    },
  );

  registerEndpoint(app, endpoints.touchpoints, salesAccess, async ({ actor, query }) => {
    const { actingCompanyId } = requireActor(actor);
    let touchpoints = filterable(db, actingCompanyId).where('a.entityType', '=', 'ACCOUNT');
    if (query.accountId) touchpoints = touchpoints.where('a.accountId', '=', query.accountId);
    if (query.taskId) touchpoints = touchpoints.where('a.taskId', '=', query.taskId);
    if (query.creatorId) touchpoints = touchpoints.where('a.creatorUserId', '=', query.creatorId);
    if (query.activityType) {
      touchpoints = touchpoints.where('a.activityType', '=', query.activityType);
    }
    if (query.dateFrom)
      touchpoints = touchpoints.where('a.activityDate', '>=', dayStart(query.dateFrom));
    if (query.dateTo) touchpoints = touchpoints.where('a.activityDate', '<', dayEnd(query.dateTo));
    const { contactId } = query;
    if (contactId) {
      touchpoints = touchpoints.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('activityContact as ac')
            .select('ac.activityId')
            .whereRef('ac.activityId', '=', 'a.id')
            .where('ac.contactId', '=', contactId),
        ),
      );
    }
    return pageOfActivities(db, touchpoints, query, {
      collectFirst: Boolean(query.dateFrom || query.dateTo),
    });
  });

  registerEndpoint(app, endpoints.touchpointCreators, salesAccess, async ({ actor }) => {
    const { actingCompanyId } = requireActor(actor);
    // One index probe per user rather than a scan of every activity.
    const creators = await db
      .selectFrom('appUser as u')
      .select(['u.id', 'u.firstName', 'u.lastName'])
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('activity as a')
            .select('a.id')
            .where('a.companyId', '=', actingCompanyId)
            .where('a.entityType', '=', 'ACCOUNT')
            .whereRef('a.creatorUserId', '=', 'u.id'),
        ),
      )
      .orderBy('u.lastName')
      .orderBy('u.firstName')
      .execute();
    return { items: creators.map((user) => ({ userId: user.id, name: fullName(user) })) };
  });

  registerEndpoint(
    app,
    endpoints.activityAttachment,
    salesAccess,
    async ({ actor, params, reply }) => {
      const { actingCompanyId } = requireActor(actor);
      const attachment = await db
        .selectFrom('activityFile as af')
        .innerJoin('activity as a', 'a.id', 'af.activityId')
        .select('af.fileId')
        .where('af.id', '=', params.attachmentId)
        .where('a.companyId', '=', actingCompanyId)
        .executeTakeFirst();
      if (attachment) await sendStoredFile(db, actingCompanyId, attachment.fileId, reply);
    },
  );

  registerEndpoint(app, endpoints.technicalActivityTypes, salesAccess, async () => ({
    items: [...TECHNICAL_ACTIVITY_TYPES],
  }));

  registerEndpoint(app, endpoints.nonTechnicalActivityTypes, salesAccess, async () => ({
    items: [...NON_TECHNICAL_ACTIVITY_TYPES],
  }));
}
