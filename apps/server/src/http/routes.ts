import type { Endpoint } from '@adconsole/api/contracts';
import { serverMessage } from '@adconsole/api/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod/mini';
import type { Db } from '../db/database.ts';
import { type Scope, scopeOfCall } from '../kit/scope.ts';
import { type AccessRule, type Actor, forbidden, mayActFor } from './access.ts';
import { HttpError, ValidationError } from './errors.ts';

/** A registered route and the access rule it declares (none: a bug the route test catches). */
export interface RouteEntry {
  method: string;
  url: string;
  access: AccessRule | undefined;
  endpoint: Endpoint | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: Endpoint;
  }
  interface FastifyInstance {
    /** Every route of the server, as registered: for the access test and the OpenAPI document. */
    routeTable: RouteEntry[];
    /** The database the endpoints' scopes read (see kit/scope.ts). */
    scopeDb: Db;
    /**
     * Runs a registration (a plugin's routes, which take no config of ours) with the access
     * rule every route it adds declares.
     */
    registerWithAccess(access: AccessRule, register: () => Promise<unknown>): Promise<void>;
  }
}

/** Records every route; call before any route is registered. */
export function registerRouteTable(app: FastifyInstance, db: Db): void {
  const table: RouteEntry[] = [];
  let pendingAccess: AccessRule | undefined;
  app.decorate('routeTable', table);
  app.decorate('scopeDb', db);
  app.decorate(
    'registerWithAccess',
    async (access: AccessRule, register: () => Promise<unknown>) => {
      pendingAccess = access;
      try {
        await register();
      } finally {
        pendingAccess = undefined;
      }
    },
  );
  app.addHook('onRoute', (route) => {
    if (pendingAccess && !route.config?.access) {
      route.config = Object.assign(route.config ?? {}, { access: pendingAccess });
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      table.push({
        method: String(method),
        url: route.url,
        access: route.config?.access,
        endpoint: route.config?.endpoint,
      });
    }
  });
}

type Output<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

export interface EndpointInput<E extends Endpoint> {
  params: Output<E['params']>;
  query: Output<E['query']>;
  body: Output<E['body']>;
  /** The signed-in caller; null only on routes open to anyone. */
  actor: Actor | null;
  /** The signed-in caller of a route not open to anyone (read on a route open to anyone: 401). */
  caller: Actor;
  /**
   * The entry to the company-owned tables, as the access rule's `company` declares: the acting
   * company's rows ('actable'), every company's ('all'), or none ('none': every entry refuses).
   */
  scope: Scope;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Answer<E extends Endpoint> = E['response'] extends z.ZodMiniType
  ? z.input<E['response']>
  : unknown;

/** `ws-users/{id}` → `/api/ws-users/:id` */
export const routeUrl = (endpoint: Endpoint) =>
  `/api/${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`;

function parse(schema: z.ZodMiniType, value: unknown): unknown {
  const result = schema.safeParse(value);
  if (!result.success) throw ValidationError.fromZod(result.error);
  return result.data;
}

/**
 * Registers an endpoint of the contracts with its access rule. Path parameters that do
 * not parse answer 404 (no such resource); a query or body that does not parse answers 422
 * with the field errors; the answer is checked against its schema before it leaves.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  access: AccessRule,
  /** The answer; or the reply, when the handler has sent it itself (a file, a 204). */
  handler: (input: EndpointInput<E>) => Promise<Answer<E> | FastifyReply>,
): void {
  app.route({
    method: endpoint.method as HTTPMethods,
    url: routeUrl(endpoint),
    config: { access, endpoint },
    handler: async (request, reply) => {
      let params: unknown;
      if (endpoint.params) {
        const result = endpoint.params.safeParse(request.params);
        if (!result.success) {
          throw new HttpError(404, `No such resource: ${request.url}`, 'NOT_FOUND');
        }
        params = result.data;
      }
      if (access.companyParam) {
        const companyId = (params as Record<string, unknown>)[access.companyParam];
        if (typeof companyId !== 'number' || !mayActFor(requireActor(request.actor), companyId)) {
          throw forbidden('You may not act for this company');
        }
      }
      const query = endpoint.query ? parse(endpoint.query, request.query) : undefined;
      if (!endpoint.body && request.body !== undefined && request.body !== null) {
        throw new ValidationError({}, [serverMessage('noBody')]);
      }
      const body = endpoint.body ? parse(endpoint.body, request.body) : undefined;

      const answer = await handler({
        params,
        query,
        body,
        actor: request.actor,
        get caller() {
          return requireActor(request.actor);
        },
        scope: scopeOfCall(app.scopeDb, access, request.actor, routeUrl(endpoint)),
        request,
        reply,
      } as EndpointInput<E>);
      // A download has sent its file itself; no answer without a schema is 204.
      if (reply.sent) return reply;
      if (!endpoint.response) return reply.status(204).send();
      return endpoint.response.parse(answer);
    },
  });
}

/** The caller of a route that is not open to anyone (the access check has set it). */
export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw new HttpError(401, 'Sign-in required', 'UNAUTHORIZED');
  return actor;
}

/**
 * Routes that take a body larger than the app's limit (base64 files: a promotion's attachments,
 * a feedback's screenshot), registered in a scope of their own with `bodyLimit`: every other
 * route keeps the app's limit.
 */
export function withBodyLimit(
  app: FastifyInstance,
  bodyLimit: number,
  routes: (scope: FastifyInstance) => void,
): void {
  app.register(async (scope: FastifyInstance) => {
    scope.addHook('onRoute', (route) => {
      route.bodyLimit = bodyLimit;
    });
    routes(scope);
  });
}
