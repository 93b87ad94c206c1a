import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './schema.ts';

/**
 * An interface text in the four languages (spec 2 §3), one row per namespace and key. A
 * language's column is null while it has no text (the list's "missing").
 */
export interface TranslationTable {
  id: Generated<number>;
  namespace: string;
  key: string;
  de: string | null;
  en: string | null;
  fr: string | null;
  it: string | null;
  /** Where the key was first reported missing, for a key reported by a console. */
  pageRef: string | null;
  /**
   * When an administrator last changed the row; null while it holds what the seed or a
   * missing-key report put there, which the seed may bring up to date with the bundled texts.
   */
  editedAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

/** Tables of the translate service (spec 2 §7). */
export interface TranslationTables {
  translation: TranslationTable;
}
