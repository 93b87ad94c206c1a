import { type SelectedCompany, tokenSchema } from '@adconsole/api/contracts';
import { encodeSelectedCompany, SELECTED_COMPANY_HEADER } from '@adconsole/api/envelope';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type AuthSettings, defaultAuthSettings } from '../../src/auth/settings.ts';
import type { Database } from '../../src/db/database.ts';
import type { JobQueueOptions } from '../../src/jobs/queue.ts';
import type { SmtpSettings } from '../../src/mail/transport.ts';
import { DEMO_PASSWORD } from '../../src/seed/personas.ts';
import type { ChatModelSettings } from '../../src/services/chat/model.ts';
import type { XandrApiUrls } from '../../src/services/header-tag/xandr-client.ts';
import type { DatabaseLane } from './databases.ts';
import { TEST_SECRETS_KEY } from './permalead-samples.ts';

/** argon2id at its cheapest: the tests check behaviour, not hashing cost. */
export const testAuthSettings: AuthSettings = {
  ...defaultAuthSettings,
  passwordHashing: { memoryCost: 1024, timeCost: 1 },
  publicUrl: 'https://console.test',
};

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** The short form of a request: method, url, token and an optional JSON body. */
export function sendOf(request: TestServer['request']): TestServer['send'] {
  return (method, url, token, payload) =>
    request({
      method,
      url,
      token,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
}

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  /** Signs a persona in (password demo) and answers the bearer token. */
  signIn(email: string, password?: string): Promise<string>;
  /** A request with an optional token and selected company. */
  request(
    options: InjectOptions & { token?: string; company?: SelectedCompany },
  ): Promise<LightMyRequestResponse>;
  /** `send(method, url, token, payload?)`: a request with the bearer token and, when given, a JSON body. */
  send(
    method: Method,
    url: string,
    token?: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The server on a fresh database of the lane, with the demo data seeded. */
export async function startTestServer(
  lane: DatabaseLane,
  {
    auth = {},
    consoleDir = '/nonexistent',
    trustProxy = [],
    smtp,
    jobs,
    xandrApiUrls,
    chatModel,
  }: {
    auth?: Partial<AuthSettings>;
    consoleDir?: string;
    trustProxy?: string[];
    smtp?: SmtpSettings;
    jobs?: JobQueueOptions;
    /** Xandr's API per environment (a local fake's address), read at each call. */
    xandrApiUrls?: XandrApiUrls;
    /** The Gen AI chat's model (the fake model's address, issue 44); none: not configured. */
    chatModel?: ChatModelSettings;
  } = {},
): Promise<TestServer> {
  const database = await lane.openSeeded();
  const settings: AuthSettings = { ...testAuthSettings, ...auth };
  const app = await buildApp({
    config: {
      consoleDir,
      trustProxy,
      smtp,
      chatModel,
      // A known key, so that the walk's samples can seal a webhook secret (permalead-samples.ts).
      secretsKey: TEST_SECRETS_KEY,
      ...(xandrApiUrls ? { xandrApiUrls } : {}),
    },
    database,
    auth: settings,
    // The queue's polling as in production (2 s; issue 36): a job sent wakes its worker at once
    // (LISTEN/NOTIFY, on PGlite too), so polling finds only retries whose delay ended. At 0.5 s
    // an idle PGlite server spent about 4 % of a core on it, for as long as its file ran (1.10 s
    // of CPU in 20 s idle, 0.61 s at 2 s): CPU that grew with the wall time of a loaded run. A
    // test that waits for a retry sets its own (jobs.test.ts).
    jobs: { stopTimeoutMs: 2000, ...jobs },
  });

  const request: TestServer['request'] = ({ token, company, headers, ...options }) =>
    app.inject({
      ...options,
      headers: {
        ...headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(company ? { [SELECTED_COMPANY_HEADER]: encodeSelectedCompany(company) } : {}),
      },
    });

  return {
    app,
    database,
    request,
    send: sendOf(request),
    async signIn(email, password = DEMO_PASSWORD) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/ws-auth/token',
        payload: { email, password },
      });
      if (response.statusCode !== 200) {
        throw new Error(`sign-in of ${email} answered ${response.statusCode}: ${response.body}`);
      }
      return tokenSchema.parse(response.json()).token;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
