import {
  type AdminUser,
  CEILING_ROLES,
  type ServerMessage,
  type SortOrder,
  serverMessage,
  type USER_SORT_FIELDS,
  type USER_STATUSES,
} from '@adconsole/api/contracts';
import { ADMIN_COMPANY_GRANTS } from '@adconsole/api/roles';
import { type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import { sendAccountLink } from '../../auth/account-links.ts';
import { requestEmailChange } from '../../auth/email-change.ts';
import { revokeAllTokens } from '../../auth/sessions.ts';
import type { AuthSettings } from '../../auth/settings.ts';
import type { Db, Schema } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { containsPattern } from '../../db/like.ts';
import type { Actor } from '../../http/access.ts';
import { HttpError, notFound, ValidationError } from '../../http/errors.ts';
import { caseless, filteredBy } from '../../kit/list.ts';
import { listPage } from '../../kit/paged-list.ts';
import type { Scope } from '../../kit/scope.ts';
import { announceMail } from '../../mail/outbox.ts';
import { writeAudit } from './admin-audit.ts';

// The rules of a user's record, shared by the administrators' calls (ws-admin/users) and the
// company administrators' (ws-account/users): the list with its filters and sort, the checks
// of a write (an e-mail taken, a company role the company does not have, an administrator
// removing their own role or deactivating themselves), the ceiling of what a company
// administrator may grant, and the write with its audit entries in one transaction.

const userColumns = [
  'u.id',
  'u.email',
  'u.firstName',
  'u.lastName',
  'u.language',
  'u.companyId',
  'c.name as companyName',
  'c.companyRole as companyCompanyRole',
  'u.userRole',
  'u.companyRole',
  'u.permissions',
  'u.active',
  'u.activatedAt',
  'u.lastSignInAt',
  'u.version',
  'u.createdAt',
  'u.updatedAt',
  // Issue 44: the user's own settings show it.
  'u.pageViewsOptOut',
] as const;

const usersWithCompany = (db: Db) =>
  db.selectFrom('appUser as u').innerJoin('company as c', 'c.id', 'u.companyId');

type UserRow = Awaited<ReturnType<typeof readUser>> & object;

async function readUser(db: Db, id: number) {
  return usersWithCompany(db).select(userColumns).where('u.id', '=', id).executeTakeFirst();
}

/** The roles a caller may grant and see; `undefined`: every role (an administrator). */
export type Grantable = ReadonlySet<string> | undefined;

export function toAdminUser(row: UserRow, grantable: Grantable = undefined): AdminUser {
  const visible = (role: string | null) =>
    role === null || !grantable || grantable.has(role) ? role : null;
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    language: row.language as AdminUser['language'],
    companyId: row.companyId,
    companyName: row.companyName,
    companyCompanyRole: row.companyCompanyRole,
    userRole: visible(row.userRole),
    companyRole: row.companyRole,
    permissions: grantable
      ? row.permissions.filter((role) => grantable.has(role))
      : row.permissions,
    active: row.active,
    activated: row.activatedAt !== null,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface UserFilters {
  name?: string | undefined;
  email?: string | undefined;
  role?: string | undefined;
  status?: (typeof USER_STATUSES)[number] | undefined;
  company?: string | undefined;
  sort: (typeof USER_SORT_FIELDS)[number];
  order: SortOrder;
  page: number;
  limit: number;
}

/** The users of a scope with their company (by the user's key), as the list reads them. */
type UserRows = SelectQueryBuilder<
  Schema & { u: Schema['appUser']; c: Schema['company'] },
  'u' | 'c',
  object
>;

/** The user list's filters, sorts (never signed in sorts last either way) and columns. */
const userList = {
  filters: {
    name: (rows: UserRows, name: string) => {
      const pattern = containsPattern(name.toLowerCase());
      return rows.where(
        sql<boolean>`(lower(u.first_name || ' ' || u.last_name) like ${pattern} or lower(u.last_name || ' ' || u.first_name) like ${pattern})`,
      );
    },
    company: (rows: UserRows, company: string) =>
      rows.where(sql<boolean>`lower(c.name) like ${containsPattern(company.toLowerCase())}`),
    email: (rows: UserRows, email: string) =>
      rows.where(sql<boolean>`u.email like ${containsPattern(email.toLowerCase())}`),
    role: (rows: UserRows, role: string) =>
      rows.where(
        sql<boolean>`(u.user_role = ${role} or ${role} = any(u.permissions) or coalesce(u.company_role, c.company_role) = ${role})`,
      ),
    status: (rows: UserRows, status: string) => rows.where('u.active', '=', status === 'ACTIVE'),
  },
  sort: {
    lastName: caseless('u.lastName'),
    email: 'u.email',
    companyName: caseless('c.name'),
    lastSignInAt: 'u.lastSignInAt',
    createdAt: 'u.createdAt',
  },
  nullsLast: ['lastSignInAt'],
  ties: ['u.id'],
  select: (rows: UserRows) => rows.select(userColumns),
};

/** A page of the scope's users by the list's filters (with their company, by the user's key). */
export async function listUsers(
  scope: Scope,
  filters: UserFilters,
  grantable: Grantable = undefined,
) {
  const rows = scope
    .rows('appUser as u')
    .innerJoin('company as c', 'c.id', 'u.companyId') as UserRows;
  const page = await listPage(filteredBy(rows, userList.filters, filters), userList, filters);
  return { items: page.items.map((row) => toAdminUser(row, grantable)), total: page.total };
}

/** One user; 404 when there is none (or, given a scope, none of the scope's company). */
export async function requireUser(db: Db, id: number, scope?: Scope): Promise<UserRow> {
  const row = scope
    ? await scope
        .byId('appUser as u', id)
        .innerJoin('company as c', 'c.id', 'u.companyId')
        .select(userColumns)
        .executeTakeFirst()
    : await readUser(db, id);
  if (!row) throw notFound('user');
  return row;
}

/** The roles the scope company's company administrators may grant (its permissions). */
export async function companyCeiling(scope: Scope): Promise<Set<string>> {
  const rows = await scope.rows('companyPermission').select('role').execute();
  const allowed = new Set<string>(CEILING_ROLES);
  return new Set(rows.map((row) => row.role).filter((role) => allowed.has(role)));
}

/** A user record as a write sets it. */
export interface UserValues {
  firstName: string;
  lastName: string;
  email: string;
  language: string;
  companyId: number;
  userRole: string | null;
  companyRole: string | null;
  permissions: string[];
  active: boolean;
}

const AUDITED_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'language',
  'company',
  'userRole',
  'companyRole',
  'permissions',
  'active',
] as const;

const emailTaken = () => new ValidationError({ email: serverMessage('emailTaken') }, []);

/** A refusal on one field, also the form's message: the reason is the same. */
const refused = (field: string, message: ServerMessage) =>
  new ValidationError({ [field]: message }, [message]);

/** The checks of every write: the company, the company role, the caller's own record. */
async function checkWrite(
  trx: Transaction<Schema>,
  actor: Actor,
  values: UserValues,
  before: UserRow | undefined,
): Promise<{ companyName: string }> {
  const company = await trx
    .selectFrom('company')
    .select(['name', 'companyRole'])
    .where('id', '=', values.companyId)
    .executeTakeFirst();
  if (!company) throw refused('companyId', serverMessage('noCompany'));
  // A user's company role may only narrow the company's: its own, or one an ADMIN company grants.
  if (values.companyRole !== null && values.companyRole !== company.companyRole) {
    const narrower =
      company.companyRole === 'ADMIN' &&
      (ADMIN_COMPANY_GRANTS as readonly string[]).includes(values.companyRole);
    if (!narrower) throw refused('companyRole', serverMessage('companyRole'));
  }
  if (before && before.id === actor.user.userId) {
    if (!values.active) throw refused('active', serverMessage('selfDeactivation'));
    for (const role of ['ADMIN', 'COMPANY_ADMIN'] as const) {
      if (before.userRole === role && values.userRole !== role) {
        throw refused(
          'userRole',
          serverMessage(role === 'ADMIN' ? 'ownAdminRole' : 'ownCompanyAdminRole'),
        );
      }
    }
    if (before.companyId !== values.companyId && actor.roles.has('ADMIN')) {
      throw refused('companyId', serverMessage('selfMove'));
    }
  }
  const taken = await trx
    .selectFrom('appUser')
    .select('id')
    .where('email', '=', values.email)
    .$if(before !== undefined, (query) => query.where('id', '!=', before?.id ?? 0))
    .executeTakeFirst();
  if (taken) throw emailTaken();
  return { companyName: company.name };
}

const audited = (values: UserValues, companyName: string) => ({
  firstName: values.firstName,
  lastName: values.lastName,
  email: values.email,
  language: values.language,
  company: companyName,
  userRole: values.userRole,
  companyRole: values.companyRole,
  permissions: values.permissions,
  active: values.active,
});

async function inTransaction<T>(db: Db, run: (trx: Transaction<Schema>) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(run);
  } catch (error) {
    // Two writers raced for one e-mail: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** Creates a user and mails them their activation link (through the outbox). */
export async function createUser(
  db: Db,
  settings: AuthSettings,
  actor: Actor,
  values: UserValues,
): Promise<AdminUser> {
  const id = await inTransaction(db, async (trx) => {
    const { companyName } = await checkWrite(trx, actor, values, undefined);
    const { id } = await trx
      .insertInto('appUser')
      .values({
        ...values,
        deactivatedAt: values.active ? null : new Date(),
        passwordHash: null,
        activatedAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      actor,
      companyId: values.companyId,
      entityType: 'USER',
      entityId: id,
      before: undefined,
      after: audited(values, companyName),
      fields: AUDITED_FIELDS,
    });
    return id;
  });
  // The activation flow of the sign-in side: a single-use link, its mail in the outbox.
  if (values.active)
    await sendAccountLink(db, settings, { id, email: values.email }, 'ACTIVATE_ACCOUNT');
  return toAdminUser(await requireUser(db, id));
}

/**
 * Changes a user of the scope's (every company's for an administrator). `scope` is limited to
 * the roles the caller may grant when `grantable` is given: roles beyond them are refused (403),
 * and those the user holds already stay as they are.
 */
export async function updateUser(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  requested: UserValues,
  scope: { rows: Scope; grantable: Grantable },
  settings: AuthSettings,
): Promise<AdminUser> {
  let emailChange = false;
  await inTransaction(db, async (trx) => {
    await scope.rows.lockedRow(trx, 'appUser', id, version, 'user');
    const before = await requireUser(trx, id);
    const asked = scope?.grantable ? withinCeiling(before, requested, scope.grantable) : requested;
    const { companyName } = await checkWrite(trx, actor, asked, before);
    // A new e-mail address applies only once the new address confirms it (issue 35); a company
    // administrator may not change the address of a user with a role above the company's.
    const newEmail = asked.email !== before.email ? asked.email : null;
    if (newEmail && scope?.grantable && holdsRoleBeyond(before, scope.grantable)) {
      throw new HttpError(
        403,
        'You may not change the e-mail address of a user with roles beyond yours',
        'EMAIL_NOT_CHANGEABLE',
      );
    }
    const values = { ...asked, email: before.email };
    if (newEmail) {
      await requestEmailChange(trx, settings, { id, email: before.email }, newEmail);
      emailChange = true;
    }
    const deactivating = before.active && !values.active;
    await trx
      .updateTable('appUser')
      .set({
        ...values,
        ...(deactivating ? { deactivatedAt: new Date() } : {}),
        ...(values.active ? { deactivatedAt: null } : {}),
        version: before.version + 1,
        updatedAt: new Date(),
      })
      .where('id', '=', id)
      .execute();
    // A deactivated user's sessions end: their next call answers 401.
    if (deactivating) await revokeAllTokens(trx, id);
    await writeAudit(trx, {
      actor,
      companyId: values.companyId,
      entityType: 'USER',
      entityId: id,
      before: audited(before, before.companyName),
      after: audited(values, companyName),
      fields: AUDITED_FIELDS,
    });
  });
  if (emailChange) announceMail();
  return toAdminUser(await requireUser(db, id), scope?.grantable);
}

/** Whether the user holds a role the caller may not grant (one a platform administrator gave). */
const holdsRoleBeyond = (user: UserRow, grantable: ReadonlySet<string>) =>
  (user.userRole !== null && !grantable.has(user.userRole)) ||
  user.permissions.some((role) => !grantable.has(role));

const notGrantable = (role: string) =>
  new HttpError(403, `You may not grant the role ${role}`, 'ROLE_NOT_GRANTABLE');

/**
 * A company administrator's write: every role asked for must be one they may grant (a forged
 * ADMIN is refused), the roles beyond their ceiling that the user holds stay, and the company
 * and company role stay the user's.
 */
function withinCeiling(
  before: UserRow,
  requested: UserValues,
  grantable: ReadonlySet<string>,
): UserValues {
  for (const role of requested.permissions) if (!grantable.has(role)) throw notGrantable(role);
  const hiddenRole = before.userRole !== null && !grantable.has(before.userRole);
  if (requested.userRole !== null && !grantable.has(requested.userRole)) {
    throw notGrantable(requested.userRole);
  }
  if (hiddenRole && requested.userRole !== null) throw notGrantable(requested.userRole);
  return {
    ...requested,
    companyId: before.companyId,
    companyRole: before.companyRole,
    userRole: hiddenRole ? before.userRole : requested.userRole,
    permissions: [
      ...before.permissions.filter((role) => !grantable.has(role)),
      ...requested.permissions,
    ],
  };
}

/** Mails a restore-password link, or the activation link again to a user not yet activated. */
export async function resetPassword(db: Db, settings: AuthSettings, id: number): Promise<void> {
  const user = await requireUser(db, id);
  if (!user.active) {
    throw new HttpError(409, 'The user is deactivated; activate them first', 'USER_INACTIVE');
  }
  await sendAccountLink(
    db,
    settings,
    { id: user.id, email: user.email },
    user.activatedAt ? 'RESTORE_PASSWORD' : 'ACTIVATE_ACCOUNT',
  );
}
