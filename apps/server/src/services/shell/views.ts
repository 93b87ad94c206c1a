import { endpoints, type SavedView, serverMessage } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { AccessRule } from '../../http/access.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';

/** Any signed-in user keeps views and columns of the lists they may open, in their acting company. */
const viewAccess: AccessRule = { roles: 'signed-in', company: 'actable' };

const nameTaken = () => new ValidationError({ name: serverMessage('viewNameTaken') }, []);

/** Saved views and column settings of the list kit (ws-users/views, ws-users/list-settings). */
export function registerViewsService({ app, database: { db } }: ServiceContext): void {
  /** The views of a list the caller sees: their own and those shared in the acting company. */
  const visibleViews = (scope: Scope, userId: number) =>
    scope
      .rows('savedView')
      .innerJoin('appUser', 'appUser.id', 'savedView.ownerUserId')
      .where((eb) =>
        eb.or([eb('savedView.ownerUserId', '=', userId), eb('savedView.shared', '=', true)]),
      )
      .select([
        'savedView.id',
        'savedView.listKey',
        'savedView.name',
        'savedView.search',
        'savedView.shared',
        'savedView.ownerUserId',
        'savedView.createdAt',
        sql<string>`app_user.first_name || ' ' || app_user.last_name`.as('ownerName'),
      ]);
  const toView = (
    userId: number,
    row: {
      id: number;
      listKey: string;
      name: string;
      search: Record<string, string>;
      shared: boolean;
      ownerUserId: number;
      ownerName: string;
      createdAt: Date;
    },
  ): SavedView => ({
    id: row.id,
    list: row.listKey,
    name: row.name,
    search: row.search,
    shared: row.shared,
    mine: row.ownerUserId === userId,
    ownerName: row.ownerName,
    createdAt: row.createdAt.toISOString(),
  });

  registerEndpoint(app, endpoints.savedViews, viewAccess, async ({ actor, scope, query }) => {
    const { user } = requireActor(actor);
    const rows = await visibleViews(scope, user.userId)
      .where('savedView.listKey', '=', query.list)
      .orderBy(sql`lower(saved_view.name)`)
      .orderBy('savedView.id')
      .execute();
    return { items: rows.map((row) => toView(user.userId, row)) };
  });

  registerEndpoint(app, endpoints.createSavedView, viewAccess, async ({ actor, scope, body }) => {
    const { user } = requireActor(actor);
    const same = await scope
      .rows('savedView')
      .select('id')
      .where('ownerUserId', '=', user.userId)
      .where('listKey', '=', body.list)
      .where(sql<boolean>`lower(name) = lower(${body.name})`)
      .executeTakeFirst();
    if (same) throw nameTaken();
    try {
      const { id } = await scope
        .insert('savedView', {
          ownerUserId: user.userId,
          listKey: body.list,
          name: body.name,
          search: JSON.stringify(body.search),
          shared: body.shared,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await visibleViews(scope, user.userId)
        .where('savedView.id', '=', id)
        .executeTakeFirstOrThrow();
      return toView(user.userId, row);
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  });

  registerEndpoint(app, endpoints.deleteSavedView, viewAccess, async ({ actor, scope, params }) => {
    const { user } = requireActor(actor);
    // Only the owner deletes a view; a colleague's shared view is not theirs to remove.
    const deleted = await scope
      .delete('savedView')
      .where('id', '=', params.id)
      .where('ownerUserId', '=', user.userId)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) throw notFound('saved view');
  });

  registerEndpoint(app, endpoints.listSettings, viewAccess, async ({ actor, params }) => {
    const { user } = requireActor(actor);
    const row = await db
      .selectFrom('listSetting')
      .select(['hiddenColumns', 'columnOrder'])
      .where('userId', '=', user.userId)
      .where('listKey', '=', params.list)
      .executeTakeFirst();
    return { hidden: row?.hiddenColumns ?? [], order: row?.columnOrder ?? [] };
  });

  registerEndpoint(app, endpoints.saveListSettings, viewAccess, async ({ actor, params, body }) => {
    const { user } = requireActor(actor);
    const values = {
      hiddenColumns: JSON.stringify(body.hidden),
      columnOrder: JSON.stringify(body.order),
      updatedAt: new Date(),
    };
    await db
      .insertInto('listSetting')
      .values({ userId: user.userId, listKey: params.list, ...values })
      .onConflict((conflict) => conflict.columns(['userId', 'listKey']).doUpdateSet(values))
      .execute();
    return body;
  });
}
