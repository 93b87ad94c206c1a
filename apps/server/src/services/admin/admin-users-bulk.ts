import { type AdminUser, adminEndpoints, type BulkRowResult } from '@adconsole/api/contracts';
import type { FastifyInstance } from 'fastify';
import { revokeAllTokens } from '../../auth/sessions.ts';
import type { Db } from '../../db/database.ts';
import type { AccessRule } from '../../http/access.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import { bulkSummary, notFoundRow, refused } from '../../kit/bulk.ts';
import { activeBulk } from '../../kit/named.ts';
import { replyWithExport } from '../../kit/resource.ts';
import { writeAudit } from './admin-audit.ts';
import { listUsers } from './admin-users.ts';

// The administrators' users list beside its page (issue 37): its bulk actions and its export,
// on the kit's bulk answer and export stream. Every row is checked on the server: a user that
// is none (or was removed) is NOT_FOUND, one already in the asked state is refused, and an
// administrator cannot deactivate themselves (the form's rule, spec 1's "selfDeactivation").

const ACTIONS = activeBulk('user');

/** The columns of the export, as the list's columns are named (`users.columns.<id>`). */
const exportColumns = {
  lastName: { header: 'users.columns.lastName', value: (user: ExportedUser) => user.name },
  email: { header: 'users.columns.email', value: (user: ExportedUser) => user.email },
  companyName: {
    header: 'users.columns.companyName',
    value: (user: ExportedUser) => user.companyName,
  },
  userRole: {
    header: 'users.columns.userRole',
    value: (user: ExportedUser, t: (key: string) => string) =>
      user.userRole ? t(`roles.names.${user.userRole}`) : '',
  },
  permissions: {
    header: 'users.columns.permissions',
    value: (user: ExportedUser, t: (key: string) => string) =>
      user.permissions.map((role) => t(`roles.names.${role}`)).join(', '),
  },
  active: {
    header: 'users.columns.status',
    value: (user: ExportedUser, t: (key: string) => string) =>
      t(`users.status.${!user.active ? 'inactive' : user.activated ? 'active' : 'invited'}`),
  },
  lastSignInAt: {
    header: 'users.columns.lastSignInAt',
    value: (user: ExportedUser) => (user.lastSignInAt ? new Date(user.lastSignInAt) : null),
  },
};
type ExportedUser = AdminUser;

export function registerUserBulkAndExport(app: FastifyInstance, db: Db, access: AccessRule): void {
  registerEndpoint(
    app,
    adminEndpoints.adminUsersBulk,
    access,
    async ({ actor, scope, params, body }) => {
      const caller = requireActor(actor);
      const action = ACTIONS[params.action];
      return db.transaction().execute(async (trx) => {
        const results: BulkRowResult[] = [];
        for (const id of [...new Set(body.ids)]) {
          let row = scope
            .byId('appUser as u', id, trx)
            .innerJoin('company as c', 'c.id', 'u.companyId')
            .select(['u.id', 'u.firstName', 'u.lastName', 'u.active', 'u.version', 'u.companyId'])
            .select('c.name as companyName');
          if (!body.dryRun) row = row.forUpdate('u');
          const user = await row.executeTakeFirst();
          if (!user) {
            results.push(notFoundRow(id, 'user'));
            continue;
          }
          const name = `${user.firstName} ${user.lastName}`;
          const refusal =
            params.action === 'deactivate' && user.id === caller.user.userId
              ? { reason: 'You cannot deactivate yourself', translationKey: 'SELF_DEACTIVATION' }
              : action.refuse(user);
          if (refusal) {
            results.push(refused(id, name, refusal.reason, refusal.translationKey));
            continue;
          }
          if (!body.dryRun) {
            const { active } = action.set;
            await trx
              .updateTable('appUser')
              .set({
                active,
                deactivatedAt: active ? null : new Date(),
                version: user.version + 1,
                updatedAt: new Date(),
              })
              .where('id', '=', id)
              .execute();
            // A deactivated user's sessions end: their next call answers 401.
            if (!active) await revokeAllTokens(trx, id);
            await writeAudit(trx, {
              actor: caller,
              companyId: user.companyId,
              entityType: 'USER',
              entityId: id,
              before: { active: user.active },
              after: { active },
              fields: ['active'],
            });
          }
          results.push({ id, name, outcome: 'DONE' });
        }
        return bulkSummary(body.dryRun, results);
      });
    },
  );

  registerEndpoint(
    app,
    adminEndpoints.adminUsersExport,
    access,
    async ({ scope, query, reply }) => {
      const rows = query.companyId === undefined ? scope : scope.of(query.companyId);
      async function* cells(
        columns: (typeof exportColumns)[keyof typeof exportColumns][],
        t: (key: string) => string,
      ) {
        // The users of the filter in the list's order, a page of 500 at a time.
        for (let page = 0; ; page++) {
          const { items } = await listUsers(rows, { ...query, page, limit: 500 });
          for (const user of items) yield columns.map((column) => column.value(user, t));
          if (items.length < 500) return;
        }
      }
      return replyWithExport(
        reply,
        db,
        query,
        { title: 'routes.users', columns: exportColumns },
        cells,
      );
    },
  );
}
