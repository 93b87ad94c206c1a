import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { databaseTarget } from '../src/db/database.ts';

describe('readConfig', () => {
  it('defaults to 127.0.0.1:3000, .data/ and the embedded database', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('.data'),
      databaseUrl: undefined,
    });
    expect(config.consoleDir.endsWith(path.join('apps', 'console', 'dist'))).toBe(true);
  });

  it('takes PORT, HOST, DATA_DIR and DATABASE_URL from the environment', () => {
    const config = readConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/adconsole',
      DATABASE_URL: 'postgres://adconsole@127.0.0.1:5432/adconsole',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/adconsole',
      databaseUrl: 'postgres://adconsole@127.0.0.1:5432/adconsole',
    });
  });

  it('runs the embedded PostgreSQL unless DATABASE=pglite; DATABASE_PORT fixes its port', () => {
    expect(readConfig({})).toMatchObject({ database: 'postgres', databasePort: undefined });
    expect(readConfig({ DATABASE: 'pglite', DATABASE_PORT: '5433' })).toMatchObject({
      database: 'pglite',
      databasePort: 5433,
    });
    expect(() => readConfig({ DATABASE: 'mysql' })).toThrow(/DATABASE must be postgres/);
    expect(() => readConfig({ DATABASE_PORT: '0' })).toThrow(/DATABASE_PORT must be/);
  });

  it('refuses a PORT that is not a port', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
  });

  it('picks the database: DATABASE_URL, else the embedded PostgreSQL, else PGlite on request', () => {
    const target = (env: Record<string, string>) =>
      databaseTarget(readConfig({ DATA_DIR: '/srv/data', ...env }));
    expect(target({})).toEqual({ kind: 'embedded-postgres', dataDir: '/srv/data/postgres' });
    expect(target({ DATABASE_PORT: '5433' })).toEqual({
      kind: 'embedded-postgres',
      dataDir: '/srv/data/postgres',
      port: 5433,
    });
    expect(target({ DATABASE: 'pglite' })).toEqual({ kind: 'pglite', dataDir: '/srv/data/pglite' });
    expect(target({ DATABASE_URL: 'postgres://x@127.0.0.1/y', DATABASE: 'pglite' })).toEqual({
      kind: 'postgres',
      url: 'postgres://x@127.0.0.1/y',
    });
  });
});

describe('TRUST_PROXY (issue 18, finding 4)', () => {
  it('trusts no proxy unless told', () => {
    expect(readConfig({}).trustProxy).toEqual([]);
    expect(readConfig({ TRUST_PROXY: ' ' }).trustProxy).toEqual([]);
  });

  it('takes addresses and ranges separated by commas', () => {
    expect(readConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
    ]);
  });

  it.each(['loopback', 'true', '10.0.0.300', '10.0.0.0/33', '*'])('refuses %j', (value) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must list/);
  });
});
