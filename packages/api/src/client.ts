import ky, { type KyInstance, type Options } from 'ky';
import type { z } from 'zod/mini';
import type { SelectedCompany } from './contracts/company.ts';
import {
  encodeSelectedCompany,
  SELECTED_COMPANY_HEADER,
  STALE_IF_MODIFIED_SINCE,
} from './envelope.ts';
import { type ApiError, isAbortError, toApiError } from './errors.ts';

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

export type RequestOptions = Pick<Options, 'searchParams' | 'signal' | 'headers' | 'timeout'>;

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
  /** The underlying ky instance, with the envelope applied, for uploads and downloads. */
  readonly http: KyInstance;
}

/** The HTTP client with the request envelope of spec 1 §7. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const prefix = options.prefix ?? '/api';
  const tokenless = options.tokenlessPaths ?? [];
  const http = ky.create({
    prefix,
    retry: 0,
    credentials: options.credentials ?? 'omit',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    headers: {
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
      'If-Modified-Since': STALE_IF_MODIFIED_SINCE,
    },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = options.getToken?.();
          if (token && !isTokenless(new URL(request.url).pathname))
            request.headers.set('Authorization', `Bearer ${token}`);
          const language = options.getLanguage?.();
          if (language) request.headers.set('Accept-Language', language);
          const company = options.getSelectedCompany?.();
          if (company) request.headers.set(SELECTED_COMPANY_HEADER, encodeSelectedCompany(company));
        },
      ],
    },
  });

  const isTokenless = (path: string) => tokenless.some((entry) => path.endsWith(entry));
  const resolve = (path: string) => (options.internal ? path.replace(/^ws-/, '') : path);

  function notify(path: string, error: ApiError) {
    if (error.status === 401 && !isTokenless(`/${path}`)) options.onUnauthorized?.(error);
    else if (error.status === 403) options.onForbidden?.(error);
    else if (error.status === 404) options.onNotFound?.(error);
  }

  async function call<T>(path: string, run: (url: string) => Promise<T>): Promise<T> {
    try {
      return await run(resolve(path));
    } catch (error) {
      if (isAbortError(error)) throw error;
      const apiError = toApiError(error);
      notify(resolve(path), apiError);
      throw apiError;
    }
  }

  const parse = <S extends z.ZodMiniType>(schema: S, data: unknown): z.output<S> =>
    schema.parse(data);

  return {
    http,
    get: (path, schema, requestOptions) =>
      call(path, async (url) => parse(schema, await http.get(url, requestOptions).json())),
    post: (path, schema, body, requestOptions) =>
      call(path, async (url) =>
        parse(schema, await http.post(url, { ...requestOptions, json: body }).json()),
      ),
    put: (path, schema, body, requestOptions) =>
      call(path, async (url) =>
        parse(schema, await http.put(url, { ...requestOptions, json: body }).json()),
      ),
    postNoContent: (path, body, requestOptions) =>
      call(path, async (url) => {
        await http.post(url, { ...requestOptions, json: body });
      }),
    delete: (path, requestOptions) =>
      call(path, async (url) => {
        await http.delete(url, requestOptions);
      }),
    text: (path, requestOptions) => call(path, (url) => http.get(url, requestOptions).text()),
    postForm: (path, schema, form, requestOptions) =>
      call(path, async (url) =>
        parse(schema, await http.post(url, { ...requestOptions, body: form }).json()),
      ),
    getResponse: (path, requestOptions) => call(path, (url) => http.get(url, requestOptions)),
  };
}
