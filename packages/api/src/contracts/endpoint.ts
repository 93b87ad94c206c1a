import type { z } from 'zod/mini';

/**
 * One call of the API: its method, its path below `/api/` (parameters in braces, as in
 * OpenAPI) and the schemas of its parameters, query, body and answer. The client builds its
 * calls from these, the server its routes and the OpenAPI document. No answer schema: 204.
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  response?: z.ZodMiniType;
}

export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

/** The path of an endpoint with its parameters filled in, each URL-encoded. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing required parameter: ${name}`);
    return encodeURIComponent(String(value));
  });
}
