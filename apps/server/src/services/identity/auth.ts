import { endpoints } from '@adconsole/api/contracts';
import { requestPasswordRestore, useAccountLink } from '../../auth/account-links.ts';
import { confirmEmailChange } from '../../auth/email-change.ts';
import { revokeToken } from '../../auth/sessions.ts';
import { signIn } from '../../auth/sign-in.ts';
import { PUBLIC, SIGNED_IN } from '../../http/access.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import type { ServiceContext } from '../context.ts';

/** ws-auth: sign-in, logout, restore-password, change-password/{hash}, activate/{hash}, confirm-email/{hash}. */
export function registerAuthService({ app, database, auth }: ServiceContext): void {
  const { db } = database;

  registerEndpoint(app, endpoints.signIn, PUBLIC, ({ body, request }) =>
    signIn(db, auth, body, request.ip),
  );

  registerEndpoint(app, endpoints.signOut, SIGNED_IN, ({ actor }) =>
    revokeToken(db, requireActor(actor).token),
  );

  registerEndpoint(app, endpoints.restorePassword, PUBLIC, ({ body }) =>
    requestPasswordRestore(db, auth, body.email),
  );

  registerEndpoint(app, endpoints.changePassword, PUBLIC, ({ params, body }) =>
    useAccountLink(db, auth, 'RESTORE_PASSWORD', params.hash, body.password),
  );

  registerEndpoint(app, endpoints.activateAccount, PUBLIC, ({ params, body }) =>
    useAccountLink(db, auth, 'ACTIVATE_ACCOUNT', params.hash, body.password),
  );

  registerEndpoint(app, endpoints.confirmEmail, PUBLIC, ({ params }) =>
    confirmEmailChange(db, params.hash),
  );
}
