import type { ServerMessage, sourceEndpoints } from '@adconsole/api/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { TranslatedNames } from '../db/schema.ts';
import type { AccessRule } from '../http/access.ts';
import { activeUnless, caseless, contains } from './list.ts';
import type { Named, Reference } from './references.ts';
import { type Refusal, registerResource } from './resource.ts';

// The named records: a name unique per company, active or not (lead sources, task topics,
// promotion types). One declaration each: the kit registers their list, record, export and the
// activate/deactivate actions, with the names in four languages where the table has them.

/** The activate and deactivate actions of a resource with an `active` column. */
export const activeBulk = (
  noun: string,
): Record<
  'activate' | 'deactivate',
  { refuse: (row: { active: boolean }) => Refusal | undefined; set: { active: boolean } }
> => ({
  activate: {
    refuse: (row) =>
      row.active
        ? { reason: `The ${noun} is already active`, translationKey: 'ALREADY_ACTIVE' }
        : undefined,
    set: { active: true },
  },
  deactivate: {
    refuse: (row) =>
      row.active
        ? undefined
        : { reason: `The ${noun} is already inactive`, translationKey: 'ALREADY_INACTIVE' },
    set: { active: false },
  },
});

/** The tables of a name in four languages (migrations 0022, 0078). */
type TranslatedTable =
  | 'leadSource'
  | 'taskTopic'
  | 'product'
  | 'campaignType'
  | 'broadcastSlot'
  | 'industry';

/**
 * The row's own name in the caller's language, as a reference of the row to itself: the kit
 * reads it with the other references (`named.id.name`).
 */
export const ownName = (table: TranslatedTable): { id: Reference } => ({
  id: { table, name: 'name', localized: true },
});

/** The stored names of a row in four languages, for the item (`translatedNamesItem`). */
export const translatedNames = (row: { name: string } & TranslatedNames) => ({
  nameDe: row.name,
  nameEn: row.nameEn,
  nameFr: row.nameFr,
  nameIt: row.nameIt,
});

/** What a write stores of its names: the German one, and the others it gives. */
export const storedNames = (body: {
  name: string;
  nameEn?: string | null;
  nameFr?: string | null;
  nameIt?: string | null;
}) => ({ name: body.name, nameEn: body.nameEn, nameFr: body.nameFr, nameIt: body.nameIt });

type NamedTable = 'leadSource' | 'taskTopic' | 'salesPromotionType';
/** The calls of a named record: those of the lead sources, whose shape they all share. */
type NamedEndpoints = Pick<
  typeof sourceEndpoints,
  'list' | 'export' | 'get' | 'create' | 'update' | 'bulk'
>;

export interface NamedResource {
  endpoints: { [Call in keyof NamedEndpoints]: unknown };
  table: NamedTable;
  access: AccessRule;
  /** The record in refusals and messages ('source'). */
  noun: string;
  /** The i18n prefix of the list's texts (`<texts>.columns.name`, `<texts>.status.active`). */
  texts: string;
  /** The 422 of a name the company has already. */
  nameTaken: ServerMessage;
}

/** Registers a named record's resource (see the top of this file). */
export function registerNamedResource(app: FastifyInstance, db: Db, named: NamedResource): void {
  const { table, texts } = named;
  const translated = table !== 'salesPromotionType';
  const nameIn = (
    row: { name: string } & Partial<TranslatedNames>,
    own: { id?: Named | undefined },
  ) => ({
    name: own.id?.name ?? row.name,
    ...(translated ? translatedNames(row as { name: string } & TranslatedNames) : {}),
  });
  const references: { id?: Reference } = translated ? ownName(table as TranslatedTable) : {};
  registerResource(app, db, {
    // The same list, record and write calls; a promotion type's write has no translations.
    endpoints: named.endpoints as NamedEndpoints,
    table,
    access: { read: named.access, write: named.access },
    references,
    toItem: (row, own) => ({
      id: row.id,
      ...nameIn(row, own),
      active: row.active,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }),
    nameOf: (row) => row.name,
    toStored: (body) => {
      const write = body as Parameters<typeof storedNames>[0] & { active: boolean };
      return translated
        ? { ...storedNames(write), active: write.active }
        : { name: write.name, active: write.active };
    },
    unique: { field: 'name', column: 'name', message: named.nameTaken },
    filters: { nameFilter: contains('name'), includeInactive: activeUnless() },
    sort: { name: caseless('name'), createdAt: 'createdAt', updatedAt: 'updatedAt' },
    export: {
      title: `${texts}.title`,
      columns: {
        name: {
          header: `${texts}.columns.name`,
          value: (row, _, own) => nameIn(row, own).name,
        },
        active: {
          header: `${texts}.columns.status`,
          value: (row, t) => t(`${texts}.status.${row.active ? 'active' : 'inactive'}`),
        },
        createdAt: { header: `${texts}.columns.createdAt`, value: (row) => row.createdAt },
      },
    },
    bulk: activeBulk(named.noun),
  });
}
