import {
  BUSINESS_TIME_ZONE,
  type ServerMessage,
  serverMessage,
  type UserRef,
} from '@adconsole/api/contracts';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AccessRule } from '../../http/access.ts';
import { ValidationError } from '../../http/errors.ts';
import type { Scope } from '../../kit/scope.ts';
import { announceMail } from '../../mail/outbox.ts';
import { mailLanguage, mailTexts } from '../../mail/texts.ts';

/**
 * Who works with activities, CRM comments, participants and attachments: sales staff and
 * administrators. Everything they read and write belongs to the company they act for.
 */
export const salesAccess: AccessRule = {
  roles: { anyOf: ['ADMIN', 'SALES', 'SALESFUNNEL'] },
  company: 'actable',
};

/** The sales funnel's comments are for funnel staff (spec 1 §2.8: SALESFUNNEL). */
export const funnelAccess: AccessRule = {
  roles: { anyOf: ['ADMIN', 'SALESFUNNEL'] },
  company: 'actable',
};

/** Swiss days: a date filter's day starts and ends at midnight in Zurich. */
const TIME_ZONE = BUSINESS_TIME_ZONE;

/** The first instant of a YYYY-MM-DD day. */
export const dayStart = (day: string) =>
  sql<Date>`((${day})::date)::timestamp at time zone ${sql.lit(TIME_ZONE)}`;

/** The first instant after a YYYY-MM-DD day, for an inclusive dateTo. */
export const dayEnd = (day: string) =>
  sql<Date>`((${day})::date + 1)::timestamp at time zone ${sql.lit(TIME_ZONE)}`;

export const fullName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`;

/** Users' names by their id (reads nothing when no id is asked for). */
export async function userNames(db: Db, ids: readonly number[]) {
  const users =
    ids.length > 0
      ? await db
          .selectFrom('appUser')
          .select(['id', 'firstName', 'lastName'])
          .where('id', 'in', [...ids])
          .execute()
      : [];
  return new Map(users.map((user) => [user.id, { id: user.id, name: fullName(user) }]));
}

const invalid = (field: string, message: ServerMessage) =>
  new ValidationError({ [field]: message }, []);

/** A user holds SALES as their user role or as a permission (a company role never grants it). */
export const holdsSales = sql<SqlBool>`(user_role = 'SALES' or 'SALES' = any(permissions))`;

/** The account, which must belong to the company: else 422 on the field. */
export async function requireAccount(
  scope: Scope,
  db: Db,
  accountId: number,
  field: string,
): Promise<{ id: number; displayName: string; salesUserId: number | null }> {
  const account = await scope
    .byId('account', accountId, db)
    .select(['id', 'displayName', 'salesUserId'])
    .executeTakeFirst();
  if (!account) throw invalid(field, serverMessage('accountRequired'));
  return account;
}

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/**
 * The distinct ids, when the query finds each of them; else 422 on the field. No ids, no
 * query.
 */
async function requireEach(
  ids: readonly number[],
  find: (ids: number[]) => Promise<unknown[]>,
  field: string,
  message: ServerMessage,
): Promise<number[]> {
  const distinct = unique(ids);
  if (distinct.length === 0) return distinct;
  const found = await find(distinct);
  if (found.length !== distinct.length) throw invalid(field, message);
  return distinct;
}

/** Contacts must be people at the account (the company's: the caller found it in its scope). */
export const requireContacts = (
  db: Db,
  accountId: number,
  contactIds: readonly number[],
  field: string,
) =>
  requireEach(
    contactIds,
    (ids) =>
      db
        .selectFrom('contact')
        .select('id')
        .where('accountId', '=', accountId)
        .where('id', 'in', ids)
        .execute(),
    field,
    serverMessage('contactsOfAccount'),
  );

/**
 * Participants (and a task's sales person, with its own message) must be users of the company
 * who hold SALES (spec 2 §6, spec 3 §6).
 */
export const requireSalesParticipants = (
  scope: Scope,
  db: Db,
  userIds: readonly number[],
  field: string,
  message: ServerMessage = serverMessage('participantsSales'),
) =>
  requireEach(
    userIds,
    (ids) =>
      scope.rows('appUser', db).select('id').where('id', 'in', ids).where(holdsSales).execute(),
    field,
    message,
  );

/** Labels must be the company's. */
export const requireLabels = (scope: Scope, db: Db, labelIds: readonly number[], field: string) =>
  requireEach(
    labelIds,
    (ids) => scope.rows('label', db).select('id').where('id', 'in', ids).execute(),
    field,
    serverMessage('noSuchLabel'),
  );

/** The entry a file may already be attached to, and keep: an activity's or a comment's. */
export type FileOwner = { column: 'activityId' | 'commentId'; id: number } | undefined;

/**
 * Files to attach: the company's, uploaded and scanned clean, attached to nothing else, and
 * no two with the same name (spec 2 §5: 'already has attachment with that name').
 */
export async function requireAttachableFiles(
  scope: Scope,
  db: Db,
  fileIds: readonly string[],
  owner: FileOwner,
  field: string,
): Promise<string[]> {
  const ids = unique(fileIds);
  if (ids.length === 0) return ids;
  // The links are joined by the scoped file's key.
  const files = await scope
    .rows('storedFile as f', db)
    .leftJoin('activityFile as af', 'af.fileId', 'f.id')
    .leftJoin('commentFile as cf', 'cf.fileId', 'f.id')
    .select([
      'f.id',
      'f.fileName',
      'f.uploadStatus',
      'f.scanStatus',
      'af.activityId',
      'cf.commentId',
    ])
    .where('f.id', 'in', ids)
    .execute();
  if (files.length !== ids.length) throw invalid(field, serverMessage('noSuchFile'));
  const names = new Set<string>();
  for (const file of files) {
    if (file.uploadStatus !== 'UPLOADED' || file.scanStatus !== 'SCAN_SUCCESSFUL') {
      throw invalid(field, serverMessage('refusedByScanner', { name: file.fileName }));
    }
    const mine = owner !== undefined && file[owner.column] === owner.id;
    if ((file.activityId !== null || file.commentId !== null) && !mine) {
      throw invalid(field, serverMessage('attachedElsewhere', { name: file.fileName }));
    }
    const name = file.fileName.toLowerCase();
    if (names.has(name)) {
      throw invalid(field, serverMessage('attachmentNameTaken', { name: file.fileName }));
    }
    names.add(name);
  }
  return ids;
}

/** Users by id with their names, for participants and creators. */
export async function userRefs(scope: Scope, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await scope
    .rows('appUser')
    .select(['id', 'firstName', 'lastName'])
    .where('id', 'in', unique(ids))
    .orderBy('lastName')
    .orderBy('firstName')
    .execute();
  return rows.map((row): UserRef => ({ userId: row.id, name: fullName(row) }));
}

/** What a notify-sales mail is about: an activity of a type, or a comment. */
export type SalesNotice =
  | { kind: 'activity'; creator: string; account: string; activityType: string }
  | { kind: 'comment'; creator: string; account: string };

/**
 * The notify-sales switch: a mail to each participant in their language, written to the outbox
 * in the same transaction as the record it is about. Subject and text come from the
 * `mail.messages.NOTIFY_SALES.*` texts; the activity type by its label, never its code.
 */
export async function notifyParticipants(
  db: Db,
  participantIds: readonly number[],
  notice: SalesNotice,
  body: string,
): Promise<void> {
  if (participantIds.length === 0) return;
  const recipients = await db
    .selectFrom('appUser')
    .select(['email', 'language'])
    .where('id', 'in', [...participantIds])
    .execute();
  if (recipients.length === 0) return;
  const subjectKey = `mail.messages.NOTIFY_SALES.${notice.kind}`;
  const typeKey = notice.kind === 'activity' ? `activities.types.${notice.activityType}` : '';
  const rows = [];
  for (const { email, language } of recipients) {
    const mailIn = mailLanguage(language);
    const t = await mailTexts(db, mailIn, [subjectKey, ...(typeKey ? [typeKey] : [])]);
    rows.push({
      recipient: email,
      template: 'NOTIFY_SALES',
      subject: t(subjectKey, {
        creator: notice.creator,
        account: notice.account,
        ...(typeKey ? { type: t(typeKey) } : {}),
      }),
      body,
      language: mailIn,
    });
  }
  await db.insertInto('mailOutbox').values(rows).execute();
  // The sender looks now; a mail whose transaction commits after it looked goes with the
  // minute's run.
  announceMail();
}

/** Deletes stored files that no activity or comment holds any more. */
export async function deleteUnattachedFiles(db: Db, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await db
    .deleteFrom('storedFile as f')
    .where('f.id', 'in', [...fileIds])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('activityFile as af').select('af.id').whereRef('af.fileId', '=', 'f.id')),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('commentFile as cf').select('cf.commentId').whereRef('cf.fileId', '=', 'f.id'),
        ),
      ),
    )
    .execute();
}

export type Condition = Expression<SqlBool>;
