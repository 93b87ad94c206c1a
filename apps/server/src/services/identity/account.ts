import {
  accountEndpoints,
  CEILING_ROLES,
  PERMISSIONS,
  serverMessage,
  USER_ROLES,
} from '@adconsole/api/contracts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { digest } from '../../auth/tokens.ts';
import type { Db } from '../../db/database.ts';
import { type AccessRule, type Actor, SIGNED_IN } from '../../http/access.ts';
import { HttpError, ValidationError } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import { ownScope, type Scope } from '../../kit/scope.ts';
import { writeAudit } from '../admin/admin-audit.ts';
import { requireCompany, toAdminCompany, updateCompany } from '../admin/admin-companies.ts';
import {
  companyCeiling,
  listUsers,
  requireUser,
  toAdminUser,
  updateUser,
} from '../admin/admin-users.ts';
import type { ServiceContext } from '../context.ts';

/**
 * Spec 1 §2.2: the company's details, ADMIN or COMPANY_ADMIN; spec 3 §6: "Account users and
 * company pages exclude post-ad-manager".
 */
export const accountCompanyAccess: AccessRule = {
  roles: { anyOf: ['ADMIN', 'COMPANY_ADMIN'], noneOf: ['POSTADMANAGER'] },
  company: 'actable',
};
/** Spec 1 §2.2: the company's users, ADMIN or COMPANY_ADMIN and not the post-ad-manager role. */
export const accountUsersAccess: AccessRule = {
  roles: { anyOf: ['ADMIN', 'COMPANY_ADMIN'], noneOf: ['POSTADMANAGER'] },
  company: 'actable',
};

/** What an administrator may grant here: every user role and permission. */
const ADMIN_GRANTABLE: ReadonlySet<string> = new Set<string>([...USER_ROLES, ...PERMISSIONS]);
/** What the account area offers, in the editor's order. */
const OFFERED = [...USER_ROLES, ...CEILING_ROLES.filter((role) => role !== 'COMPANY_ADMIN')];

/** ws-account: the caller's own settings, their company, and its users for company admins. */
export function registerAccountService({ app, database, auth }: ServiceContext): void {
  const { db } = database;
  const e = accountEndpoints;
  /** The roles the caller may grant and see in their company: its ceiling, or all for ADMIN. */
  const grantableFor = async (caller: Actor, scope: Scope): Promise<ReadonlySet<string>> =>
    caller.roles.has('ADMIN') ? ADMIN_GRANTABLE : companyCeiling(scope);

  const settingsOf = async (userId: number) => {
    const user = await requireUser(db, userId);
    return {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      language: user.language as 'de' | 'en' | 'fr' | 'it',
      pageViewsOptOut: user.pageViewsOptOut,
      version: user.version,
    };
  };

  registerEndpoint(app, e.accountSettings, SIGNED_IN, ({ actor }) =>
    settingsOf(requireActor(actor).user.userId),
  );

  registerEndpoint(app, e.saveAccountSettings, SIGNED_IN, async ({ actor, body }) => {
    const caller = requireActor(actor);
    const { userId } = caller.user;
    await db.transaction().execute(async (trx) => {
      const before = await lockOwnUser(trx, userId, body.version);
      const values = {
        firstName: body.firstName,
        lastName: body.lastName,
        language: body.language,
      };
      await ownScope(db, caller)
        .update('appUser', trx)
        // Saved by the user: their language now wins over the sign-in page's (issue 40).
        .set({
          ...values,
          ...(body.pageViewsOptOut === undefined ? {} : { pageViewsOptOut: body.pageViewsOptOut }),
          languageChosen: true,
          version: before.version + 1,
          updatedAt: new Date(),
        })
        .where('id', '=', userId)
        .execute();
      await writeAudit(trx, {
        actor: caller,
        companyId: before.companyId,
        entityType: 'USER',
        entityId: userId,
        before,
        after: values,
        fields: ['firstName', 'lastName', 'language'],
      });
    });
    return settingsOf(userId);
  });

  registerEndpoint(app, e.changeOwnPassword, SIGNED_IN, async ({ caller, body }) => {
    const { userId } = caller.user;
    const own = ownScope(db, caller);
    const user = await own
      .byId('appUser', userId)
      .select(['passwordHash', 'companyId'])
      .executeTakeFirstOrThrow();
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, body.currentPassword))) {
      throw new ValidationError({ currentPassword: serverMessage('currentPasswordWrong') }, []);
    }
    const passwordHash = await hashPassword(body.newPassword, auth.passwordHashing);
    await db.transaction().execute(async (trx) => {
      await own
        .update('appUser', trx)
        .set({ passwordHash, updatedAt: new Date() })
        .where('id', '=', userId)
        .execute();
      // Every other session ends; this one goes on.
      await trx
        .updateTable('sessionToken')
        .set({ revokedAt: new Date() })
        .where('userId', '=', userId)
        .where('revokedAt', 'is', null)
        .where('tokenHash', '!=', digest(caller.token))
        .execute();
      // The audit notes that the password changed, never a value of it.
      await own
        .insert(
          'adminAudit',
          {
            entityType: 'USER',
            entityId: userId,
            actorUserId: userId,
            field: 'password',
            oldValue: null,
            newValue: null,
          },
          trx,
        )
        .execute();
    });
  });

  registerEndpoint(app, e.accountCompany, accountCompanyAccess, async ({ actor }) =>
    toAdminCompany(await requireCompany(db, requireActor(actor).actingCompanyId)),
  );

  registerEndpoint(app, e.saveAccountCompany, accountCompanyAccess, ({ caller, body }) => {
    const { version, ...details } = body;
    return updateCompany(db, caller, caller.actingCompanyId, version, details);
  });

  registerEndpoint(app, e.accountGrantableRoles, accountUsersAccess, async ({ caller, scope }) => {
    const grantable = await grantableFor(caller, scope);
    return { roles: OFFERED.filter((role) => grantable.has(role)) };
  });

  registerEndpoint(app, e.accountUsers, accountUsersAccess, async ({ caller, scope, query }) => {
    const grantable = await grantableFor(caller, scope);
    return listUsers(scope, query, grantable);
  });

  registerEndpoint(app, e.accountUser, accountUsersAccess, async ({ caller, scope, params }) => {
    const grantable = await grantableFor(caller, scope);
    return toAdminUser(await requireUser(db, params.id, scope), grantable);
  });

  registerEndpoint(
    app,
    e.updateAccountUser,
    accountUsersAccess,
    async ({ caller, scope, params, body }) => {
      const companyId = caller.actingCompanyId;
      const grantable = await grantableFor(caller, scope);
      const before = await requireUser(db, params.id, scope);
      const { version, ...values } = body;
      return updateUser(
        db,
        caller,
        params.id,
        version,
        { ...values, companyId, companyRole: before.companyRole },
        { rows: scope, grantable },
        auth,
      );
    },
  );
}

/**
 * The caller's own user row, locked for a change of their settings: 412 when `version` is not
 * the stored one. It is read by the caller's own sign-in on a route of company 'none' (the user
 * is theirs whatever company they act for), so not through a company scope; scope-only.test.ts
 * allows this helper by name.
 */
async function lockOwnUser(trx: Db, userId: number, version: number) {
  const before = await trx
    .selectFrom('appUser')
    .select(['firstName', 'lastName', 'language', 'version', 'companyId'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (before.version !== version) {
    throw new HttpError(
      412,
      'Your settings were changed since they were read; reload them',
      'PRECONDITION_FAILED',
    );
  }
  return before;
}
