import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';

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

  it('refuses a PORT that is not a port', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
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
