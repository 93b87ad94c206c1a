import { satisfiesRoles } from '@adconsole/api/roles';
import type { AccessRule } from '../../src/http/access.ts';
import type { Caller } from './route-samples.ts';

/**
 * The status class a route's declared access rule gives a caller: 401, 403 or 2xx. The access
 * walk (support/access-walk.ts) proves every route answers each persona so; the malformed walks take
 * each route's caller from it instead of probing (issue 36).
 */
export function declaredOutcome(access: AccessRule, caller: Caller): 401 | 403 | '2xx' {
  if (access.roles === 'anyone') return '2xx';
  if (!caller.token) return 401;
  if (access.roles === 'signed-in') return '2xx';
  return satisfiesRoles(caller.roles, access.roles) ? '2xx' : 403;
}
