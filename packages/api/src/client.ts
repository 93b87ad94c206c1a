import type { z } from 'zod/mini';
import type { SelectedCompany } from './contracts/company.ts';
import { errorBodySchema } from './contracts/errors.ts';
import {
  encodeSelectedCompany,
  SELECTED_COMPANY_HEADER,
  STALE_IF_MODIFIED_SINCE,
} from './envelope.ts';
import { ApiError, isAbortError, toApiError, UNKNOWN_ERROR } from './errors.ts';

export interface ApiClientOptions {
  /** Where the services live; the spec's default is `/api` (paths `/api/ws-{service}/…`). */
  prefix?: string;
  /** The bearer token, read on every request (the console keeps it under `token`). */
  getToken?: () => string | null | undefined;
  /**
   * The interface language, read on every request and sent as `Accept-Language`: the server
   * answers its messages (field and form errors) in it (issue 33).
   */
  getLanguage?: () => string | null | undefined;
  /** The company the user acts for, read on every request. */
  getSelectedCompany?: () => SelectedCompany | null | undefined;
  /** Paths (relative to the prefix) that never carry the bearer token: the token endpoint. */
  tokenlessPaths?: readonly string[];
  /** Credentials are omitted unless requested (spec 1 §7). */
  credentials?: RequestCredentials;
  fetch?: typeof fetch;
  /**
   * The internal flag of spec 1 §7: paths go to `/api/{service}/…` instead of
   * `/api/ws-{service}/…`.
   */
  internal?: boolean;
  /** Called with every 401, except on the tokenless paths (spec 1 §8: log out). */
  onUnauthorized?: (error: ApiError) => void;
  /** Called with every 403 (spec 1 §8: go to /403). */
  onForbidden?: (error: ApiError) => void;
  /** Called with every 404 (spec 1 §8: go to /404). */
  onNotFound?: (error: ApiError) => void;
}

/** A search parameter's value; `undefined` leaves the parameter out. */
export type SearchParamValue = string | number | boolean | undefined;

export interface RequestOptions {
  searchParams?: string | URLSearchParams | Record<string, SearchParamValue>;
  signal?: AbortSignal;
  headers?: HeadersInit;
  /** Milliseconds until the call fails with status -1 (body read included); default 10 s. */
  timeout?: number | false;
}

/** What `send` takes besides the request options: a JSON body or a raw one. */
export interface SendOptions extends RequestOptions {
  json?: unknown;
  body?: BodyInit;
}

export interface ApiClient {
  get<S extends z.ZodMiniType>(
    path: string,
    schema: S,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
  post<S extends z.ZodMiniType>(
    path: string,
    schema: S,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
  put<S extends z.ZodMiniType>(
    path: string,
    schema: S,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
  /** A POST whose answer has no body (204). */
  postNoContent(path: string, body?: unknown, options?: RequestOptions): Promise<void>;
  delete(path: string, options?: RequestOptions): Promise<void>;
  text(path: string, options?: RequestOptions): Promise<string>;
  /** A multipart POST (an upload); the answer is parsed with the schema. */
  postForm<S extends z.ZodMiniType>(
    path: string,
    schema: S,
    form: FormData,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
  /** A GET whose answer is binary (a download): the response itself, a 2xx one. */
  getResponse(path: string, options?: RequestOptions): Promise<Response>;
  /**
   * Any call with the envelope whose answer the caller reads itself (a text answer of a POST,
   * a PUT with no body): the response, a 2xx one; failures as ApiError like every call.
   */
  send(method: string, path: string, options?: SendOptions): Promise<Response>;
}

/** A call's time is up: failed with status -1, like a call that got no answer. */
const TIMEOUT = Symbol('timeout');

/** The search parameters as a query string, without the parameters left undefined. */
function queryOf(searchParams: RequestOptions['searchParams']): string {
  if (searchParams === undefined) return '';
  if (typeof searchParams === 'string') return searchParams.replace(/^\?/, '');
  if (searchParams instanceof URLSearchParams) return searchParams.toString();
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) {
    if (value !== undefined) params.append(name, String(value));
  }
  return params.toString();
}

/** The body of a failed answer: JSON when it says so, else its text; undefined when empty. */
async function errorBodyOf(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  if (!/\bjson\b/i.test(response.headers.get('content-type') ?? '')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The HTTP client with the request envelope of spec 1 §7, on the platform's `fetch` (issue 36:
 * ky's 10 kB on every page bought retries, hooks and progress the console does not use). A
 * call fails after `timeout` (10 s, as ky did) with status -1.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const prefix = (options.prefix ?? '/api').replace(/\/+$/, '');
  const tokenless = options.tokenlessPaths ?? [];
  const isTokenless = (path: string) => tokenless.some((entry) => path.endsWith(entry));
  const resolve = (path: string) =>
    (options.internal ? path.replace(/^ws-/, '') : path).replace(/^\/+/, '');

  function notify(path: string, error: ApiError) {
    if (error.status === 401 && !isTokenless(`/${path}`)) options.onUnauthorized?.(error);
    else if (error.status === 403) options.onForbidden?.(error);
    else if (error.status === 404) options.onNotFound?.(error);
  }

  function headersOf(path: string, request: SendOptions, accept?: string): Headers {
    const headers = new Headers({
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
      'If-Modified-Since': STALE_IF_MODIFIED_SINCE,
    });
    for (const [name, value] of new Headers(request.headers)) headers.set(name, value);
    if (accept && !headers.has('accept')) headers.set('accept', accept);
    if (request.json !== undefined && !headers.has('content-type'))
      headers.set('content-type', 'application/json');
    const token = options.getToken?.();
    if (token && !isTokenless(`/${path.split('?')[0]}`))
      headers.set('Authorization', `Bearer ${token}`);
    const language = options.getLanguage?.();
    if (language) headers.set('Accept-Language', language);
    const company = options.getSelectedCompany?.();
    if (company) headers.set(SELECTED_COMPANY_HEADER, encodeSelectedCompany(company));
    return headers;
  }

  /**
   * Sends the call and reads its answer with `read` (within the timeout): a failed answer, a
   * missing one and a timeout become an ApiError (the status hooks told), a caller's abort
   * stays the AbortError it is.
   */
  async function call<T>(
    method: string,
    rawPath: string,
    request: SendOptions,
    read: (response: Response) => Promise<T>,
    accept?: string,
  ): Promise<T> {
    const path = resolve(rawPath);
    const query = queryOf(request.searchParams);
    const url = `${prefix}/${path}${query ? `${path.includes('?') ? '&' : '?'}${query}` : ''}`;
    const timer = new AbortController();
    const timeout = request.timeout ?? 10_000;
    const handle = timeout === false ? undefined : setTimeout(() => timer.abort(TIMEOUT), timeout);
    const signal = request.signal ? AbortSignal.any([request.signal, timer.signal]) : timer.signal;
    try {
      const fetchImpl = options.fetch ?? globalThis.fetch;
      const response = await fetchImpl(url, {
        method,
        headers: headersOf(path, request, accept),
        credentials: options.credentials ?? 'omit',
        signal,
        ...(request.json !== undefined
          ? { body: JSON.stringify(request.json) }
          : request.body !== undefined
            ? { body: request.body }
            : {}),
      });
      if (!response.ok) {
        const body = await errorBodyOf(response);
        const message = errorBodySchema.safeParse(body);
        const { status, statusText } = response;
        throw new ApiError(
          status,
          statusText,
          body,
          message.success ? message.data.message : statusText || UNKNOWN_ERROR,
        );
      }
      return await read(response);
    } catch (error) {
      if (request.signal?.aborted && isAbortError(error)) throw error;
      const apiError = timer.signal.aborted
        ? new ApiError(-1, 'timeout', undefined, `Request timed out: ${method} ${url}`)
        : toApiError(error);
      notify(path, apiError);
      throw apiError;
    } finally {
      clearTimeout(handle);
    }
  }

  const json = async (response: Response) => JSON.parse(await response.text()) as unknown;

  return {
    get: (path, schema, request = {}) =>
      call('GET', path, request, async (r) => schema.parse(await json(r)), 'application/json'),
    post: (path, schema, body, request = {}) =>
      call(
        'POST',
        path,
        { ...request, json: body },
        async (r) => schema.parse(await json(r)),
        'application/json',
      ),
    put: (path, schema, body, request = {}) =>
      call(
        'PUT',
        path,
        { ...request, json: body },
        async (r) => schema.parse(await json(r)),
        'application/json',
      ),
    postNoContent: (path, body, request = {}) =>
      call('POST', path, { ...request, json: body }, async () => undefined),
    delete: (path, request = {}) => call('DELETE', path, request, async () => undefined),
    text: (path, request = {}) => call('GET', path, request, (r) => r.text(), 'text/*'),
    postForm: (path, schema, form, request = {}) =>
      call(
        'POST',
        path,
        { ...request, body: form },
        async (r) => schema.parse(await json(r)),
        'application/json',
      ),
    getResponse: (path, request = {}) => call('GET', path, request, async (r) => r),
    send: (method, path, request = {}) => call(method, path, request, async (r) => r),
  };
}
