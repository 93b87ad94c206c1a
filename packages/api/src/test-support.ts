import { createApiClient } from './client.ts';

/** A JSON answer; 204 has no body. */
export const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * A client whose requests go to `respond` instead of the network, with the token `token-1`;
 * `requests` holds a copy of each request sent.
 */
export function fakeServer(respond: (request: Request) => Response) {
  const requests: Request[] = [];
  const client = createApiClient({
    prefix: 'http://api.test/api',
    getToken: () => 'token-1',
    tokenlessPaths: ['/ws-auth/token'],
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      requests.push(request.clone());
      return respond(request);
    }) as typeof fetch,
  });
  return { client, requests };
}
