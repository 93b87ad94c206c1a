import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { isUniqueViolation, rethrowUniqueViolation } from '../src/db/errors.ts';
import { containsPattern, prefixPattern } from '../src/db/like.ts';
import { databaseLanes } from './support/databases.ts';

describe('the LIKE patterns', () => {
  it('match the text anywhere, or at the start', () => {
    expect(containsPattern('ab')).toBe('%ab%');
    expect(prefixPattern('ab')).toBe('ab%');
  });

  it('take % _ and the backslash as letters', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
    expect(prefixPattern('a_')).toBe('a\\_%');
  });
});

describe.each(databaseLanes())('the database helpers on $name', (lane) => {
  let database: Database;

  beforeAll(async () => {
    database = await lane.open();
    await sql`create table helper_probe (name text primary key)`.execute(database.db);
    await sql`insert into helper_probe values ('taken'), ('a_b'), ('50%')`.execute(database.db);
  });

  afterAll(() => database.close());

  const like = (pattern: string) =>
    sql<{ name: string }>`select name from helper_probe where name like ${pattern} order by name`
      .execute(database.db)
      .then((result) => result.rows.map((row) => row.name));

  it('finds what the user typed, wildcards as letters', async () => {
    expect(await like(containsPattern('_'))).toEqual(['a_b']);
    expect(await like(containsPattern('%'))).toEqual(['50%']);
    expect(await like(prefixPattern('ta'))).toEqual(['taken']);
    expect(await like(prefixPattern('%'))).toEqual([]);
  });

  it('turns the driver’s unique violation into the caller’s error, and nothing else', async () => {
    const insert = (name: string) =>
      sql`insert into helper_probe values (${name})`.execute(database.db);
    const taken = () => new Error('name taken');
    const error = await insert('taken').catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
    await expect(rethrowUniqueViolation(insert('taken'), taken)).rejects.toThrow('name taken');
    await expect(rethrowUniqueViolation(insert('free'), taken)).resolves.toBeDefined();
    const other = sql`insert into helper_probe values (null)`.execute(database.db);
    await expect(rethrowUniqueViolation(other, taken)).rejects.not.toThrow('name taken');
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
