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

/** A call's input when the endpoint is only known at run time (a kit's generic calls). */
export interface AnyCallInput {
  params?: Record<string, string | number>;
  query?: unknown;
  body?: unknown;
}

/** The URL of a call below the client's prefix, with its path parameters filled in. */
export function callPath(endpoint: Endpoint, input: AnyCallInput = {}): string {
  return fillPath(endpoint.path, input.params ?? {});
}

/** The query of a call as search parameters; values not given are left out. */
export const callSearchParams = (query: unknown): Record<string, string> =>
  searchParamsOf((query ?? {}) as Record<string, QueryValue>);

/**
 * Calls an endpoint known only at run time: the path filled from `params`, `query` as search
 * parameters, `body` as JSON, and the answer parsed with the response schema.
 */
export async function requestEndpoint(
  client: ApiClient,
  endpoint: Endpoint,
  input: AnyCallInput,
  options: RequestOptions = {},
): Promise<unknown> {
  const path = callPath(endpoint, input);
  const requestOptions = { ...options, searchParams: callSearchParams(input.query) };
  const { response } = endpoint;
  switch (endpoint.method) {
    case 'GET':
      if (!response) {
        await client.getResponse(path, requestOptions);
        return undefined;
      }
      return client.get(path, response, requestOptions);
    case 'DELETE':
      await client.delete(path, requestOptions);
      return undefined;
    case 'POST':
      if (!response) {
        await client.postNoContent(path, input.body, requestOptions);
        return undefined;
      }
      return client.post(path, response, input.body, requestOptions);
    case 'PUT':
      if (!response) throw new Error(`PUT ${endpoint.path} needs a response schema`);
      return client.put(path, response, input.body, requestOptions);
  }
}

/** Calls an endpoint of the contracts, typed by its schemas (see CallInput and CallAnswer). */
export const callEndpoint = <E extends Endpoint>(
  client: ApiClient,
  endpoint: E,
  input: CallInput<E>,
  options?: RequestOptions,
): Promise<CallAnswer<E>> =>
  requestEndpoint(client, endpoint, input as AnyCallInput, options) as Promise<CallAnswer<E>>;
