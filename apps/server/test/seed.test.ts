import { randomUUID } from 'node:crypto';
import { effectiveRoles, type Role } from '@adconsole/api/roles';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import { demoSignIns, formatSignIns, seedDemoData } from '../src/seed/demo.ts';
import { DEMO_COMPANIES, PERSONAS } from '../src/seed/personas.ts';
import { type DatabaseLane, databaseLanes } from './support/databases.ts';
import { rowOf, rowsOf } from './support/rows.ts';
import { testAuthSettings } from './support/server.ts';

/** PERSONAS.md: the roles each sign-in holds at least, and those it must not hold. */
const expected: Record<string, { has: Role[]; not?: Role[] }> = {
  'admin@example.com': {
    has: [
      'ADMIN',
      'SWITCH_COMPANY_VIEW',
      'AGENCY',
      'PUBLISHER',
      'WORKFLOW',
      'REPORT_BUILDER',
      'HEADER_TAG',
    ],
    // The index sends an agency to /orders, and /orders sends a post-ad-manager elsewhere.
    not: ['POSTADMANAGER', 'CUSTOMER'],
  },
  'companyadmin@example.com': { has: ['COMPANY_ADMIN', 'BOOK_CAMPAIGNS', 'AGENCY'] },
  'agency@example.com': { has: ['BOOK_CAMPAIGNS', 'MANAGE_ACCOUNTS', 'AGENCY'], not: ['ADMIN'] },
  'selfbooking@example.com': { has: ['SELF_BOOKING', 'CUSTOMER', 'AGENCY'] },
  'publisher@example.com': { has: ['PAYOUT', 'PUBLISHER'], not: ['AGENCY'] },
  'sales@example.com': { has: ['SALES', 'SALESFUNNEL', 'MANAGE_ACCOUNTS', 'WORKFLOW'] },
  'ops@example.com': {
    has: [
      'MANAGE_DIGITAL_PRODUCTS',
      'OPS_PUSH',
      'OPS_SCREENSHOTS',
      'OPS_CHECKS',
      'ADSERVER_CREATIVES',
      'MANAGE_DIGITAL_CREATIVES',
      'WORKFLOW',
    ],
  },
  'printops@example.com': {
    has: ['PRINT_OPS_PUSH', 'MANAGE_PRINT_PRODUCTS', 'MANAGE_PRINT_CREATIVES', 'WORKFLOW'],
  },
  'finance@example.com': {
    has: ['ADMIN_INVOICE', 'PAYOUT', 'PAYMENTS', 'ACCESS_COMPLIANCE', 'WORKFLOW'],
  },
  // Issue 38 part 4: the second finance person, who approves the credit notes (four eyes).
  'controlling@example.com': {
    has: ['ADMIN_INVOICE', 'ACCESS_COMPLIANCE', 'WORKFLOW'],
    not: ['PAYMENTS', 'ADMIN'],
  },
  'post@example.com': { has: ['POSTADMANAGER', 'AGENCY'] },
  'postnetz@example.com': { has: ['POSTNETZ', 'WORKFLOW'] },
  'contextual@example.com': { has: ['CONTEXTUAL'], not: ['AGENCY', 'PUBLISHER', 'WORKFLOW'] },
  'semantiq@example.com': { has: ['SEMANTIQ'], not: ['AGENCY', 'PUBLISHER', 'WORKFLOW'] },
  // Issue 42: Verlag Alpenblick's Yaleo user (services/yaleo/README.md), no payouts.
  'yaleo@example.com': { has: ['YALEO', 'PUBLISHER'], not: ['PAYOUT', 'ADMIN'] },
  'nobody@example.com': { has: [] },
};

describe('the personas of PERSONAS.md', () => {
  it('has one sign-in per row of PERSONAS.md', () => {
    expect(PERSONAS.map((persona) => persona.email).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(PERSONAS)('gives $email the roles PERSONAS.md names', (persona) => {
    const company = DEMO_COMPANIES.find((entry) => entry.name === persona.company);
    const roles = effectiveRoles({
      userRole: persona.userRole,
      companyRole: company?.companyRole ?? null,
      permissions: persona.permissions,
    });
    const { has, not = [] } = expected[persona.email] ?? { has: [] };
    for (const role of has) expect(roles.has(role), role).toBe(true);
    for (const role of not) expect(roles.has(role), role).toBe(false);
    if (persona.email === 'nobody@example.com') expect([...roles]).toEqual([]);
  });

  it('puts every company in CH, AT or DE', () => {
    expect(new Set(DEMO_COMPANIES.map((company) => company.countryCode))).toEqual(
      new Set(['CH', 'AT', 'DE']),
    );
  });
});

describe('the seeded demo data', () => {
  // The PGlite lane's copy of the run's seeded template (test/setup/postgres.ts), not a seed of
  // its own: seedDemoData made it the same way (issue 36: a seed less, 20–40 s on a busy machine).
  it('stores the password as an argon2id hash', async () => {
    const database = await (databaseLanes()[0] as DatabaseLane).openSeeded();
    try {
      const { passwordHash } = await rowOf(database.db, 'appUser', 'passwordHash', {
        email: 'admin@example.com',
      });
      expect(passwordHash).toMatch(/^\$argon2id\$/);
    } finally {
      await database.close();
    }
  });
});

describe('seeding', () => {
  let database: Database;
  beforeEach(async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
  });
  afterEach(() => database.close());

  it('seeds an empty database once, and lists the sign-ins with the password demo', async () => {
    expect(await seedDemoData(database.db, testAuthSettings.passwordHashing)).toBe(true);
    expect(await seedDemoData(database.db, testAuthSettings.passwordHashing)).toBe(false);
    // The personas can sign in; the administration's colleagues (other domains) and the CRM's
    // other sales reps (no password) are no sign-ins of the banner.
    const users = await rowsOf(database.db, 'appUser', 'email', { passwordHash: ['is not', null] });
    expect(users.filter((user) => user.email.endsWith('@example.com'))).toHaveLength(
      PERSONAS.length,
    );
    const banner = formatSignIns(await demoSignIns(database.db));
    expect(banner).toContain('password: demo');
    for (const persona of PERSONAS) expect(banner).toContain(persona.email);
  }, 180_000); // every area's small demo data on PGlite: 86 s once beside the whole suite

  it('leaves a database with data alone and prints no sign-ins', async () => {
    await database.db
      .insertInto('company')
      .values({
        companyUuid: randomUUID(),
        name: 'Echte Firma AG',
        companyRole: 'AGENCY',
        countryCode: 'CH',
      })
      .execute();
    expect(await seedDemoData(database.db, testAuthSettings.passwordHashing)).toBe(false);
    expect(await database.db.selectFrom('appUser').select('id').execute()).toEqual([]);
    expect(formatSignIns(await demoSignIns(database.db))).toBe('');
  });
});
