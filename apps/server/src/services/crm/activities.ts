import {
  type Activity,
  type ActivityEntityType,
  type ActivityType,
  type activityWriteSchema,
  endpoints,
  isTechnicalActivityType,
  NON_TECHNICAL_ACTIVITY_TYPES,
  serverMessage,
  TECHNICAL_ACTIVITY_TYPES,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { z } from 'zod/mini';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { ValidationError } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import type { RowOfQuery } from '../../kit/list.ts';
import { type Scope, scopeOf } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { sendStoredFile } from '../files/files.ts';
import {
  type TimelineKind,
  type TimelineLinks,
  type TimelineWrite,
  timelineService,
} from '../timeline/timeline.ts';
import { fullName, salesAccess } from './sales-records.ts';

type ActivityWrite = z.output<typeof activityWriteSchema>;

/** The columns of an activity list, with the account's name and the creator's. */
function selectActivities(scope: Scope, db: Db) {
  // The creator and the account are joined by the scoped activity's keys.
  return scope
    .rows('activity as a', db)
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

type ActivityRow = RowOfQuery<typeof selectActivities>;

function toActivity(row: ActivityRow, links: TimelineLinks): Activity {
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
    // The inner join with the creator keeps only entries a user wrote (migration 0031).
    creatorId: row.creatorUserId as number,
    creatorName: fullName(row),
    contacts: links.contacts.map(({ id, name, firstName, lastName, active }) => ({
      id,
      name,
      firstName,
      lastName,
      active,
    })),
    additionalParticipants: links.participants.map((participant) => participant.id),
    participants: links.participants.map(({ id, name }) => ({ userId: id, name })),
    labels: links.labels.map(({ id, name }) => ({ id, name })),
    files: links.files.map(({ fileId, fileName }) => ({ fileId, fileName })),
    attachments: links.files.map((file) => ({
      // activity_file has an identity id: the attachment id of the download call.
      id: Number(file.linkId),
      name: file.fileName,
      fileId: file.fileId,
    })),
    privateAccess: row.privateAccess,
    notifySales: row.notifySales,
    emails: row.emails,
    keyValues: row.keyValues,
    campaignPositionIds: row.campaignPositionIds,
  };
}

/**
 * The rules of an activity logged by hand (spec 2 §5, §6): on an account, of a type people
 * log, never private; the account, its contacts, SALES participants, the company's labels and
 * clean files with distinct names.
 */
function activityWrite(body: ActivityWrite): TimelineWrite {
  if (body.entityType !== 'ACCOUNT') {
    throw new ValidationError({ entityType: serverMessage('accountActivitiesOnly') }, []);
  }
  if (isTechnicalActivityType(body.activityType)) {
    throw new ValidationError({ activityType: serverMessage('systemActivityType') }, []);
  }
  if (body.privateAccess) {
    throw new ValidationError({ privateAccess: serverMessage('activitiesNeverPrivate') }, []);
  }
  return {
    links: {
      account: [body.entityId, 'entityId'],
      contacts: [body.contacts.map((contact) => contact.id), 'contacts'],
      participants: [body.additionalParticipants, 'additionalParticipants'],
      labels: [body.labels.map((label) => label.id), 'labels'],
      files: [body.files.map((file) => file.fileId), 'files'],
    },
    notice: (creator, account) =>
      body.notifySales
        ? { kind: 'activity', creator, account, activityType: body.activityType }
        : undefined,
    title: body.title,
    message: body.message,
  };
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

/** Activities as timeline entries: with labels, and entries the system wrote. */
const activityKind: TimelineKind<Activity, ActivityRow, ActivityWrite> = {
  name: 'activity',
  tables: {
    entry: 'activity',
    owner: 'activityId',
    contacts: 'activityContact',
    participants: 'activityParticipant',
    files: 'activityFile',
    labels: 'activityLabel',
    date: 'activityDate',
    created: 'creationDate',
  },
  rows: (db, { company }, ids) =>
    selectActivities(company, db)
      .where('a.id', 'in', [...ids])
      .execute(),
  toEntry: toActivity,
  write: activityWrite,
  insert: async (db, { company }, creatorUserId, body) => {
    const { id } = await company
      .insert('activity', { ...activityValues(body), creatorUserId }, db)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },
  update: async (db, id, body) => {
    await db
      .updateTable('activity')
      .set({ ...activityValues(body), updatedAt: new Date() })
      .where('id', '=', id)
      .execute();
  },
  // Anything not logged on an account, or of a technical type.
  isSystemEntry: sql<boolean>`(entity_type <> 'ACCOUNT' or activity_type in (${sql.join(TECHNICAL_ACTIVITY_TYPES)}))`,
};

/** The activity service (spec 2 §7): writes, lists, creators, attachments, types. */
export function registerActivitiesService({ app, database }: ServiceContext): void {
  const { db } = database;
  const activities = timelineService(db, activityKind);

  registerEndpoint(app, endpoints.createActivity, salesAccess, async ({ actor, scope, body }) =>
    activities.create({ company: scope }, requireActor(actor).user, body),
  );

  registerEndpoint(
    app,
    endpoints.updateActivity,
    salesAccess,
    async ({ actor, scope, params, body }) =>
      activities.update({ company: scope }, requireActor(actor).user, params.activityId, body),
  );

  registerEndpoint(app, endpoints.deleteActivity, salesAccess, async ({ scope, query }) => {
    await activities.remove({ company: scope }, query.id);
  });

  registerEndpoint(
    app,
    endpoints.entityActivities,
    salesAccess,
    async ({ scope, params, query }) => {
      return activities.list({ company: scope }, query, (entries) => {
        let activities =
          params.entityType === 'ACCOUNT'
            ? entries.where('accountId', '=', params.entityId).where('entityType', '=', 'ACCOUNT')
            : entries
                .where('entityType', '=', params.entityType)
                .where('entityId', '=', params.entityId);
        if (query.activityType) {
          activities = activities.where('activityType', '=', query.activityType);
        }
        if (query.filter) {
          const pattern = containsPattern(query.filter);
          activities = activities.where((eb) =>
            eb.or([eb('title', 'ilike', pattern), eb('message', 'ilike', pattern)]),
          );
        }
        return activities;
      });
    },
  );

  registerEndpoint(app, endpoints.touchpoints, salesAccess, async ({ scope, query }) => {
    return activities.list({ company: scope }, query, (entries) => {
      const touchpoints = entries.where('entityType', '=', 'ACCOUNT');
      return query.activityType
        ? touchpoints.where('activityType', '=', query.activityType)
        : touchpoints;
    });
  });

  registerEndpoint(app, endpoints.touchpointCreators, salesAccess, async ({ scope }) => {
    // One index probe per user rather than a scan of every activity. The users are any
    // company's (an activity's creator may be a platform user) that wrote the scope's.
    const creators = await scopeOf(db, undefined)
      .rows('appUser as u')
      .select(['u.id', 'u.firstName', 'u.lastName'])
      .where(({ exists }) =>
        exists(
          scope
            .rows('activity as a')
            .select('a.id')
            .where('a.entityType', '=', 'ACCOUNT')
            .whereRef('a.creatorUserId', '=', sql.ref<number>('u.id')),
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
    async ({ scope, params, reply }) => {
      const attachment = await scope
        .rows('activity as a')
        .innerJoin('activityFile as af', 'af.activityId', 'a.id')
        .select('af.fileId')
        .where('af.id', '=', params.attachmentId)
        .executeTakeFirst();
      if (attachment) await sendStoredFile(scope, attachment.fileId, reply);
    },
  );

  registerEndpoint(app, endpoints.technicalActivityTypes, salesAccess, async () => ({
    items: [...TECHNICAL_ACTIVITY_TYPES],
  }));

  registerEndpoint(app, endpoints.nonTechnicalActivityTypes, salesAccess, async () => ({
    items: [...NON_TECHNICAL_ACTIVITY_TYPES],
  }));
}
