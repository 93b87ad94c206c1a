import { endpoints, type OrderComments } from '@adconsole/api/contracts';
import type { AccessRule } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import { byColumn, registerList } from '../../kit/paged-list.ts';
import type { ScopedRows } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';

// The administrators' messages (spec 1 §1, §6; issue 44): the order comments behind the header's
// mail icon, unread ones only unless showRead, newest first, each with the campaign or account it
// is about, its author and who read it. The badge counts the same call's unread total, so it
// shows exactly what the list does. Administrators read every company's comments (the 'all'
// scope), and a comment is read for all of them: one desk, one inbox.
//
// Decision: marking read writes no history entry of its own. The comment keeps who read it and
// when (read_by_user_id, read_at), which is all a history of it would say; marking it unread
// clears both.

/** The mail badge's comments: administrators only (spec 1 §6). */
export const orderCommentsAccess: AccessRule = { roles: { anyOf: ['ADMIN'] }, company: 'all' };

type OrderComment = OrderComments['items'][number];

/** The comments' rows with what an item shows (author, campaign, account, reader). */
const itemColumns = (rows: ScopedRows<'orderComment as oc'>) =>
  rows
    .innerJoin('appUser as u', 'u.id', 'oc.authorUserId')
    .leftJoin('campaign as c', 'c.id', 'oc.campaignId')
    // The account a comment is about: its own, or its campaign's advertiser.
    .leftJoin('account as a', (join) =>
      join.on((eb) => eb('a.id', '=', eb.fn.coalesce('oc.accountId', 'c.advertiserAccountId'))),
    )
    .leftJoin('appUser as r', 'r.id', 'oc.readByUserId')
    .select([
      'oc.id',
      'oc.companyId',
      'oc.message',
      'oc.createdAt',
      'oc.readAt',
      'u.firstName',
      'u.lastName',
      'c.id as campaignId',
      'c.name as campaignName',
      'a.id as accountId',
      'a.name as accountName',
      'r.firstName as readerFirstName',
      'r.lastName as readerLastName',
    ]);

type CommentRow = Awaited<ReturnType<ReturnType<typeof itemColumns>['execute']>>[number];

const fullName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

const toItem = (row: CommentRow): OrderComment => ({
  id: row.id,
  companyId: row.companyId,
  authorName: fullName(row.firstName, row.lastName) ?? '',
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
  campaign: row.campaignId === null ? null : { id: row.campaignId, name: row.campaignName ?? '' },
  account: row.accountId === null ? null : { id: row.accountId, name: row.accountName ?? '' },
  readBy: row.readAt === null ? null : fullName(row.readerFirstName, row.readerLastName),
});

export function registerOrderComments({ app }: ServiceContext): void {
  registerList(app, endpoints.orderComments, orderCommentsAccess, {
    rows: ({ scope }) => scope.rows('orderComment as oc'),
    filters: { showRead: (rows, all) => (all ? rows : rows.where('oc.readAt', 'is', null)) },
    ...byColumn('oc', 'createdAt'),
    select: itemColumns,
    toItems: (rows) => rows.map(toItem),
  });

  // One comment read or unread again: who and when, or neither.
  registerEndpoint(
    app,
    endpoints.orderCommentRead,
    orderCommentsAccess,
    async ({ scope, actor, params, body }) => {
      const { read } = body;
      await scope
        .update('orderComment')
        .set(
          read
            ? { readAt: new Date(), readByUserId: requireActor(actor).user.userId }
            : { readAt: null, readByUserId: null },
        )
        .where('id', '=', params.id)
        // Read stays read as it was (its reader and time are not rewritten).
        .where('readAt', read ? 'is' : 'is not', null)
        .executeTakeFirst();
      const row = await itemColumns(scope.rows('orderComment as oc'))
        .where('oc.id', '=', params.id)
        .executeTakeFirst();
      if (!row) throw notFound('order comment');
      return toItem(row);
    },
  );

  // Every unread comment at once ("mark all read").
  registerEndpoint(
    app,
    endpoints.orderCommentsReadAll,
    orderCommentsAccess,
    async ({ scope, actor }) => {
      const result = await scope
        .update('orderComment')
        .set({ readAt: new Date(), readByUserId: requireActor(actor).user.userId })
        .where('readAt', 'is', null)
        // The rows themselves: PGlite answers no count of updated rows.
        .returning('id')
        .execute();
      return { count: result.length };
    },
  );
}
