import ky, { type KyInstance, type Options } from 'ky';
import type { z } from 'zod';
import type { SelectedCompany } from './contracts/company.ts';
import {
  encodeSelectedCompany,
  SELECTED_COMPANY_HEADER,
  STALE_IF_MODIFIED_SINCE,
} from './envelope.ts';
import { toApiError } from './errors.ts';

export interface ApiClientOptions {
  /** Where the services live; the spec's default is `/api` (paths `/api/ws-{service}/…`). */
  prefix?: string;
  /** The bearer token, read on every request (the console keeps it under `token`). */
  getToken?: () => string | null | undefined;
  /** The company the user acts for, read on every request. */
  getSelectedCompany?: () => SelectedCompany | null | undefined;
  /** Paths (relative to the prefix) that never carry the bearer token: the token endpoint. */
  tokenlessPaths?: readonly string[];
  /** Credentials are omitted unless requested (spec 1 §7). */
  credentials?: RequestCredentials;
  fetch?: typeof fetch;
}

export type RequestOptions = Pick<Options, 'searchParams' | 'signal' | 'headers' | 'timeout'>;

export interface ApiClient {
  get<S extends z.ZodType>(path: string, schema: S, options?: RequestOptions): Promise<z.output<S>>;
  post<S extends z.ZodType>(
    path: string,
    schema: S,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
  put<S extends z.ZodType>(
    path: string,
    schema: S,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
  delete(path: string, options?: RequestOptions): Promise<void>;
  text(path: string, options?: RequestOptions): Promise<string>;
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
          const path = new URL(request.url).pathname;
          const token = options.getToken?.();
          const isTokenless = tokenless.some((entry) => path.endsWith(entry));
          if (token && !isTokenless) request.headers.set('Authorization', `Bearer ${token}`);
          const company = options.getSelectedCompany?.();
          if (company) request.headers.set(SELECTED_COMPANY_HEADER, encodeSelectedCompany(company));
        },
      ],
    },
  });

  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw toApiError(error);
    }
  }

  const parse = <S extends z.ZodType>(schema: S, data: unknown): z.output<S> => schema.parse(data);

  return {
    http,
    get: (path, schema, requestOptions) =>
      call(async () => parse(schema, await http.get(path, requestOptions).json())),
    post: (path, schema, body, requestOptions) =>
      call(async () =>
        parse(schema, await http.post(path, { ...requestOptions, json: body }).json()),
      ),
    put: (path, schema, body, requestOptions) =>
      call(async () =>
        parse(schema, await http.put(path, { ...requestOptions, json: body }).json()),
      ),
    delete: (path, requestOptions) =>
      call(async () => {
        await http.delete(path, requestOptions);
      }),
    text: (path, requestOptions) => call(() => http.get(path, requestOptions).text()),
  };
}
