import { endpoints } from '@adconsole/api/contracts';
import { SIGNED_IN } from '../../http/access.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import type { ServiceContext } from '../context.ts';

/** ws-users: the signed-in user. */
export function registerUsersService({ app }: ServiceContext): void {
  registerEndpoint(
    app,
    endpoints.currentUser,
    SIGNED_IN,
    async ({ actor }) => requireActor(actor).user,
  );
}
