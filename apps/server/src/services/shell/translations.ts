import {
  endpoints,
  serverMessage,
  TRANSLATION_KEY_PATTERN,
  TRANSLATION_LANGUAGES,
  type Translation,
  type TranslationLanguage,
  type TranslationValuesInput,
} from '@adconsole/api/contracts';
import { type Expression, type Selectable, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { rethrowUniqueViolation } from '../../db/errors.ts';
import { containsPattern } from '../../db/like.ts';
import type { TranslationTable } from '../../db/schema-translations.ts';
import { type AccessRule, PUBLIC, SIGNED_IN } from '../../http/access.ts';
import { HttpError, ValidationError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import { caseless } from '../../kit/list.ts';
import { ascending, registerList } from '../../kit/paged-list.ts';
import type { ServiceContext } from '../context.ts';

/** Only administrators write texts (spec 2 §6: the localisation area is theirs). */
export const translationWriteAccess: AccessRule = { roles: { anyOf: ['ADMIN'] }, company: 'none' };
/** Any signed-in user reads the list and the namespaces, and reports missing keys. */
export const translationReadAccess = SIGNED_IN;
/**
 * The aggregated texts are open to anyone: the sign-in screens show them before anyone is
 * signed in, and they are the interface texts every visitor's console ships anyway. A 401
 * here would also make a console that loads them before sign-in log its visitor out.
 */
export const aggregatedTranslationsAccess = PUBLIC;

type Column = 'de' | 'en' | 'fr' | 'it';
const columnOf = (language: TranslationLanguage) => language.toLowerCase() as Column;
const allColumns = TRANSLATION_LANGUAGES.map(columnOf);
/** The text columns a filter reads: the language's, or all four. */
const columnsOf = (language: TranslationLanguage | undefined) =>
  language ? [columnOf(language)] : allColumns;
/** An identifier column in byte order (`collate "C"`). */
const byteOrder = (column: string) => sql`${sql.ref(column)} collate "C"`;

const translationColumns = [
  'id',
  'namespace',
  'key',
  'de',
  'en',
  'fr',
  'it',
  'pageRef',
  'createdAt',
  'updatedAt',
] as const;
type TranslationRow = Pick<Selectable<TranslationTable>, (typeof translationColumns)[number]>;

function toTranslation(row: TranslationRow): Translation {
  const values = { DE: row.de, EN: row.en, FR: row.fr, IT: row.it };
  return {
    id: row.id,
    key: row.key,
    namespace: row.namespace,
    values,
    missingLanguages: TRANSLATION_LANGUAGES.filter((language) => values[language] === null),
    pageRef: row.pageRef,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The texts a write gives, by column: blank clears a text (the bundled one shows again). */
function textColumns(
  values: TranslationValuesInput | undefined,
): Partial<Record<Column, string | null>> {
  const columns: Partial<Record<Column, string | null>> = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const text = values?.[language];
    if (text === undefined) continue;
    columns[columnOf(language)] = text === null || text.trim() === '' ? null : text;
  }
  return columns;
}

const keyRuleError = () => new ValidationError({ key: serverMessage('translationKeyRule') }, []);
const duplicateError = () => new ValidationError({ key: serverMessage('translationKeyTaken') }, []);

async function findTranslation(db: Db, id: number): Promise<TranslationRow> {
  const row = await db
    .selectFrom('translation')
    .select(translationColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, `No translation ${id}`, 'NOT_FOUND');
  return row;
}

/** ws-translate: the interface texts, edited by administrators at run time (spec 2 §7). */
export function registerTranslationsService({ app, database }: ServiceContext): void {
  const { db } = database;

  registerList(app, endpoints.translations, translationReadAccess, {
    rows: () => db.selectFrom('translation'),
    filters: {
      namespace: (rows, namespace) => rows.where('namespace', '=', namespace),
      keyFilter: (rows, text) =>
        rows.where(sql<SqlBool>`lower(key) like lower(${containsPattern(text)})`),
      valueFilter: (rows, text, { query }) => {
        const pattern = containsPattern(text);
        return rows.where((eb) =>
          eb.or(
            columnsOf(query.language).map(
              (column) => sql<SqlBool>`lower(${sql.ref(column)}) like lower(${pattern})`,
            ),
          ),
        );
      },
      missing: (rows, missing, { query }) =>
        rows.where((eb) => {
          const checks: Expression<SqlBool>[] = columnsOf(query.language).map((column) =>
            eb(column, missing ? 'is' : 'is not', null),
          );
          return missing ? eb.or(checks) : eb.and(checks);
        }),
    },
    // Keys and namespaces are identifiers: byte order, the same on every database. Texts
    // without one sort last, either way.
    sort: {
      key: byteOrder('key'),
      namespace: byteOrder('namespace'),
      createdAt: 'createdAt',
      updatedAt: 'updatedAt',
      ...Object.fromEntries(
        TRANSLATION_LANGUAGES.map((language) => [language, caseless(columnOf(language))]),
      ),
    },
    nullsLast: TRANSLATION_LANGUAGES,
    ties: [ascending(byteOrder('key')), ascending('id')],
    select: (rows) => rows.select(translationColumns),
    toItems: (rows) => rows.map(toTranslation),
  });

  registerEndpoint(
    app,
    endpoints.translationsAggregated,
    aggregatedTranslationsAccess,
    async ({ query }) => {
      const column = columnOf(query.language);
      let rows = db
        .selectFrom('translation')
        .select(['namespace', 'key', column])
        .where(column, 'is not', null);
      if (query.namespace) rows = rows.where('namespace', '=', query.namespace);
      const found = await rows
        .orderBy(sql`namespace collate "C"`)
        .orderBy(sql`key collate "C"`)
        .execute();
      // Maps, not objects, until the end: a key such as __proto__ is just a key.
      const byNamespace = new Map<string, Map<string, string>>();
      // A namespace asked for by name is in the answer even without texts.
      if (query.namespace) byNamespace.set(query.namespace, new Map());
      for (const row of found) {
        const values = byNamespace.get(row.namespace) ?? new Map<string, string>();
        values.set(row.key, row[column] ?? '');
        byNamespace.set(row.namespace, values);
      }
      return {
        data: [
          {
            language: query.language,
            namespaces: [...byNamespace].map(([namespace, values]) => ({
              namespace,
              values: Object.fromEntries(values),
            })),
          },
        ],
      };
    },
  );

  registerEndpoint(
    app,
    endpoints.createTranslation,
    translationWriteAccess,
    async ({ body, reply }) => {
      const now = new Date();
      const row = await rethrowUniqueViolation(
        db
          .insertInto('translation')
          .values({
            namespace: body.namespace,
            key: body.key,
            ...textColumns(body.values),
            editedAt: now,
            updatedAt: now,
          })
          .returning(translationColumns)
          .executeTakeFirstOrThrow(),
        duplicateError,
      );
      reply.status(201);
      return toTranslation(row);
    },
  );

  registerEndpoint(
    app,
    endpoints.addMissingTranslation,
    translationReadAccess,
    async ({ body }) => {
      // Every console reports the keys it misses; the first report's page is kept, and a key
      // that exists (with or without texts) stays as it is.
      await db
        .insertInto('translation')
        .values({ namespace: body.namespace, key: body.key, pageRef: body.pageRef || null })
        .onConflict((conflict) => conflict.columns(['namespace', 'key']).doNothing())
        .execute();
    },
  );

  registerEndpoint(
    app,
    endpoints.updateTranslation,
    translationWriteAccess,
    async ({ params, body }) => {
      const current = await findTranslation(db, params.id);
      const key = body.key ?? current.key;
      const namespace = body.namespace ?? current.namespace;
      // An unchanged key may keep the dotted form of a bundled text; a new one follows §5.
      if (key !== current.key && !TRANSLATION_KEY_PATTERN.test(key)) throw keyRuleError();
      const now = new Date();
      const row = await rethrowUniqueViolation(
        db
          .updateTable('translation')
          .set({ namespace, key, ...textColumns(body.values), editedAt: now, updatedAt: now })
          .where('id', '=', params.id)
          .returning(translationColumns)
          .executeTakeFirst(),
        duplicateError,
      );
      if (!row) throw new HttpError(404, `No translation ${params.id}`, 'NOT_FOUND');
      return toTranslation(row);
    },
  );

  registerEndpoint(app, endpoints.deleteTranslation, translationWriteAccess, async ({ params }) => {
    // By the returned row: PGlite's driver reports no count of deleted rows.
    const deleted = await db
      .deleteFrom('translation')
      .where('id', '=', params.id)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) throw new HttpError(404, `No translation ${params.id}`, 'NOT_FOUND');
  });

  registerEndpoint(
    app,
    endpoints.translationNamespaces,
    translationReadAccess,
    async ({ query }) => {
      let rows = db.selectFrom('translation').select('namespace').distinct();
      if (query.filter) {
        rows = rows.where(
          sql<SqlBool>`lower(namespace) like lower(${containsPattern(query.filter)})`,
        );
      }
      const found = await rows.orderBy('namespace').execute();
      return { items: found.map((row) => row.namespace) };
    },
  );
}
