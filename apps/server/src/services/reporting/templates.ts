import {
  type ReportSchedule,
  type ReportTemplate,
  reportDefinitionSchema,
  reportingEndpoints,
  reportScheduleSchema,
  serverMessage,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { rethrowUniqueViolation } from '../../db/errors.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import { listPage } from '../../kit/paged-list.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { reportingAccess } from './access.ts';
import { nextRunAfter } from './schedule-time.ts';

// The report templates (`/reporting/{type}/list`, `/{templateId}`): saved definitions, shared
// in the company (every REPORT_BUILDER holder of the acting company sees and edits them; the
// owner is who saved it first), copied without their schedule, deleted with it. An edit names
// the version it read (412 when stale). A schedule's next mail is computed on every save.

const taken = () => new ValidationError({ name: serverMessage('reportNameTaken') }, []);

type TemplateRow = {
  id: number;
  type: string;
  name: string;
  definition: unknown;
  schedule: unknown;
  nextRunAt: Date | null;
  version: number;
  updatedAt: Date;
  ownerName: string | null;
};

/** The template rows, held to the scope's company, joined to their owner. */
const templateRows = (scope: Scope, db?: Db) =>
  scope.rows('reportTemplate as r', db).leftJoin('appUser as u', 'u.id', 'r.ownerUserId');

/** What a template's item reads of its row and its owner. */
const selectTemplate = (rows: ReturnType<typeof templateRows>) =>
  rows.select([
    'r.id',
    'r.type',
    'r.name',
    'r.definition',
    'r.schedule',
    'r.nextRunAt',
    'r.version',
    'r.updatedAt',
    sql<string | null>`u.first_name || ' ' || u.last_name`.as('ownerName'),
  ]);

/** A stored template as the contract's: its JSON read through the contract's schemas. */
export function toTemplate(row: TemplateRow): ReportTemplate {
  return {
    id: row.id,
    type: row.type as ReportTemplate['type'],
    name: row.name,
    definition: reportDefinitionSchema.parse(row.definition),
    schedule: row.schedule ? reportScheduleSchema.parse(row.schedule) : null,
    nextRunAt: row.nextRunAt?.toISOString() ?? null,
    ownerName: row.ownerName,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function templateOf(scope: Scope, id: number, db?: Db): Promise<ReportTemplate> {
  const row = await selectTemplate(templateRows(scope, db))
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('report template');
  return toTemplate(row as TemplateRow);
}

const stored = (schedule: ReportSchedule | null | undefined) => ({
  schedule: schedule ? JSON.stringify(schedule) : null,
  nextRunAt: schedule ? nextRunAfter(schedule, new Date()) : null,
});

export function registerReportTemplates({ app, database }: ServiceContext): void {
  const db = database.db as unknown as Db;
  registerEndpoint(app, reportingEndpoints.list, reportingAccess, async ({ query, scope }) => {
    const rows = templateRows(scope).where('r.type', '=', query.type);
    const page = await listPage(
      rows,
      {
        sort: { name: sql`lower(r.name)`, updatedAt: 'r.updatedAt' },
        ties: ['r.id'],
        select: selectTemplate,
      },
      query,
    );
    return { items: page.items.map((row) => toTemplate(row as TemplateRow)), total: page.total };
  });
  registerEndpoint(app, reportingEndpoints.get, reportingAccess, async ({ params, scope }) =>
    templateOf(scope, params.id),
  );
  registerEndpoint(
    app,
    reportingEndpoints.create,
    reportingAccess,
    async ({ body, scope, caller }) => {
      const { id } = await rethrowUniqueViolation(
        scope
          .insert('reportTemplate', {
            type: body.type,
            name: body.name,
            definition: JSON.stringify(body.definition),
            ownerUserId: caller.user.userId,
            ...stored(body.schedule),
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
        taken,
      );
      return templateOf(scope, id);
    },
  );
  registerEndpoint(
    app,
    reportingEndpoints.update,
    reportingAccess,
    async ({ params, body, scope }) => {
      await db.transaction().execute(async (trx) => {
        const row = await scope.lockedRow(
          trx,
          'reportTemplate',
          params.id,
          body.version,
          'report template',
        );
        await rethrowUniqueViolation(
          scope
            .update('reportTemplate', trx)
            .set({
              type: body.type,
              name: body.name,
              definition: JSON.stringify(body.definition),
              ...stored(body.schedule),
              version: row.version + 1,
              updatedAt: new Date(),
            })
            .where('id', '=', params.id)
            .execute(),
          taken,
        );
      });
      return templateOf(scope, params.id);
    },
  );
  registerEndpoint(
    app,
    reportingEndpoints.remove,
    reportingAccess,
    async ({ params, scope, reply }) => {
      const done = await scope
        .delete('reportTemplate')
        .where('id', '=', params.id)
        .returning('id')
        .executeTakeFirst();
      if (!done) throw notFound('report template');
      return reply.code(204).send();
    },
  );
  registerEndpoint(
    app,
    reportingEndpoints.copy,
    reportingAccess,
    async ({ params, scope, caller }) => {
      const original = await templateOf(scope, params.id);
      const names = await scope
        .rows('reportTemplate')
        .select('name')
        .where('type', '=', original.type)
        .execute();
      const taken = new Set(names.map((row) => row.name.toLowerCase()));
      let name = original.name;
      for (let n = 1; taken.has(name.toLowerCase()); n += 1) {
        name = `${original.name} (${n})`.slice(-120);
      }
      const { id } = await scope
        .insert('reportTemplate', {
          type: original.type,
          name,
          definition: JSON.stringify(original.definition),
          ownerUserId: caller.user.userId,
          schedule: null,
          nextRunAt: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return templateOf(scope, id);
    },
  );
}
