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
import type { Db } from '../../db/database.ts';
import type { AccessRule } from '../../http/access.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import type { RowOfQuery } from '../../kit/list.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { type TimelineKind, type TimelineLinks, timelineService } from '../timeline/timeline.ts';
import { fullName, funnelAccess, salesAccess } from './sales-records.ts';

type CommentWrite = z.output<typeof crmCommentWriteSchema> &
  Partial<Pick<z.output<typeof funnelCommentWriteSchema>, 'taskId' | 'notifySales'>>;
type CommentsQuery = z.output<typeof crmCommentsQuerySchema> &
  Partial<Pick<z.output<typeof funnelCommentsQuerySchema>, 'taskId'>>;

function selectComments(scope: Scope, db: Db) {
  // The account and the creator are joined by the scoped comment's keys.
  return scope
    .rows('comment as cm', db)
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

type CommentRow = RowOfQuery<typeof selectComments>;

function toComment(row: CommentRow, links: TimelineLinks): Comment {
  return {
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
    contacts: links.contacts.map(({ id, name }) => ({ id, name })),
    additionalParticipants: links.participants.map(({ id, name }) => ({ id, name })),
    files: links.files.map(({ fileId, fileName }) => ({ fileId, fileName })),
    notifySales: row.notifySales,
    privateAccess: row.privateAccess,
  };
}

/** Comments of one variant as timeline entries; the variant is fixed per route (spec 2 §4). */
function commentKind(variant: CommentVariant): TimelineKind<Comment, CommentRow, CommentWrite> {
  const isFunnel = variant === 'FUNNEL';
  const values = (body: CommentWrite) => ({
    accountId: body.accountId,
    taskId: isFunnel ? (body.taskId ?? null) : null,
    title: body.title || null,
    message: body.message,
    notifySales: isFunnel ? (body.notifySales ?? false) : false,
    privateAccess: body.privateAccess,
  });
  return {
    name: 'comment',
    tables: {
      entry: 'comment',
      owner: 'commentId',
      contacts: 'commentContact',
      participants: 'commentParticipant',
      files: 'commentFile',
      date: 'commentDate',
      created: 'createdAt',
    },
    rows: (db, { company }, ids) =>
      selectComments(company, db)
        .where('cm.id', 'in', [...ids])
        .where('cm.variant', '=', variant)
        .execute(),
    toEntry: toComment,
    // An account of the company, contacts at it, SALES participants, clean distinct files.
    write: (body) => ({
      links: {
        account: [body.accountId, 'accountId'],
        contacts: [body.contactIds, 'contactIds'],
        participants: [body.additionalParticipantIds, 'additionalParticipantIds'],
        files: [body.files.map((file) => file.fileId), 'files'],
      },
      notice: (creator, account) =>
        isFunnel && body.notifySales ? { kind: 'comment', creator, account } : undefined,
      title: body.title,
      message: body.message,
    }),
    insert: async (db, { company }, creatorUserId, body) => {
      const { id } = await company
        .insert(
          'comment',
          {
            ...values(body),
            variant,
            creatorUserId,
            commentDate: body.date ? new Date(body.date) : new Date(),
          },
          db,
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    // Without a date, the comment keeps its own.
    update: async (db, id, body) => {
      await db
        .updateTable('comment')
        .set({
          ...values(body),
          ...(body.date ? { commentDate: new Date(body.date) } : {}),
          updatedAt: new Date(),
        })
        .where('id', '=', id)
        .execute();
    },
  };
}

/** The list and the writes of one variant. */
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
  const comments = timelineService(database.db, commentKind(variant));
  const entries = (scope: Scope) => ({ company: scope, variant });

  registerEndpoint(app, calls.list, access, async ({ scope, query }) =>
    comments.list(entries(scope), query as CommentsQuery),
  );

  registerEndpoint(app, calls.create, access, async ({ actor, scope, body }) =>
    comments.create(entries(scope), requireActor(actor).user, body as CommentWrite),
  );

  registerEndpoint(app, calls.update, access, async ({ actor, scope, params, body }) =>
    comments.update(
      entries(scope),
      requireActor(actor).user,
      params.commentId,
      body as CommentWrite,
    ),
  );

  registerEndpoint(app, calls.remove, access, async ({ scope, params }) => {
    await comments.remove(entries(scope), params.commentId);
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
