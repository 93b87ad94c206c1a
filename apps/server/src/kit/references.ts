import type { UserLanguage } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { type CompanyTable, scopeOf } from './scope.ts';

// The display names of what a resource's rows point at (issue 34): a resource declares which of
// its columns reference which company-owned table and which field(s) of it to show, and the kit
// reads them for a whole page (list, record, export) in one query per reference, on the rows of
// the same company only. A localized name (issue 33: topics, sources, products, campaign types)
// is read in the caller's language, German (`name`) where that language has none.

/** A column of a resource that points at a row of another company-owned table. */
export interface Reference {
  table: CompanyTable;
  /**
   * The display field (answered as `name`), or the display field and other fields the item shows
   * (`['name', 'currency']`: `name` and `currency`).
   */
  name: string | readonly [string, ...string[]];
  /** The display field has a column per language (`name_en`, `name_fr`, `name_it`). */
  localized?: boolean;
}

/** The references of a resource, by the column of its rows that holds the id. */
export type References = Record<string, Reference>;

/** What a reference's row shows: its display name and the other fields declared. */
export type Named = { name: string } & Record<string, unknown>;

/** The referenced rows of one row, by reference column (undefined: none, or not the company's). */
export type NamedOf<R> = { [Column in keyof R]: Named | undefined };

/** The languages with a column of their own; German is the `name` column itself. */
const OTHER_LANGUAGES = new Set<UserLanguage>(['en', 'fr', 'it']);

/** The column of a localized field in a language: `name` → `nameFr` (`name_fr`); German `name`. */
export const localizedColumn = (field: string, language: UserLanguage): string =>
  OTHER_LANGUAGES.has(language) ? `${field}${language[0]?.toUpperCase()}${language[1]}` : field;

/** The SQL of a localized field in a language, falling back to German: `coalesce(name_fr, name)`. */
export const localizedName = (field: string, language: UserLanguage, alias?: string) => {
  const ref = (column: string) => sql.ref(alias ? `${alias}.${column}` : column);
  const column = localizedColumn(field, language);
  return column === field
    ? sql<string>`${ref(field)}`
    : sql<string>`coalesce(nullif(${ref(column)}, ''), ${ref(field)})`;
};

/**
 * The referenced rows of a page of rows: one query per reference, held to the company's rows.
 * Gives the `NamedOf` of each row.
 */
export async function resolveReferences<Row extends object, R extends References>(
  db: Db,
  companyId: number,
  language: UserLanguage,
  references: R | undefined,
  rows: readonly Row[],
): Promise<(row: Row) => NamedOf<R>> {
  const entries = Object.entries(references ?? {});
  const maps = await Promise.all(
    entries.map(async ([column, reference]) => {
      const ids = [
        ...new Set(
          rows
            .map((row) => (row as Record<string, unknown>)[column])
            .filter((id): id is number => typeof id === 'number'),
        ),
      ];
      if (ids.length === 0) return new Map<number, Named>();
      const [display, ...others] =
        typeof reference.name === 'string' ? [reference.name] : reference.name;
      const shown = reference.localized
        ? localizedName(display as string, language)
        : sql<string>`${sql.ref(display as string)}`;
      const found = (await scopeOf(db, companyId)
        .rows(reference.table, db)
        .select([
          sql<number>`id`.as('id'),
          shown.as('name'),
          ...others.map((f) => sql.ref(f).as(f)),
        ])
        .where(sql<boolean>`id in (${sql.join(ids)})`)
        .execute()) as unknown as (Named & { id: number })[];
      return new Map(found.map(({ id, ...named }) => [id, named as Named]));
    }),
  );
  return (row) =>
    Object.fromEntries(
      entries.map(([column], index) => {
        const id = (row as Record<string, unknown>)[column];
        return [column, typeof id === 'number' ? maps[index]?.get(id) : undefined];
      }),
    ) as NamedOf<R>;
}
