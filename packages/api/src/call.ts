import type { z } from 'zod/mini';
import type { ApiClient, RequestOptions } from './client.ts';
import { type Endpoint, fillPath } from './contracts/endpoint.ts';
import { searchParamsOf } from './params.ts';

type InputOf<S> = S extends z.ZodMiniType ? z.input<S> : never;

/**
 * What a call of an endpoint takes, derived from its contract: the path parameters, the query
 * and the body its schemas accept. No hand-written query interface can drift from the schema.
 */
export type CallInput<E extends Endpoint> = (E['params'] extends z.ZodMiniType
  ? { params: InputOf<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodMiniType ? { query?: InputOf<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodMiniType ? { body: InputOf<E['body']> } : { body?: never });

/** What a call of an endpoint answers: its response schema's output, nothing for a 204. */
export type CallAnswer<E extends Endpoint> = E['response'] extends z.ZodMiniType
  ? z.output<E['response']>
  : undefined;

type QueryValue = string | number | boolean | null | undefined;

/** The URL of a call below the client's prefix, with its path parameters filled in. */
export function callPath<E extends Endpoint>(endpoint: E, input: CallInput<E>): string {
  return fillPath(endpoint.path, (input.params ?? {}) as Record<string, string | number>);
}

/** The query of a call as search parameters; values not given are left out. */
export const callSearchParams = (query: unknown): Record<string, string> =>
  searchParamsOf((query ?? {}) as Record<string, QueryValue>);

/**
 * Calls an endpoint of the contracts: the path filled from `params`, `query` as search
 * parameters, `body` as JSON, and the answer parsed with the response schema.
 */
export async function callEndpoint<E extends Endpoint>(
  client: ApiClient,
  endpoint: E,
  input: CallInput<E>,
  options: RequestOptions = {},
): Promise<CallAnswer<E>> {
  const path = callPath(endpoint, input);
  const requestOptions = { ...options, searchParams: callSearchParams(input.query) };
  const { response } = endpoint;
  switch (endpoint.method) {
    case 'GET':
      if (!response) {
        await client.getResponse(path, requestOptions);
        return undefined as CallAnswer<E>;
      }
      return client.get(path, response, requestOptions) as Promise<CallAnswer<E>>;
    case 'DELETE':
      await client.delete(path, requestOptions);
      return undefined as CallAnswer<E>;
    case 'POST':
      if (!response) {
        await client.postNoContent(path, input.body, requestOptions);
        return undefined as CallAnswer<E>;
      }
      return client.post(path, response, input.body, requestOptions) as Promise<CallAnswer<E>>;
    case 'PUT':
      if (!response) throw new Error(`PUT ${endpoint.path} needs a response schema`);
      return client.put(path, response, input.body, requestOptions) as Promise<CallAnswer<E>>;
  }
}
