import { type Kysely, sql } from 'kysely';

// The parts the migrations' SQL shares. A released migration's SQL never changes: these strings
// are spliced into the statements as they were written, so each migration runs the same SQL.

/** The values of a check constraint's `in (…)`: `'A', 'B'`. */
export const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** The key of a company's row: its identity and its company (at a table's indentation). */
export const companyKey = `id integer generated always as identity primary key,
    company_id integer not null references company (id),`;

/** The optimistic lock's version and the row's stamps (at a table's indentation). */
export const timestamps = `version integer not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()`;

/** A migration's `up`: its statements one at a time (PGlite's extended protocol takes no
 * multi-statement strings). */
export const inOrder =
  (statements: readonly string[]) =>
  async (db: Kysely<unknown>): Promise<void> => {
    for (const statement of statements) await sql.raw(statement).execute(db);
  };

/** The active switch, the version and the stamps of an editable row (at a table's indentation). */
export const activeStamps = `active boolean not null default true,
    ${timestamps}`;

/** What an audit row says of one changed field (at a table's indentation, after its entity). */
export const auditColumns = `entity_id integer not null,
    actor_user_id integer references app_user (id),
    changed_at timestamptz not null default now(),
    field text not null,
    old_value jsonb,
    new_value jsonb`;

/** A table linking two rows (`activity_contact`): both keys cascade and make the primary key. */
export const linkTable = (
  table: string,
  [owner, ownerTable]: readonly [string, string],
  [other, otherTable]: readonly [string, string],
) => `create table ${table} (
    ${owner} integer not null references ${ownerTable} (id) on delete cascade,
    ${other} integer not null references ${otherTable} (id) on delete cascade,
    primary key (${owner}, ${other})
  )`;

/**
 * A company's list of named rows (`lead_source`): its key, a name unique in the company in any
 * case, the given columns, the active switch and the stamps; the table and its name index.
 */
export const namedTable = (table: string, ...columns: string[]) => [
  `create table ${table} (
    ${companyKey}
    name text not null check (length(name) between 1 and 100),
${columns.map((column) => `    ${column},\n`).join('')}    ${activeStamps}
  )`,
  `create unique index ${table}_name_idx on ${table} (company_id, lower(name))`,
];

/** The transition tables of a statement trigger on each event. */
const transitionTables = {
  insert: 'new table as new_rows',
  update: 'old table as old_rows new table as new_rows',
  delete: 'old table as old_rows',
};

/**
 * A summary kept by a table's writes (`report_position_month`): per event (insert, update,
 * delete) a function `${name}_${event}` running `body(event)` over the statement's transition
 * tables (`new_rows`, `old_rows`) and its statement trigger after the event.
 */
export const statementTriggers = (
  name: string,
  table: string,
  body: (event: 'insert' | 'update' | 'delete') => string,
) =>
  (['insert', 'update', 'delete'] as const).flatMap((event) => [
    `create function ${name}_${event}() returns trigger language plpgsql as $$
      begin
        ${body(event)}
        return null;
      end $$`,
    `create trigger ${name}_${event} after ${event} on ${table}
      referencing ${transitionTables[event]}
      for each statement execute function ${name}_${event}()`,
  ]);
