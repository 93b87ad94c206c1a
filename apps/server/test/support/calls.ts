import { expect } from 'vitest';
import type { Method, TestServer } from './server.ts';

export type { Method };

/** What a test reads of an answer. */
export interface Answer {
  statusCode: number;
  body: string;
  json(): unknown;
}

/**
 * `call(method, url, payload?, token?)`: one endpoint called as a persona, by default the one
 * `defaultToken` names when the call is made (`() => tokens.sales`); a JSON body when given.
 */
export function callsAs(server: TestServer, defaultToken: () => string) {
  return (method: Method, url: string, payload?: unknown, token = defaultToken()) =>
    server.send(method, url, token, payload);
}

/** The answer's JSON, once it has the expected status (200 unless given). */
export async function answerOf<T = Record<string, unknown>>(
  response: Answer | Promise<Answer>,
  status = 200,
): Promise<T> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json() as T;
}
