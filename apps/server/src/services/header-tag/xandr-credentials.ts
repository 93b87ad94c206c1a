import {
  serverMessage,
  type XandrCredential,
  type XandrEnvironment,
  xandrCredentialEndpoints,
  xandrTestEndpoint,
} from '@adconsole/api/contracts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { sayMessage } from '../../http/messages.ts';
import { registerEndpoint } from '../../http/routes.ts';
import { activeUnless, contains } from '../../kit/list.ts';
import { plainColumns, type RowOf, registerResource } from '../../kit/resource.ts';
import type { Language } from '../../kit/texts.ts';
import type { ServiceContext } from '../context.ts';
import { auditChange } from '../settings/audit.ts';
import { dealAccess } from './deals.ts';
import { openedSecret, type SecretBox } from './secret-box.ts';
import type { XandrCheck, XandrClient } from './xandr-client.ts';

// A company's Xandr API credentials (issue 41; spec 1 §2.3 /admin/xandr-credentials, ADMIN;
// DOMAIN §2): one per environment, the password sealed at rest (secret-box.ts) and never part
// of an answer: the item says only whether one is set. A change without a password keeps the
// stored one. "Test connection" signs in at Xandr (xandr-client.ts) and keeps when it last
// worked or why it failed.

type CredentialRow = RowOf<'xandrCredential'>;

const toCredential = (row: CredentialRow, language: Language): XandrCredential => ({
  id: row.id,
  environment: row.environment as XandrEnvironment,
  memberId: row.memberId,
  username: row.username,
  name: row.username,
  secretSet: row.secretEncrypted.length > 0,
  lastAuthAt: row.lastAuthAt?.toISOString() ?? null,
  lastError: row.lastError === null ? null : sayMessage(language, row.lastError),
  active: row.active,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** What the history keeps of a change: never the sealed secret, only that it changed. */
const audited = (row: CredentialRow) => {
  const { secretEncrypted, lastAuthAt: _at, lastError: _error, ...rest } = row;
  return { ...rest, secret: secretEncrypted ? 'set' : null };
};

export function registerXandrCredentials(
  { app, database }: ServiceContext,
  secrets: SecretBox,
  xandr: XandrClient,
): void {
  registerResource(app, database.db, {
    endpoints: xandrCredentialEndpoints,
    table: 'xandrCredential',
    access: { read: dealAccess, write: dealAccess },
    toItems: async (_db, rows, _named, language) => rows.map((row) => toCredential(row, language)),
    nameOf: (row) => row.username,
    unique: {
      field: 'environment',
      column: 'environment',
      message: serverMessage('xandrEnvironmentTaken'),
    },
    check: async (_trx, { before, body }) => {
      if (!before && !body.secret)
        throw new ValidationError({ secret: serverMessage('xandrSecretRequired') }, []);
    },
    toStored: (body) => ({
      environment: body.environment,
      memberId: body.memberId,
      username: body.username,
      active: body.active,
      // Without a new password the sealed one stays; a new one clears the last test's outcome.
      ...(body.secret
        ? { secretEncrypted: secrets.seal(body.secret), lastAuthAt: null, lastError: null }
        : {}),
    }),
    onChange: (trx, { actor, before, after }) =>
      auditChange(trx, {
        actor,
        entityType: 'XANDR_CREDENTIAL',
        entityId: after.id,
        before: before && audited(before),
        after: audited(after),
      }),
    filters: {
      searchQuery: contains('username'),
      includeInactive: activeUnless(),
    },
    sort: { environment: 'environment', username: 'username', updatedAt: 'updatedAt' },
    export: {
      title: 'programmatic.xandr.title',
      columns: plainColumns<'xandrCredential'>(
        'programmatic.xandr',
        ['environment', 'memberId', 'username'],
        { environment: 'programmatic.xandr.environments' },
      ),
    },
    bulk: {},
  });

  registerEndpoint(app, xandrTestEndpoint, dealAccess, async ({ caller, params, scope }) => {
    const row = await scope.byId('xandrCredential', params.id).selectAll().executeTakeFirst();
    if (!row) throw notFound('Xandr credential');
    const password = openedSecret(secrets, row.secretEncrypted);
    const check: XandrCheck =
      password === undefined
        ? { ok: false, message: serverMessage('xandrSecretUnreadable') }
        : await xandr.test({
            id: row.id,
            version: row.version,
            environment: row.environment as XandrEnvironment,
            memberId: row.memberId,
            username: row.username,
            password,
          });
    // The outcome is the credential's state, not a change of it: its version stays.
    const after = await scope
      .update('xandrCredential')
      .set(check.ok ? { lastAuthAt: new Date(), lastError: null } : { lastError: check.message })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return {
      ok: check.ok,
      message: check.ok ? null : sayMessage(caller.language, check.message),
      credential: toCredential(after, caller.language),
    };
  });
}
