import { type Source, sourceEndpoints } from '@adconsole/api/contracts';
import { activeUnless, caseless, contains } from '../../kit/list.ts';
import { registerResource } from '../../kit/resource.ts';
import type { ServiceContext } from '../context.ts';
import { funnelAccess } from './sales-records.ts';

/** Lead sources (/sales/sources): managed by sales-funnel holders and administrators. */
export function registerSourcesService({ app, database }: ServiceContext): void {
  registerResource(app, database.db, {
    endpoints: sourceEndpoints,
    table: 'leadSource',
    access: { read: funnelAccess, write: funnelAccess },
    toItem: (row): Source => ({
      id: row.id,
      name: row.name,
      active: row.active,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }),
    nameOf: (row) => row.name,
    toStored: (body) => ({ name: body.name, active: body.active }),
    unique: { field: 'name', column: 'name', message: 'A source with this name already exists' },
    filters: { nameFilter: contains('name'), includeInactive: activeUnless() },
    sort: { name: caseless('name'), createdAt: 'createdAt', updatedAt: 'updatedAt' },
    export: {
      title: 'sources.title',
      columns: {
        name: { header: 'sources.columns.name', value: (row) => row.name },
        active: {
          header: 'sources.columns.status',
          value: (row, t) => t(row.active ? 'sources.status.active' : 'sources.status.inactive'),
        },
        createdAt: { header: 'sources.columns.createdAt', value: (row) => row.createdAt },
      },
    },
    bulk: {
      activate: {
        refuse: (row) => (row.active ? alreadyActive : undefined),
        set: { active: true },
      },
      deactivate: {
        refuse: (row) => (row.active ? undefined : alreadyInactive),
        set: { active: false },
      },
    },
  });
}

const alreadyActive = { reason: 'The source is already active', translationKey: 'ALREADY_ACTIVE' };
const alreadyInactive = {
  reason: 'The source is already inactive',
  translationKey: 'ALREADY_INACTIVE',
};
