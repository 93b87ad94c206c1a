import {
  type Comment,
  type CommentVariant,
  type crmCommentsQuerySchema,
  type crmCommentWriteSchema,
  endpoints,
  type funnelCommentsQuerySchema,
  type funnelCommentWriteSchema,
} from '@adconsole/api/contracts';
import type { z } from 'zod/mini';
import type { Db } from '../db/database.ts';
import type { AccessRule } from '../http/access.ts';
import { registerEndpoint, requireActor } from '../http/routes.ts';
import type { ServiceContext } from './context.ts';
import {
  dayEnd,
  dayStart,
  deleteUnattachedFiles,
  fullName,
  funnelAccess,
  notFound,
  notifyParticipants,
  requireAccount,
  requireAttachableFiles,
  requireContacts,
  requireSalesParticipants,
  salesAccess,
} from './sales-records.ts';

type CommentWrite = z.output<typeof crmCommentWriteSchema> &
  Partial<Pick<z.output<typeof funnelCommentWriteSchema>, 'taskId' | 'notifySales'>>;
type CommentsQuery = z.output<typeof crmCommentsQuerySchema> &
  Partial<Pick<z.output<typeof funnelCommentsQuerySchema>, 'taskId'>>;

function selectComments(db: Db) {
  return db
    .selectFrom('comment as cm')
    .innerJoin('account as acc', 'acc.id', 'cm.accountId')
    .innerJoin('appUser as u', 'u.id', 'cm.creatorUserId')
    .select([
      'cm.id',
      'cm.accountId',
      'acc.displayName as accountName',
      'cm.taskId',
      'cm.title',
      'cm.message',
      'cm.commentDate',
      'cm.createdAt',
      'cm.creatorUserId',
      'u.firstName',
      'u.lastName',
      'cm.notifySales',
      'cm.privateAccess',
    ]);
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['execute']>>[number];

async function toComments(db: Db, rows: readonly CommentRow[]): Promise<Comment[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [contacts, participants, files] = await Promise.all([
    db
      .selectFrom('commentContact as cc')
      .innerJoin('contact as c', 'c.id', 'cc.contactId')
      .select(['cc.commentId', 'c.id', 'c.firstName', 'c.lastName'])
      .where('cc.commentId', 'in', ids)
      .orderBy('c.lastName')
      .orderBy('c.firstName')
      .execute(),
    db
      .selectFrom('commentParticipant as cp')
      .innerJoin('appUser as u', 'u.id', 'cp.userId')
      .select(['cp.commentId', 'u.id', 'u.firstName', 'u.lastName'])
      .where('cp.commentId', 'in', ids)
      .orderBy('u.lastName')
      .orderBy('u.firstName')
      .execute(),
    db
      .selectFrom('commentFile as cf')
      .innerJoin('storedFile as f', 'f.id', 'cf.fileId')
      .select(['cf.commentId', 'f.id', 'f.fileName', 'f.createdAt'])
      .where('cf.commentId', 'in', ids)
      .orderBy('f.createdAt')
      .execute(),
  ]);
  const of = <T extends { commentId: number }>(list: T[], id: number) =>
    list.filter((entry) => entry.commentId === id);
  return rows.map((row) => ({
    id: row.id,
    accountId: row.accountId,
    accountName: row.accountName,
    taskId: row.taskId,
    title: row.title,
    message: row.message,
    date: row.commentDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
    creatorId: row.creatorUserId,
    creatorName: fullName(row),
    contacts: of(contacts, row.id).map((contact) => ({ id: contact.id, name: fullName(contact) })),
    additionalParticipants: of(participants, row.id).map((user) => ({
      id: user.id,
      name: fullName(user),
    })),
    files: of(files, row.id).map((file) => ({ fileId: file.id, fileName: file.fileName })),
    notifySales: row.notifySales,
    privateAccess: row.privateAccess,
  }));
}

async function commentById(db: Db, companyId: number, variant: CommentVariant, id: number) {
  const row = await selectComments(db)
    .where('cm.id', '=', id)
    .where('cm.companyId', '=', companyId)
    .where('cm.variant', '=', variant)
    .executeTakeFirst();
  if (!row) throw notFound('comment');
  const [comment] = await toComments(db, [row]);
  if (!comment) throw notFound('comment');
  return comment;
}

/** An account of the company, contacts at it, SALES participants, clean distinct files. */
async function checkCommentWrite(
  db: Db,
  companyId: number,
  body: CommentWrite,
  commentId?: number,
) {
  const account = await requireAccount(db, companyId, body.accountId, 'accountId');
  const contactIds = await requireContacts(db, account.id, body.contactIds, 'contactIds');
  const participantIds = await requireSalesParticipants(
    db,
    companyId,
    body.additionalParticipantIds,
    'additionalParticipantIds',
  );
  const fileIds = await requireAttachableFiles(
    db,
    companyId,
    body.files.map((file) => file.fileId),
    commentId === undefined ? undefined : { commentId },
    'files',
  );
  return { account, contactIds, participantIds, fileIds };
}

type CheckedWrite = Awaited<ReturnType<typeof checkCommentWrite>>;

async function replaceRelations(db: Db, commentId: number, checked: CheckedWrite) {
  await Promise.all([
    db.deleteFrom('commentContact').where('commentId', '=', commentId).execute(),
    db.deleteFrom('commentParticipant').where('commentId', '=', commentId).execute(),
    db.deleteFrom('commentFile').where('commentId', '=', commentId).execute(),
  ]);
  const { contactIds, participantIds, fileIds } = checked;
  if (contactIds.length > 0) {
    await db
      .insertInto('commentContact')
      .values(contactIds.map((contactId) => ({ commentId, contactId })))
      .execute();
  }
  if (participantIds.length > 0) {
    await db
      .insertInto('commentParticipant')
      .values(participantIds.map((userId) => ({ commentId, userId })))
      .execute();
  }
  if (fileIds.length > 0) {
    await db
      .insertInto('commentFile')
      .values(fileIds.map((fileId) => ({ commentId, fileId })))
      .execute();
  }
}

function commentValues(variant: CommentVariant, body: CommentWrite) {
  return {
    variant,
    accountId: body.accountId,
    taskId: variant === 'FUNNEL' ? (body.taskId ?? null) : null,
    title: body.title || null,
    message: body.message,
    notifySales: variant === 'FUNNEL' ? (body.notifySales ?? false) : false,
    privateAccess: body.privateAccess,
  };
}

/** The list and the writes of one variant; the variant is fixed per route (spec 2 §4). */
function registerVariant(
  { app, database }: ServiceContext,
  variant: CommentVariant,
  access: AccessRule,
  calls: {
    list: typeof endpoints.crmComments | typeof endpoints.funnelComments;
    create: typeof endpoints.createCrmComment | typeof endpoints.createFunnelComment;
    update: typeof endpoints.updateCrmComment | typeof endpoints.updateFunnelComment;
    remove: typeof endpoints.deleteCrmComment | typeof endpoints.deleteFunnelComment;
  },
) {
  const { db } = database;

  registerEndpoint(app, calls.list, access, async ({ actor, query: input }) => {
    const { actingCompanyId } = requireActor(actor);
    const query = input as CommentsQuery;
    let comments = db
      .selectFrom('comment as cm')
      .where('cm.companyId', '=', actingCompanyId)
      .where('cm.variant', '=', variant);
    if (query.accountId) comments = comments.where('cm.accountId', '=', query.accountId);
    if (query.taskId) comments = comments.where('cm.taskId', '=', query.taskId);
    if (query.creatorId) comments = comments.where('cm.creatorUserId', '=', query.creatorId);
    if (query.dateFrom) comments = comments.where('cm.commentDate', '>=', dayStart(query.dateFrom));
    if (query.dateTo) comments = comments.where('cm.commentDate', '<', dayEnd(query.dateTo));
    const { contactId } = query;
    if (contactId) {
      comments = comments.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('commentContact as cc')
            .select('cc.commentId')
            .whereRef('cc.commentId', '=', 'cm.id')
            .where('cc.contactId', '=', contactId),
        ),
      );
    }
    const sortColumn = query.sort === 'date' ? 'cm.commentDate' : 'cm.createdAt';
    const direction = query.order === 'ASC' ? 'asc' : 'desc';
    const page = comments
      .select('cm.id')
      .orderBy(sortColumn, direction)
      .orderBy('cm.id', direction)
      .limit(query.limit)
      .offset(query.page * query.limit);
    const [rows, count] = await Promise.all([
      selectComments(db)
        .where('cm.id', 'in', page)
        .orderBy(sortColumn, direction)
        .orderBy('cm.id', direction)
        .execute(),
      comments.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { items: await toComments(db, rows), total: Number(count.total) };
  });

  const notify = (trx: Db, body: CommentWrite, checked: CheckedWrite, creator: string) =>
    variant === 'FUNNEL' && body.notifySales
      ? notifyParticipants(
          trx,
          checked.participantIds,
          `${creator} commented on ${checked.account.displayName}`,
          `${[body.title, body.message].filter(Boolean).join('\n\n')}\n`,
        )
      : undefined;

  registerEndpoint(app, calls.create, access, async ({ actor, body: input }) => {
    const { user, actingCompanyId } = requireActor(actor);
    const body = input as CommentWrite;
    const id = await db.transaction().execute(async (trx) => {
      const checked = await checkCommentWrite(trx, actingCompanyId, body);
      const { id } = await trx
        .insertInto('comment')
        .values({
          ...commentValues(variant, body),
          companyId: actingCompanyId,
          creatorUserId: user.userId,
          commentDate: body.date ? new Date(body.date) : new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await replaceRelations(trx, id, checked);
      await notify(trx, body, checked, fullName(user));
      return id;
    });
    return commentById(db, actingCompanyId, variant, id);
  });

  registerEndpoint(app, calls.update, access, async ({ actor, params, body: input }) => {
    const { user, actingCompanyId } = requireActor(actor);
    const body = input as CommentWrite;
    await db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('comment')
        .select(['id', 'commentDate'])
        .where('id', '=', params.commentId)
        .where('companyId', '=', actingCompanyId)
        .where('variant', '=', variant)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw notFound('comment');
      const checked = await checkCommentWrite(trx, actingCompanyId, body, current.id);
      await trx
        .updateTable('comment')
        .set({
          ...commentValues(variant, body),
          commentDate: body.date ? new Date(body.date) : current.commentDate,
          updatedAt: new Date(),
        })
        .where('id', '=', current.id)
        .execute();
      await replaceRelations(trx, current.id, checked);
      await notify(trx, body, checked, fullName(user));
    });
    return commentById(db, actingCompanyId, variant, params.commentId);
  });

  registerEndpoint(app, calls.remove, access, async ({ actor, params }) => {
    const { actingCompanyId } = requireActor(actor);
    await db.transaction().execute(async (trx) => {
      const files = await trx
        .selectFrom('commentFile as cf')
        .innerJoin('comment as cm', 'cm.id', 'cf.commentId')
        .select('cf.fileId')
        .where('cm.id', '=', params.commentId)
        .where('cm.companyId', '=', actingCompanyId)
        .where('cm.variant', '=', variant)
        .execute();
      const deleted = await trx
        .deleteFrom('comment')
        .where('id', '=', params.commentId)
        .where('companyId', '=', actingCompanyId)
        .where('variant', '=', variant)
        // By the returned row: PGlite's driver reports no count of deleted rows.
        .returning('id')
        .executeTakeFirst();
      if (!deleted) throw notFound('comment');
      await deleteUnattachedFiles(
        trx,
        files.map((file) => file.fileId),
      );
    });
  });
}

/** Comments in both variants (spec 2 §3, §7): CRM (account) and sales funnel (task). */
export function registerCommentsService(context: ServiceContext): void {
  registerVariant(context, 'CRM', salesAccess, {
    list: endpoints.crmComments,
    create: endpoints.createCrmComment,
    update: endpoints.updateCrmComment,
    remove: endpoints.deleteCrmComment,
  });
  registerVariant(context, 'FUNNEL', funnelAccess, {
    list: endpoints.funnelComments,
    create: endpoints.createFunnelComment,
    update: endpoints.updateFunnelComment,
    remove: endpoints.deleteFunnelComment,
  });
}
