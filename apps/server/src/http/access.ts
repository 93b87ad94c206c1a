import { idSchema, type UserLanguage } from '@adconsole/api/contracts';
import { decodeSelectedCompany, SELECTED_COMPANY_HEADER } from '@adconsole/api/envelope';
import {
  effectiveRoles,
  type Role,
  type RoleCondition,
  satisfiesRoles,
} from '@adconsole/api/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { findSession, type Identity } from '../auth/sessions.ts';
import type { AuthSettings } from '../auth/settings.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from './errors.ts';
import { headerLanguage } from './messages.ts';

const storedCompanyKey = z.object({ id: idSchema, companyUUID: z.uuid() });

/**
 * Every route declares who may call it and which companies' data it touches.
 *
 * roles: 'anyone' (no token needed), 'signed-in' (any valid token), or a role condition of
 * spec 1 §6 on the caller's effective roles.
 *
 * company: 'none' (no company data, or only the caller's own identity), 'actable' (only
 * companies the caller may act for: their own, or any with SWITCH_COMPANY_VIEW; a
 * `companyParam` in the path outside them answers 403), 'all' (every company's data: the
 * roles must restrict the route to staff), 'published' (an open route that serves what the
 * company its path names, `:companyId`, publishes to anyone: a website's header tag file, issue 41;
 * it reads that company's rows only, through `scopeOf` of that id).
 */
export interface AccessRule {
  roles: 'anyone' | 'signed-in' | RoleCondition;
  company: 'none' | 'actable' | 'all' | 'published';
  companyParam?: string;
}

/** A signed-in caller, the roles they hold and the company they act for. */
export interface Actor {
  user: Identity;
  roles: ReadonlySet<Role>;
  /** The selected company of the envelope, else the user's own. */
  actingCompanyId: number;
  /** The bearer token of the request, which logout revokes. */
  token: string;
  /**
   * The reader's language: the interface's (the console sends it as Accept-Language), else
   * the user's setting. What lists and records answer names in; mails go in the recipient's
   * own setting (`user.language`).
   */
  language: UserLanguage;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export const SIGNED_IN: AccessRule = { roles: 'signed-in', company: 'none' };
export const PUBLIC: AccessRule = { roles: 'anyone', company: 'none' };

const unauthorized = (message: string) => new HttpError(401, message, 'UNAUTHORIZED');
export const forbidden = (message: string) => new HttpError(403, message, 'FORBIDDEN');

/** Whether the actor may act for every company (SWITCH_COMPANY_VIEW), not only their own. */
export const actsForEveryCompany = (actor: Actor): boolean =>
  actor.roles.has('SWITCH_COMPANY_VIEW');

/** Whether the actor may act for the company: their own, or any with SWITCH_COMPANY_VIEW. */
export function mayActFor(actor: Actor, companyId: number): boolean {
  return actor.user.companyId === companyId || actsForEveryCompany(actor);
}

/** The bearer token of the Authorization header; anything else there is no token. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(header) : null;
  return match?.[1];
}

/**
 * Enforces each route's access rule before its body is read: 401 without a valid token,
 * 403 for missing roles and for a forged or foreign selected company. A route without a
 * rule is refused (and fails the route test).
 */
export function registerAccessControl(app: FastifyInstance, db: Db, settings: AuthSettings): void {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (!access) throw forbidden('This route declares no access rule');
    if (access.roles === 'anyone') return;

    const token = bearerToken(request);
    if (!token) throw unauthorized('Sign-in required');
    const user = await findSession(db, token, settings);
    if (!user) throw unauthorized('The session has expired or was ended; sign in again');
    const roles = effectiveRoles(user);
    if (access.roles !== 'signed-in' && !satisfiesRoles(roles, access.roles)) {
      throw forbidden('Your roles do not allow this');
    }
    const actor: Actor = {
      user,
      roles,
      actingCompanyId: user.companyId,
      token,
      // The reader's language (names of topics, sources, products…): the interface's, which
      // the console sends (Accept-Language, issue 33), else the user's setting.
      language: headerLanguage(request) ?? user.language,
    };
    actor.actingCompanyId = await selectedCompanyId(request, db, actor);
    request.actor = actor;
  });
}

/** The company of the envelope's header (spec 1 §7), checked against the database. */
async function selectedCompanyId(request: FastifyRequest, db: Db, actor: Actor): Promise<number> {
  const header = request.headers[SELECTED_COMPANY_HEADER.toLowerCase()];
  if (header === undefined) return actor.user.companyId;
  const selected = typeof header === 'string' ? decodeSelectedCompany(header) : undefined;
  if (!selected) throw forbidden('The selected company is not readable');
  if (selected.id === actor.user.companyId) {
    const own = actor.user.company;
    if (own.companyUUID !== selected.companyUUID || own.companyRole !== selected.companyRole) {
      throw forbidden('The selected company does not match the company record');
    }
    return own.id;
  }
  if (!mayActFor(actor, selected.id)) throw forbidden('You may not act for this company');
  if (!storedCompanyKey.safeParse(selected).success) {
    throw forbidden('The selected company does not match the company record');
  }
  const company = await db
    .selectFrom('company')
    .select('id')
    .where('id', '=', selected.id)
    .where('companyUuid', '=', selected.companyUUID)
    .where((eb) =>
      selected.companyRole === null
        ? eb('companyRole', 'is', null)
        : eb('companyRole', '=', selected.companyRole),
    )
    .executeTakeFirst();
  if (!company) throw forbidden('The selected company does not match the company record');
  return company.id;
}
