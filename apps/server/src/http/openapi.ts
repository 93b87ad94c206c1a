import {
  type Endpoint,
  endpoints,
  errorBodySchema,
  STABLE_API,
  validationErrorBodySchema,
} from '@adconsole/api/contracts';
import { z } from 'zod/mini';
import type { AccessRule } from './access.ts';
import type { RouteEntry } from './routes.ts';

type JsonSchema = Record<string, unknown>;

const jsonSchema = (schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
};

/** Path or query parameters: one OpenAPI parameter per property of the object schema. */
function parameters(schema: z.core.$ZodType | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

function describeAccess(access: AccessRule): string {
  if (access.roles === 'anyone') return 'Open to anyone.';
  const roles =
    access.roles === 'signed-in'
      ? 'Any signed-in user.'
      : [
          access.roles.anyOf?.length ? `Any of ${access.roles.anyOf.join(', ')}.` : '',
          access.roles.allOf?.length ? `All of ${access.roles.allOf.join(', ')}.` : '',
          access.roles.noneOf?.length ? `None of ${access.roles.noneOf.join(', ')}.` : '',
        ]
          .filter(Boolean)
          .join(' ');
  const company = {
    none: '',
    actable: ' Only companies the caller may act for (their own, any with SWITCH_COMPANY_VIEW).',
    all: ' Data of every company.',
    published: ' What the company of the path publishes.',
  }[access.company];
  return `${roles}${company}`;
}

const errorResponse = (description: string, schema: z.core.$ZodType = errorBodySchema) => ({
  description,
  content: { 'application/json': { schema: jsonSchema(schema, 'output') } },
});

/** The calls other apps may build on (`STABLE_API`), marked in the document. */
const stableEndpoints: ReadonlySet<Endpoint> = new Set(
  STABLE_API.endpoints.map((name) => endpoints[name]),
);

/** The tag of the stable calls; every call is also under its service (`ws-crm`, …). */
export const STABLE_TAG = `stable v${STABLE_API.major}`;

function operation(endpoint: Endpoint, access: AccessRule) {
  const isPublic = access.roles === 'anyone';
  const isStable = stableEndpoints.has(endpoint);
  const responses: Record<string, unknown> = endpoint.response
    ? {
        200: {
          description: 'OK',
          content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } },
        },
      }
    : { 204: { description: 'Done' } };
  if (!isPublic) {
    responses[401] = errorResponse('No valid bearer token');
    responses[403] = errorResponse('The roles or the selected company do not allow this');
  }
  if (endpoint.params) responses[404] = errorResponse('No such resource');
  if (endpoint.query || endpoint.body) {
    responses[422] = errorResponse('Invalid input', validationErrorBodySchema);
  }
  const service = endpoint.path.split('/')[0] ?? endpoint.path;
  return {
    summary: endpoint.summary,
    description: describeAccess(access),
    tags: isStable ? [STABLE_TAG, service] : [service],
    'x-stability': isStable ? 'stable' : 'internal',
    ...(isPublic ? { security: [] } : {}),
    parameters: [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')],
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every endpoint of the contracts that the server serves. */
export function buildOpenApiDocument(routes: readonly RouteEntry[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { endpoint, access, method } of routes) {
    if (!endpoint || !access || method === 'HEAD') continue;
    const path = `/api/${endpoint.path}`;
    paths[path] ??= {};
    paths[path][method.toLowerCase()] = operation(endpoint, access);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Adconsole API',
      version,
      'x-api-major': STABLE_API.major,
      description: `Every call sends the bearer token (except the token call) and may send the selected company as X-Selected-Company: base64 of {"id","companyUUID","companyRole"}. Errors answer { message, translationKey, path }. Calls tagged "${STABLE_TAG}" (x-stability: stable) are for other apps: within major version ${STABLE_API.major} they change only by addition (new calls, new response fields, new optional request fields). The others are the console's own and change with it.`,
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
    security: [{ bearer: [] }],
    paths,
  };
}

/**
 * The stable part of a document: the operations marked `x-stability: stable`, under the API's
 * major version (no commit: the last release's copy is this, written when a release is cut).
 */
export function stableSubset(document: ReturnType<typeof buildOpenApiDocument>) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if ((operation as { 'x-stability'?: string })['x-stability'] !== 'stable') continue;
      paths[path] ??= {};
      paths[path][method] = operation;
    }
  }
  const { title, description } = document.info;
  return {
    ...document,
    info: { title: `${title} (${STABLE_TAG})`, version: String(STABLE_API.major), description },
    paths,
  };
}
