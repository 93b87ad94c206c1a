import type { SelectedCompany } from '@adconsole/api/contracts';
import { afterAll, beforeAll, describe } from 'vitest';
import { type DatabaseLane, databaseLanes } from './databases.ts';
import { companyNamed } from './sales.ts';
import { startTestServer, type TestServer } from './server.ts';

/** A demo persona by the local part of its sign-in (`sales` for sales@example.com). */
export type PersonaName =
  | 'admin'
  | 'companyadmin'
  | 'agency'
  | 'selfbooking'
  | 'publisher'
  | 'sales'
  | 'ops'
  | 'printops'
  | 'finance'
  | 'controlling'
  | 'post'
  | 'postnetz'
  | 'contextual'
  | 'semantiq'
  | 'yaleo'
  | 'nobody'
  | 'colleague'
  | 'ghost'
  | 'uebernahme';

/**
 * The test server of one database lane for the tests of the enclosing `describe`: started on a
 * copy of the seeded demo data before them and closed after them. The answer stands for that
 * server from the block's first `beforeAll` on (it throws when used before).
 */
export function serverOnLane(
  lane: DatabaseLane,
  options?: Parameters<typeof startTestServer>[1],
): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(lane, options);
  });
  afterAll(() => started?.close());
  const current = () => {
    if (!started) throw new Error('the lane’s test server is used before its beforeAll');
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    request: (request) => current().request(request),
    send: (...args) => current().send(...args),
    signIn: (email, password) => current().signIn(email, password),
    close: () => current().close(),
  };
}

/**
 * The personas signed in (password demo) on the server before the block's tests: their bearer
 * tokens by name, e.g. `tokens.sales`.
 */
export function signedIn<const Names extends readonly PersonaName[]>(
  server: TestServer,
  names: Names,
): Record<Names[number], string> {
  const tokens = {} as Record<Names[number], string>;
  beforeAll(async () => {
    const answers = await Promise.all(names.map((name) => server.signIn(`${name}@example.com`)));
    names.forEach((name: Names[number], index) => {
      tokens[name] = answers[index] as string;
    });
  });
  return tokens;
}

/** What a block of `describeOnLanes` works with. */
export interface LaneContext<Names extends readonly PersonaName[]> {
  lane: DatabaseLane;
  server: TestServer;
  /** The bearer token of each signed-in persona, e.g. `tokens.sales`. */
  tokens: Record<Names[number], string>;
}

/**
 * `describe.each` over the run's database lanes, titled "<title> on <lane>": each block with a
 * test server of its own and the given personas signed in on it (`serverOnLane`, `signedIn`).
 */
export function describeOnLanes<const Names extends readonly PersonaName[]>(
  title: string,
  personas: Names,
  body: (context: LaneContext<Names>) => void,
): void {
  describe.each(databaseLanes())(`${title} on $name`, (lane) => {
    const server = serverOnLane(lane);
    body({ lane, server, tokens: signedIn(server, personas) });
  });
}

/**
 * A demo company of the server's seeded data, by name, as the selected-company header takes it
 * (`company: salesCompany`, `salesCompany.id`): looked up before the block's tests.
 */
export function seededCompany(server: TestServer, name: string): SelectedCompany {
  const company = {} as SelectedCompany;
  beforeAll(async () => {
    Object.assign(company, await companyNamed(server.database.db, name));
  });
  return company;
}
