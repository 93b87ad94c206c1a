import {
  endpoints,
  LABEL_TYPES,
  type Label,
  type LabelType,
  type labelWriteSchema,
  serverMessage,
} from '@adconsole/api/contracts';
import { type Selectable, sql } from 'kysely';
import type { z } from 'zod/mini';
import { rethrowUniqueViolation } from '../../db/errors.ts';
import type { LabelTable } from '../../db/schema-activities.ts';
import { type AccessRule, type Actor, forbidden } from '../../http/access.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import { activeUnless, caseless, contains, pageOfRows } from '../../kit/list.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';

/** Labels are read by staff: sales, workflow and administrators. */
export const labelsReadAccess: AccessRule = {
  roles: { anyOf: ['ADMIN', 'WORKFLOW', 'SALES', 'SALESFUNNEL'] },
  company: 'actable',
};

/**
 * Labels are managed under /settings/labels (ADMIN, every type) and /sales/tags
 * (SALESFUNNEL, the sales-funnel labels only).
 */
export const labelsWriteAccess: AccessRule = {
  roles: { anyOf: ['ADMIN', 'SALESFUNNEL'] },
  company: 'actable',
};

const labelColumns = [
  'id',
  'name',
  'type',
  'active',
  'description',
  'companyId',
  'createdAt',
  'updatedAt',
] as const;

function toLabel(row: {
  id: number;
  name: string;
  type: string;
  active: boolean;
  description: string | null;
  companyId: number;
  createdAt: Date;
  updatedAt: Date;
}): Label {
  return {
    ...row,
    type: row.type as LabelType,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Only an administrator manages labels of other types than SALESFUNNEL. */
function requireTypeAllowed(actor: Actor, type: string) {
  if (type !== 'SALESFUNNEL' && !actor.roles.has('ADMIN')) {
    throw forbidden('Only administrators manage labels of this type');
  }
}

/** A name is unique per company and type, in any case. */
async function requireFreeName(
  scope: Scope,
  label: z.output<typeof labelWriteSchema>,
  id?: number,
) {
  let same = scope
    .rows('label')
    .select('id')
    .where('type', '=', label.type)
    .where(sql<boolean>`lower(name) = lower(${label.name})`);
  if (id !== undefined) same = same.where('id', '!=', id);
  if (await same.executeTakeFirst()) {
    throw new ValidationError({ name: serverMessage('labelNameTaken') }, []);
  }
}

const nameTaken = () => new ValidationError({ name: serverMessage('labelNameTaken') }, []);

/** The labels service (spec 2 §7). */
export function registerLabelsService({ app }: ServiceContext): void {
  registerEndpoint(app, endpoints.labels, labelsReadAccess, async ({ scope, query }) => {
    let labels = scope.for(query.companyId).rows('label');
    if (query.type) labels = labels.where('type', '=', query.type);
    labels = activeUnless<'label'>()(labels, query.includeInactive);
    if (query.nameFilter) labels = contains<'label'>('name')(labels, query.nameFilter);
    const sort = { name: caseless('name'), type: 'type', createdAt: 'createdAt', id: 'id' };
    const page = await pageOfRows<'label', Selectable<LabelTable>>(
      labels,
      { key: sort[query.sort], order: query.order },
      query.page,
      query.limit,
    );
    return { items: page.rows.map(toLabel), total: page.total };
  });

  registerEndpoint(
    app,
    endpoints.createLabel,
    labelsWriteAccess,
    async ({ actor, scope, body }) => {
      requireTypeAllowed(requireActor(actor), body.type);
      await requireFreeName(scope, body);
      const row = await rethrowUniqueViolation(
        scope
          .insert('label', {
            name: body.name,
            type: body.type,
            active: body.active,
            description: body.description || null,
          })
          .returning(labelColumns)
          .executeTakeFirstOrThrow(),
        nameTaken,
      );
      return toLabel(row);
    },
  );

  registerEndpoint(app, endpoints.labelTypes, labelsReadAccess, async () => ({
    items: [...LABEL_TYPES],
  }));

  registerEndpoint(app, endpoints.labelsByIds, labelsReadAccess, async ({ scope, body }) => {
    const rows = await scope
      .rows('label')
      .select(labelColumns)
      .where('id', 'in', body.ids)
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .execute();
    return { items: rows.map(toLabel) };
  });

  registerEndpoint(app, endpoints.label, labelsReadAccess, async ({ scope, params }) => {
    const row = await scope.byId('label', params.id).select(labelColumns).executeTakeFirst();
    if (!row) throw notFound('label');
    return toLabel(row);
  });

  registerEndpoint(
    app,
    endpoints.updateLabel,
    labelsWriteAccess,
    async ({ caller, scope, params, body }) => {
      const current = await scope
        .byId('label', params.id)
        .select(['id', 'type'])
        .executeTakeFirst();
      if (!current) throw notFound('label');
      requireTypeAllowed(caller, current.type);
      requireTypeAllowed(caller, body.type);
      await requireFreeName(scope, body, current.id);
      const row = await rethrowUniqueViolation(
        scope
          .update('label')
          .set({
            name: body.name,
            type: body.type,
            active: body.active,
            description: body.description || null,
            updatedAt: new Date(),
          })
          .where('id', '=', current.id)
          .returning(labelColumns)
          .executeTakeFirstOrThrow(),
        nameTaken,
      );
      return toLabel(row);
    },
  );
}
