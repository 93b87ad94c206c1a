import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createApiClient } from './client.ts';
import { decodeSelectedCompany, SELECTED_COMPANY_HEADER } from './envelope.ts';
import { ApiError } from './errors.ts';

const company = {
  id: 42,
  companyUUID: 'c0ffee00-0000-4000-8000-000000000042',
  companyRole: 'AGENCY',
};

function recordingFetch(respond: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    return respond(request);
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });

describe('the request envelope (spec 1 §7)', () => {
  it('sends no-cache, an old If-Modified-Since, the bearer token and the selected company', async () => {
    const { fetch, requests } = recordingFetch(() => json({ ok: true }));
    const client = createApiClient({
      prefix: 'http://api.test/api',
      fetch,
      getToken: () => 'secret-token',
      getSelectedCompany: () => company,
    });

    await client.get('ws-companies/companies', z.object({ ok: z.boolean() }));

    const [request] = requests;
    expect(request?.url).toBe('http://api.test/api/ws-companies/companies');
    expect(request?.headers.get('Cache-Control')).toBe('no-cache');
    expect(new Date(request?.headers.get('If-Modified-Since') ?? '').getFullYear()).toBeLessThan(
      2000,
    );
    expect(request?.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(decodeSelectedCompany(request?.headers.get(SELECTED_COMPANY_HEADER) ?? '')).toEqual(
      company,
    );
    expect(request?.credentials).toBe('omit');
  });

  it('leaves the bearer token out for the token endpoint and when there is no token', async () => {
    const { fetch, requests } = recordingFetch(() => json({}));
    let token: string | undefined = 'secret-token';
    const client = createApiClient({
      prefix: 'http://api.test/api',
      fetch,
      getToken: () => token,
      tokenlessPaths: ['/ws-auth/token'],
    });

    await client.post('ws-auth/token', z.object({}), { email: 'a@example.com' });
    token = undefined;
    await client.get('ws-users/current', z.object({}));

    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([null, null]);
    expect(requests[0]?.headers.get(SELECTED_COMPANY_HEADER)).toBeNull();
  });

  it('sends the interface language as Accept-Language, read on every request (issue 33)', async () => {
    const { fetch, requests } = recordingFetch(() => json({}));
    let language: string | undefined = 'fr';
    const client = createApiClient({
      prefix: 'http://api.test/api',
      fetch,
      getLanguage: () => language,
    });
    await client.get('ws-users/current', z.object({}));
    language = 'it';
    await client.get('ws-users/current', z.object({}));
    language = undefined;
    await client.get('ws-users/current', z.object({}));
    expect(requests.map((request) => request.headers.get('Accept-Language'))).toEqual([
      'fr',
      'it',
      null,
    ]);
  });
});

describe('errors (spec 1 §8)', () => {
  it('turns a 422 into an ApiError with the body message and field errors', async () => {
    const body = {
      message: 'Validation failed',
      translationKey: 'VALIDATION_FAILED',
      path: '/api/ws-crm/accounts',
      fieldErrors: { name: 'required' },
    };
    const { fetch } = recordingFetch(() => json(body, 422, 'Unprocessable Entity'));
    const client = createApiClient({ prefix: 'http://api.test/api', fetch });

    const error = await client.post('ws-crm/accounts', z.object({}), {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      statusText: 'Unprocessable Entity',
      message: 'Validation failed',
      body,
    });
    expect((error as ApiError).translationKey).toBe('VALIDATION_FAILED');
  });

  it('falls back to the status text when the body has no message', async () => {
    const { fetch } = recordingFetch(
      () => new Response('<html>gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const client = createApiClient({ prefix: 'http://api.test/api', fetch });

    const error = await client.text('COMMITHASH.txt').catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 502, message: 'Bad Gateway' });
  });

  it('reports a failure without a response as status -1', async () => {
    const client = createApiClient({
      prefix: 'http://api.test/api',
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });

    const error = await client.get('health', z.object({})).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(-1);
    expect((error as ApiError).message).not.toBe('');
  });

  it('passes an aborted request through untouched, so callers can ignore it', async () => {
    const controller = new AbortController();
    const client = createApiClient({
      prefix: 'http://api.test/api',
      fetch: (input, init) =>
        new Promise((_resolve, reject) => {
          const signals = [init?.signal, input instanceof Request ? input.signal : undefined];
          for (const signal of signals) {
            if (signal?.aborted) reject(signal.reason);
            signal?.addEventListener('abort', () => reject(signal.reason));
          }
        }),
    });

    const pending = client
      .get('health', z.object({}), { signal: controller.signal })
      .catch((e: unknown) => e);
    controller.abort();

    expect(((await pending) as DOMException).name).toBe('AbortError');
  });
});

describe('the 401, 403 and 404 hooks (spec 1 §8)', () => {
  function clientAnswering(status: number, calls: string[]) {
    const { fetch } = recordingFetch(() => json({ message: 'no' }, status));
    return createApiClient({
      prefix: 'http://api.test/api',
      fetch,
      tokenlessPaths: ['/ws-auth/token'],
      onUnauthorized: (error) => calls.push(`401 ${error.message}`),
      onForbidden: () => calls.push('403'),
      onNotFound: () => calls.push('404'),
    });
  }

  it('calls the hook of the status and still rejects with the ApiError', async () => {
    const calls: string[] = [];
    for (const status of [401, 403, 404, 500]) {
      const error = await clientAnswering(status, calls)
        .get('ws-users/current', z.object({}))
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ status });
    }
    expect(calls).toEqual(['401 no', '403', '404']);
  });

  it('does not log out on a 401 of the token call (a wrong password)', async () => {
    const calls: string[] = [];
    await clientAnswering(401, calls)
      .post('ws-auth/token', z.object({}), {})
      .catch(() => undefined);
    expect(calls).toEqual([]);
  });
});

describe('the internal flag (spec 1 §7)', () => {
  it('sends /api/... instead of /api/ws-{service}/...', async () => {
    const { fetch, requests } = recordingFetch(() => json({}));
    const client = createApiClient({ prefix: 'http://api.test/api', fetch, internal: true });
    await client.get('ws-users/current', z.object({}));
    expect(requests[0]?.url).toBe('http://api.test/api/users/current');
  });
});

describe('the client on the platform fetch (issue 36: ky left the pages)', () => {
  it('adds the search parameters, leaving out the undefined ones, and sends JSON bodies', async () => {
    const { fetch, requests } = recordingFetch(() => json({}));
    const client = createApiClient({ prefix: 'http://api.test/api/', fetch });
    await client.post(
      'ws-crm/accounts',
      z.object({}),
      { name: 'Migros' },
      { searchParams: { page: 2, search: 'ag', none: undefined, archived: false } },
    );
    const [request] = requests;
    expect(request?.url).toBe(
      'http://api.test/api/ws-crm/accounts?page=2&search=ag&archived=false',
    );
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(await request?.text()).toBe('{"name":"Migros"}');
  });

  it('fails a call that takes longer than its timeout with status -1', async () => {
    const client = createApiClient({
      prefix: 'http://api.test/api',
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    });
    const error = await client
      .get('health', z.object({}), { timeout: 20 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(-1);
    expect((error as ApiError).message).toMatch(/timed out/);
  });

  it('gives a failed send (an answer read by the caller) as an ApiError, hooks told', async () => {
    const calls: string[] = [];
    const { fetch, requests } = recordingFetch(() => json({ message: 'gone' }, 404));
    const client = createApiClient({
      prefix: 'http://api.test/api',
      fetch,
      onNotFound: (error) => calls.push(error.message),
    });
    const error = await client
      .send('PUT', 'ws-print/proofs/send', { searchParams: { language: 'de' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, message: 'gone' });
    expect(calls).toEqual(['gone']);
    expect(requests[0]?.method).toBe('PUT');
  });
});
