import type { CommentVariant, SortOrder } from '@adconsole/api/contracts';
import { serverMessage } from '@adconsole/api/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../http/access.ts';
import { HttpError, notFound, ValidationError } from '../../http/errors.ts';
import { listPage } from '../../kit/paged-list.ts';
import type { Scope } from '../../kit/scope.ts';
import {
  dayEnd,
  dayStart,
  deleteUnattachedFiles,
  fullName,
  notifyParticipants,
  requireAccount,
  requireAttachableFiles,
  requireContacts,
  requireLabels,
  requireSalesParticipants,
  type SalesNotice,
} from '../crm/sales-records.ts';

/**
 * The core of the timeline services (spec 2 §2–§8): activities and comments are entries on an
 * account's timeline with the same links (contacts, participants, files; activities also
 * labels), the same list filters and paging, and the same write rules. A kind of entry
 * declares its tables and what differs; this module does the rest.
 */

/** The tables of one kind of entry; every link table names the entry in its `owner` column. */
export interface TimelineTables {
  entry: 'activity' | 'comment';
  owner: 'activityId' | 'commentId';
  contacts: 'activityContact' | 'commentContact';
  participants: 'activityParticipant' | 'commentParticipant';
  files: 'activityFile' | 'commentFile';
  /** Only activities carry labels. */
  labels?: 'activityLabel';
  /** The date the entry is about, and when it was written: the two sort fields. */
  date: 'activityDate' | 'commentDate';
  created: 'creationDate' | 'createdAt';
}

/** Which entries a call may see: the acting company's, of one variant for comments. */
export interface TimelineScope {
  /** The company's rows: the handler's scope. */
  company: Scope;
  variant?: CommentVariant;
}

/**
 * A link table under one shape: which entry (`ownerId`) links to which row (`targetId`), and
 * the link's own id where it has one: an activity's attachment id, which its download uses and
 * which orders its files (a comment's files go by upload time).
 */
function linkView<Target>(tables: TimelineTables, table: string, target: string) {
  const linkId = table === 'activityFile' ? sql`id` : sql`null::integer`;
  return sql<{
    ownerId: number;
    targetId: Target;
    linkId: number | null;
  }>`(select ${sql.ref(tables.owner)} as owner_id, ${sql.ref(target)} as target_id, ${linkId} as link_id from ${sql.table(table)})`.as(
    'l',
  );
}

/** The links of a page of entries: four queries at most, whatever the page's size. */
async function loadLinks(db: Db, tables: TimelineTables, ids: readonly number[]) {
  const owners = [...ids];
  const [contacts, participants, files, labels] = await Promise.all([
    db
      .selectFrom(linkView<number>(tables, tables.contacts, 'contactId'))
      .innerJoin('contact as c', 'c.id', 'l.targetId')
      .select(['l.ownerId', 'c.id', 'c.firstName', 'c.lastName', 'c.active'])
      .where('l.ownerId', 'in', owners)
      .orderBy('c.lastName')
      .orderBy('c.firstName')
      .execute(),
    db
      .selectFrom(linkView<number>(tables, tables.participants, 'userId'))
      .innerJoin('appUser as u', 'u.id', 'l.targetId')
      .select(['l.ownerId', 'u.id', 'u.firstName', 'u.lastName'])
      .where('l.ownerId', 'in', owners)
      .orderBy('u.lastName')
      .orderBy('u.firstName')
      .execute(),
    db
      .selectFrom(linkView<string>(tables, tables.files, 'fileId'))
      .innerJoin('storedFile as f', 'f.id', 'l.targetId')
      .select(['l.ownerId', 'l.linkId', 'f.id as fileId', 'f.fileName'])
      .where('l.ownerId', 'in', owners)
      .orderBy('l.linkId')
      .orderBy('f.createdAt')
      .execute(),
    tables.labels
      ? db
          .selectFrom(linkView<number>(tables, tables.labels, 'labelId'))
          .innerJoin('label as lb', 'lb.id', 'l.targetId')
          .select(['l.ownerId', 'lb.id', 'lb.name'])
          .where('l.ownerId', 'in', owners)
          .orderBy(sql`lower(lb.name)`)
          .execute()
      : [],
  ]);
  const of = <T extends { ownerId: number }>(list: T[], id: number) =>
    list.filter((entry) => entry.ownerId === id);
  return (id: number) => ({
    contacts: of(contacts, id).map((contact) => ({ ...contact, name: fullName(contact) })),
    participants: of(participants, id).map((user) => ({ ...user, name: fullName(user) })),
    files: of(files, id),
    labels: of(labels, id),
  });
}

/** The contacts, participants, files and labels of one entry. */
export type TimelineLinks = ReturnType<Awaited<ReturnType<typeof loadLinks>>>;

/** The links a write asks for, each with the field its error lands on (spec 2 §5, §6). */
export interface LinkRequest {
  account: [id: number, field: string];
  contacts: [ids: readonly number[], field: string];
  participants: [ids: readonly number[], field: string];
  files: [ids: readonly string[], field: string];
  labels?: [ids: readonly number[], field: string];
}

/**
 * What a write of a kind says: the links it asks for, the subject of its notify-sales mail
 * (none: no mail), its title and message.
 */
export interface TimelineWrite {
  links: LinkRequest;
  notice: (creator: string, accountName: string) => SalesNotice | undefined;
  title?: string | null | undefined;
  message: string;
}

/** One kind of timeline entry: its tables and what it does its own way. */
export interface TimelineKind<Entry, Row extends { id: number }, Body> {
  /** The entry in messages: 'No such activity'. */
  name: string;
  tables: TimelineTables;
  /** The entry's rows of these ids within the scope, in any order. */
  rows(db: Db, scope: TimelineScope, ids: readonly number[]): Promise<Row[]>;
  toEntry(row: Row, links: TimelineLinks): Entry;
  /** The write a body asks for; throws a 422 where the kind has rules of its own. */
  write(body: Body): TimelineWrite;
  insert(db: Db, scope: TimelineScope, creatorUserId: number, body: Body): Promise<number>;
  update(db: Db, id: number, body: Body): Promise<void>;
  /** Entries the system wrote, which nobody changes or deletes (activities only). */
  isSystemEntry?: RawBuilder<boolean>;
}

/** The list filters the timelines share (spec 2 §3); each is optional. */
export interface TimelineFilters {
  accountId?: number | undefined;
  taskId?: number | undefined;
  creatorId?: number | undefined;
  contactId?: number | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

export interface TimelinePage {
  sort: string;
  order: SortOrder;
  page: number;
  limit: number;
}

function scoped(db: Db, tables: TimelineTables, scope: TimelineScope) {
  let entries = scope.company.rows(tables.entry, db);
  if (scope.variant) entries = entries.where('variant', '=', scope.variant);
  return entries;
}

/** The entries of a scope, for a kind's own narrowing of a list. */
export type TimelineEntries = ReturnType<typeof scoped>;

/** The list, get and writes of one kind of timeline entry. */
export function timelineService<Entry, Row extends { id: number }, Body>(
  db: Db,
  kind: TimelineKind<Entry, Row, Body>,
) {
  const { tables } = kind;

  async function load(trx: Db, scope: TimelineScope, ids: readonly number[]): Promise<Entry[]> {
    if (ids.length === 0) return [];
    const [rows, linksOf] = await Promise.all([
      kind.rows(trx, scope, ids),
      loadLinks(trx, tables, ids),
    ]);
    const byId = new Map(rows.map((row) => [row.id, kind.toEntry(row, linksOf(row.id))]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async function get(scope: TimelineScope, id: number): Promise<Entry> {
    const [entry] = await load(db, scope, [id]);
    if (!entry) throw notFound(kind.name);
    return entry;
  }

  /** Checks the links against the company's records (spec 2 §5, §6). */
  async function checkLinks(trx: Db, scope: TimelineScope, links: LinkRequest, id?: number) {
    const { company } = scope;
    const account = await requireAccount(company, trx, ...links.account);
    const contactIds = await requireContacts(trx, account.id, ...links.contacts);
    const participantIds = await requireSalesParticipants(company, trx, ...links.participants);
    const labelIds = links.labels ? await requireLabels(company, trx, ...links.labels) : [];
    const [fileIds, filesField] = links.files;
    const owner = id === undefined ? undefined : { column: tables.owner, id };
    const files = await requireAttachableFiles(company, trx, fileIds, owner, filesField);
    return { account, contactIds, participantIds, labelIds, fileIds: files };
  }

  type CheckedLinks = Awaited<ReturnType<typeof checkLinks>>;

  /**
   * The entry's links become the checked sets. Files it keeps keep their link (an activity's
   * attachment id stays); a file can belong to one entry only.
   */
  async function replaceLinks(trx: Db, id: number, checked: CheckedLinks) {
    const owner = tables.owner;
    const sets = [
      [tables.contacts, 'contactId', checked.contactIds],
      [tables.participants, 'userId', checked.participantIds],
      ...(tables.labels ? [[tables.labels, 'labelId', checked.labelIds] as const] : []),
    ] as const;
    await Promise.all([
      ...sets.map(([table]) => trx.deleteFrom(table).where(owner, '=', id).execute()),
      checked.fileIds.length > 0
        ? trx
            .deleteFrom(tables.files)
            .where(owner, '=', id)
            .where('fileId', 'not in', checked.fileIds)
            .execute()
        : trx.deleteFrom(tables.files).where(owner, '=', id).execute(),
    ]);
    for (const [table, column, targets] of [
      ...sets,
      [tables.files, 'fileId', checked.fileIds] as const,
    ]) {
      if (targets.length === 0) continue;
      await trx
        .insertInto(table)
        .values(targets.map((target) => ({ [owner]: id, [column]: target })))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
  }

  /** The notify-sales mail, written with the entry (spec 2 §6). */
  function notify(trx: Db, write: TimelineWrite, checked: CheckedLinks, creator: string) {
    const notice = write.notice(creator, checked.account.displayName);
    if (notice === undefined) return;
    const text = [write.title, write.message].filter(Boolean).join('\n\n');
    return notifyParticipants(trx, checked.participantIds, notice, `${text}\n`);
  }

  /**
   * The scope's entry, locked for a change or a delete (another company's is not found), and
   * whether the system wrote it.
   */
  async function lock(trx: Db, scope: TimelineScope, id: number) {
    const current = await scoped(trx, tables, scope)
      .select(['id', (kind.isSystemEntry ?? sql<boolean>`false`).as('isSystemEntry')])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound(kind.name);
    return current;
  }

  return {
    get,

    /**
     * A page of the scope's entries, narrowed by the shared filters and the kind's own, and
     * their total. The page's ids come from the filters' indexes alone; the joins run for
     * those rows only.
     */
    async list(
      scope: TimelineScope,
      query: TimelineFilters & TimelinePage,
      narrow: (entries: TimelineEntries) => TimelineEntries = (entries) => entries,
    ) {
      let entries = narrow(scoped(db, tables, scope));
      const { accountId, taskId, creatorId, contactId, dateFrom, dateTo } = query;
      if (accountId) entries = entries.where('accountId', '=', accountId);
      if (taskId) entries = entries.where('taskId', '=', taskId);
      if (creatorId) entries = entries.where('creatorUserId', '=', creatorId);
      if (dateFrom) entries = entries.where(tables.date, '>=', dayStart(dateFrom));
      if (dateTo) entries = entries.where(tables.date, '<', dayEnd(dateTo));
      if (contactId) {
        entries = entries.where(({ exists, selectFrom }) =>
          exists(
            selectFrom(linkView<number>(tables, tables.contacts, 'contactId'))
              .select('l.ownerId')
              .where('l.ownerId', '=', sql.ref<number>(`${tables.entry}.id`))
              .where('l.targetId', '=', contactId),
          ),
        );
      }
      // With a date range, the planner would walk the sort index from the newest entry and
      // filter, as if matches were spread evenly; a range in the past then reads hundreds of
      // thousands of rows for 20 (220 ms with 1,000,000 activities). Sorting by an expression
      // the index cannot deliver makes it collect the range from the filter's index and sort
      // only the matches, which costs what the count costs anyway.
      const key = (column: string) =>
        dateFrom || dateTo ? sql`${sql.ref(column)} + interval '0 seconds'` : column;
      const page = await listPage(
        entries,
        {
          sort: { date: key(tables.date), created: key(tables.created) },
          select: (rows) => rows.select('id'),
        },
        { ...query, sort: query.sort === 'date' ? 'date' : 'created' },
      );
      const items = await load(
        db,
        scope,
        page.items.map((row) => row.id),
      );
      return { items, total: page.total };
    },

    async create(scope: TimelineScope, creator: Actor['user'], body: Body): Promise<Entry> {
      const write = kind.write(body);
      const id = await db.transaction().execute(async (trx) => {
        const checked = await checkLinks(trx, scope, write.links);
        const id = await kind.insert(trx, scope, creator.userId, body);
        await replaceLinks(trx, id, checked);
        await notify(trx, write, checked, fullName(creator));
        return id;
      });
      return get(scope, id);
    },

    async update(
      scope: TimelineScope,
      creator: Actor['user'],
      id: number,
      body: Body,
    ): Promise<Entry> {
      await db.transaction().execute(async (trx) => {
        const current = await lock(trx, scope, id);
        if (current.isSystemEntry) {
          throw new ValidationError({}, [serverMessage('systemEntriesFixed')]);
        }
        const write = kind.write(body);
        const checked = await checkLinks(trx, scope, write.links, current.id);
        await kind.update(trx, current.id, body);
        await replaceLinks(trx, current.id, checked);
        await notify(trx, write, checked, fullName(creator));
      });
      return get(scope, id);
    },

    /** Deletes the entry and the files only it held. */
    async remove(scope: TimelineScope, id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const current = await lock(trx, scope, id);
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
        const files = await trx
          .selectFrom(tables.files)
          .select('fileId')
          .where(tables.owner, '=', current.id)
          .execute();
        // By the returned row: PGlite's driver reports no count of deleted rows.
        const deleted = await trx
          .deleteFrom(tables.entry)
          .where('id', '=', current.id)
          .returning('id')
          .executeTakeFirst();
        if (!deleted) throw notFound(kind.name);
        // The attachments go with the entry.
        await deleteUnattachedFiles(
          trx,
          files.map((file) => file.fileId),
        );
      });
    },
  };
}

// --- System entries (digital operations, issue 25): what the system did on a user's action,
// written in the transaction of the change (spec 2 §3's technical activity types).

/** One system activity entry: about a campaign, a position or a creative. */
export interface SystemActivity {
  companyId: number;
  entityType: 'CAMPAIGN_TECHNICAL' | 'CAMPAIGN_POSITION_UPDATE' | 'CREATIVE_TECHNICAL';
  entityId: number;
  entityName: string;
  activityType: string;
  title?: string | null;
  message: string;
  creatorUserId: number;
  campaignPositionIds?: number[];
  keyValues?: Record<string, string>;
}

/** Writes system entries in one statement (a bulk action writes thousands). */
export async function writeSystemActivities(
  db: Db,
  entries: readonly SystemActivity[],
  at: Date = new Date(),
): Promise<void> {
  for (let start = 0; start < entries.length; start += 1000) {
    await db
      .insertInto('activity')
      .values(
        entries.slice(start, start + 1000).map((entry) => ({
          companyId: entry.companyId,
          entityType: entry.entityType,
          entityId: entry.entityId,
          entityName: entry.entityName,
          accountId: null,
          taskId: null,
          activityType: entry.activityType,
          title: entry.title ?? null,
          message: entry.message,
          activityDate: at,
          creationDate: at,
          creatorUserId: entry.creatorUserId,
          campaignPositionIds: entry.campaignPositionIds ?? [],
          keyValues: JSON.stringify(entry.keyValues ?? {}),
        })),
      )
      .execute();
  }
}
