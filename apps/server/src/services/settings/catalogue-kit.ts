import {
  PRODUCT_ROLES,
  type ProductMedium,
  type ServerMessage,
  serverMessage,
} from '@adconsole/api/contracts';
import type { Role } from '@adconsole/api/roles';
import type { FastifyInstance } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import type { AccessRule, Actor } from '../../http/access.ts';
import { forbidden } from '../../http/access.ts';
import { type FieldErrors, ValidationError } from '../../http/errors.ts';
import { activeUnless, contains, type RowFilter, type Rows } from '../../kit/list.ts';
import { activeBulk as bulk } from '../../kit/named.ts';
import type { References } from '../../kit/references.ts';
import {
  plainColumns,
  type ResourceDeclaration,
  type ResourceEndpoints,
  type RowOf,
  registerResource,
} from '../../kit/resource.ts';
import type { CompanyTable, Scope } from '../../kit/scope.ts';
import { auditChange } from './audit.ts';

// The catalogue settings (spec 1 §2.12; issue 28): every list is a resource of the list kit on
// the acting company's rows, with its access rule, its checks across fields and tables (422),
// and an audit row per changed field written in the change's transaction.

export const ADMIN_ONLY: AccessRule = { roles: { anyOf: ['ADMIN'] }, company: 'actable' };
export const PRODUCT_MANAGERS = [...new Set(Object.values(PRODUCT_ROLES))] as Role[];
/** Product settings: any product manager (the medium's own role is checked per medium). */
export const PRODUCT_ACCESS: AccessRule = {
  roles: { anyOf: PRODUCT_MANAGERS },
  company: 'actable',
};
export const DIGITAL_ACCESS: AccessRule = {
  roles: { anyOf: ['MANAGE_DIGITAL_PRODUCTS', 'ADMIN'] },
  company: 'actable',
};
export const CAMPAIGN_TYPE_ACCESS: AccessRule = {
  roles: { anyOf: ['MANAGE_CAMPAIGN_TYPES', 'ADMIN'] },
  company: 'actable',
};
export const COOP_WEEK_ACCESS: AccessRule = {
  roles: { anyOf: ['MANAGE_COOP_WEEKS', 'ADMIN'] },
  company: 'actable',
};

/** The product medium an ad medium's media type belongs to (newsletters are digital). */
export const mediumOf = (mediaType: string): ProductMedium =>
  (mediaType === 'NEWSLETTER' ? 'DIGITAL' : mediaType) as ProductMedium;

/** 403 unless the actor manages the medium's products. */
export function requireMedium(actor: Actor, mediaType: string): void {
  const role = PRODUCT_ROLES[mediumOf(mediaType)] as Role;
  if (!actor.roles.has(role)) {
    throw forbidden(`Managing ${mediumOf(mediaType).toLowerCase()} products needs ${role}`);
  }
}

export const invalid = (fieldErrors: FieldErrors) => new ValidationError(fieldErrors, []);
export const iso = (value: Date) => value.toISOString();
export const stampsOf = (row: {
  active: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}) => ({
  active: row.active,
  version: row.version,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});
/** The activate and deactivate actions of a resource with an `active` column. */
export { activeBulk as bulk } from '../../kit/named.ts';

/** The audit of a kit change under an entity type. */
export const audited =
  (entityType: string) =>
  (trx: Transaction<Schema>, change: { actor: Actor; before: unknown; after: unknown }) =>
    auditChange(trx, {
      actor: change.actor,
      entityType,
      entityId: (change.after as { id: number }).id,
      before: change.before as Record<string, unknown> | undefined,
      after: change.after as Record<string, unknown>,
    });

export const equals =
  <Table extends CompanyTable, Value>(column: string): RowFilter<Table, Value> =>
  (rows, value) =>
    rows.where(sql<boolean>`${sql.ref(column)} = ${value}`) as Rows<Table>;

/** A row of another table of the scope's company, or a 422 on the field (`notOfCompany`). */
export async function requireOwn(
  scope: Scope,
  table:
    | 'adMedium'
    | 'websitePlacement'
    | 'website'
    | 'account'
    | 'product'
    | 'priceList'
    | 'broadcastSlot',
  id: number,
  field: string,
  message: ServerMessage = serverMessage('notOfCompany'),
): Promise<Record<string, unknown>> {
  const row = await scope
    .rows(table as 'adMedium')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw invalid({ [field]: message });
  return row as unknown as Record<string, unknown>;
}

/** How many rows of `table` point at each of `rows` through `column` (a list's item counts). */
export async function countsOf(
  source: Db,
  table: 'product' | 'priceListItem',
  column: 'adMediumId' | 'priceListId',
  rows: readonly { id: number }[],
): Promise<Map<number, number>> {
  if (!rows.length) return new Map();
  const counts = await source
    .selectFrom(table)
    .select([sql<number>`${sql.ref(column)}`.as('ownerId'), sql<string>`count(*)`.as('count')])
    .where(sql<boolean>`${sql.ref(column)} in (${sql.join(rows.map((row) => row.id))})`)
    .groupBy(sql.ref(column))
    .execute();
  return new Map(counts.map((row) => [row.ownerId, Number(row.count)]));
}

export const DIGITAL_FIELDS = ['adType', 'placementId', 'pricingModel'] as const;
export const PRINT_FIELDS = ['sizeType', 'colorMode', 'columns', 'heightMm'] as const;
export const BROADCAST_FIELDS = ['spotLengthSec', 'broadcastSlotId'] as const;

/**
 * A catalogue list (spec 1 §2.12): a kit resource with the settings' shared parts filled in. One
 * access rule reads and writes; the name search and the inactive switch filter (besides the
 * resource's own `filters`); the record is named by its `name`; the export's columns are the
 * row's own values headed `<texts>.columns.<id>`; activate and deactivate are the bulk actions
 * (`bulk` replaces them); every change is audited under `entity`.
 */
export function registerCatalogue<
  E extends ResourceEndpoints,
  Table extends CompanyTable,
  Item,
  R extends References = Record<never, never>,
>(
  app: FastifyInstance,
  db: Db,
  {
    access,
    entity,
    noun,
    texts,
    columns,
    labels,
    filters,
    ...resource
  }: Omit<
    ResourceDeclaration<E, Table, Item, R>,
    'access' | 'export' | 'bulk' | 'onChange' | 'nameOf' | 'filters'
  > &
    Partial<Pick<ResourceDeclaration<E, Table, Item, R>, 'nameOf' | 'bulk' | 'filters'>> & {
      access: AccessRule;
      /** The audit's entity type (`BRAND`). */
      entity: string;
      /** The record in the bulk refusals ('brand'). */
      noun: string;
      /** The i18n prefix of the list (`settingsCatalogue.brands`): its title and columns. */
      texts: string;
      /** The export's columns: the row's own values. */
      columns: readonly (keyof RowOf<Table> & string)[];
      /** The columns of codes and their labels' i18n prefix (`unit` → `….units`). */
      labels?: Partial<Record<keyof RowOf<Table> & string, string>>;
    },
): void {
  type Declaration = ResourceDeclaration<E, Table, Item, R>;
  registerResource(app, db, {
    access: { read: access, write: access },
    nameOf: (row) => (row as { name: string }).name,
    filters: {
      nameFilter: contains('name'),
      includeInactive: activeUnless(),
      ...filters,
    } as Declaration['filters'],
    export: { title: `${texts}.title`, columns: plainColumns<Table>(texts, columns, labels) },
    bulk: bulk(noun) as Declaration['bulk'],
    onChange: audited(entity),
    ...resource,
  } as Declaration);
}
