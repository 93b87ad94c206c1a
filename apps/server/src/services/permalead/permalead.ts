import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  permaleadEndpoints as e,
  PERMALEAD_FIELDS,
  PERMALEAD_REPLAY_WINDOW_SECONDS,
  PERMALEAD_SIGNATURE_HEADER,
  PERMALEAD_TIMESTAMP_HEADER,
  type Permalead,
  type PermaleadField,
  type PermaleadUpload,
  serverMessage,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { FileRefusedError, inspectUpload, uploadExtension } from '../../files/scanner.ts';
import type { AccessRule } from '../../http/access.ts';
import { HttpError, ValidationError } from '../../http/errors.ts';
import { headerLanguage, sayMessage } from '../../http/messages.ts';
import { registerEndpoint, routeUrl } from '../../http/routes.ts';
import { byColumn, registerList } from '../../kit/paged-list.ts';
import { companyOf, type Scope, type ScopedRows, scopeOf } from '../../kit/scope.ts';
import type { Language } from '../../kit/texts.ts';
import type { ServiceContext } from '../context.ts';
import { fullName } from '../crm/sales-records.ts';
import { withUploads } from '../files/files.ts';
import { openedSecret, type SecretBox } from '../header-tag/secret-box.ts';
import { auditChange } from '../settings/audit.ts';
import { readTable } from '../settings/import.ts';
import { readSingleFile } from '../settings/upload.ts';
import { type Receipt, receiveLead } from './receive.ts';

// Permalead (issue 44; spec 1 §2.3 /admin/permalead, ADMIN): the received leads' list, the
// webhook secret (sealed at rest, rotated from the screen and shown once), the CSV upload and
// the open webhook. The webhook's signature is described in this folder's README.

/** Administrators of the acting company. */
const adminAccess: AccessRule = { roles: { anyOf: ['ADMIN'] }, company: 'actable' };
/** The webhook: open (the provider signs in nowhere); the company its path names is its scope. */
const webhookAccess: AccessRule = { roles: 'anyone', company: 'published' };

const MAX_UPLOAD_BYTES = 2 * 1_048_576;
/** The most rows a file may hold: each is a transaction of its own, answered in one call. */
export const MAX_UPLOAD_ROWS = 1000;
/** A webhook delivery is one lead: a few kB. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

const webhookPath = (companyId: number) => `/api/permalead/${companyId}/leads`;

/** The refusal of a webhook delivery: 401 in the spec's error shape, nothing stored. */
const unsigned = (message: string) => new HttpError(401, message, 'UNAUTHORIZED');

/** The secret's state, for the screen. */
async function settingsOf(scope: Scope) {
  const row = await scope
    .rows('permaleadSettings as s')
    .innerJoin('appUser as u', 'u.id', 's.rotatedByUserId')
    .select(['s.rotatedAt', 'u.firstName', 'u.lastName'])
    .executeTakeFirst();
  return {
    secretSet: row !== undefined,
    rotatedAt: row?.rotatedAt.toISOString() ?? null,
    rotatedBy: row ? fullName(row) : null,
    webhookPath: webhookPath(companyOf(scope)),
  };
}

const listColumns = (rows: ScopedRows<'permalead as p'>) =>
  rows
    .leftJoin('account as a', 'a.id', 'p.accountId')
    .leftJoin('contact as c', 'c.id', 'p.contactId')
    .select([
      'p.id',
      'p.receivedAt',
      'p.channel',
      'p.outcome',
      'p.reason',
      'p.externalId',
      'p.companyName',
      'p.firstName',
      'p.lastName',
      'p.email',
      'p.city',
      'p.accountId',
      'a.displayName as accountName',
      'p.contactId',
      'c.firstName as contactFirstName',
      'c.lastName as contactLastName',
      'p.taskId',
    ]);
type ListRow = Awaited<ReturnType<ReturnType<typeof listColumns>['execute']>>[number];

const toItem = (row: ListRow, language: Language): Permalead => {
  const person = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return {
    id: row.id,
    receivedAt: row.receivedAt.toISOString(),
    channel: row.channel as Permalead['channel'],
    outcome: row.outcome as Permalead['outcome'],
    externalId: row.externalId,
    companyName: row.companyName,
    personName: person || null,
    email: row.email,
    city: row.city,
    reason: row.reason === null ? null : sayMessage(language, row.reason),
    account: row.accountId === null ? null : { id: row.accountId, name: row.accountName ?? '' },
    contact:
      row.contactId === null
        ? null
        : {
            id: row.contactId,
            name: fullName({
              firstName: row.contactFirstName ?? '',
              lastName: row.contactLastName ?? '',
            }),
          },
    taskId: row.taskId,
  };
};

const said = (receipt: Receipt, language: Language) => ({
  ...receipt,
  reason: receipt.reason === null ? null : sayMessage(language, receipt.reason),
});

/** The CSV file's columns by field: a header names a field, whatever its case. */
function columnsOf(headers: readonly string[]): Map<PermaleadField, number> {
  const columns = new Map<PermaleadField, number>();
  headers.forEach((header, index) => {
    const field = PERMALEAD_FIELDS.find((name) => name.toLowerCase() === header.toLowerCase());
    if (field && !columns.has(field)) columns.set(field, index);
  });
  return columns;
}

/** Whether the delivery's signature is the HMAC-SHA256 of `<timestamp>.<body>` under the secret. */
export function signatureMatches(secret: string, timestamp: string, body: Buffer, given: string) {
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest();
  const hex = /^sha256=([0-9a-f]{64})$/i.exec(given)?.[1];
  if (!hex) return false;
  return timingSafeEqual(expected, Buffer.from(hex, 'hex'));
}

export function registerPermalead({ app, database, scanner }: ServiceContext, secrets: SecretBox) {
  const { db } = database;

  registerList(app, e.permaleadList, adminAccess, {
    rows: ({ scope }) => scope.rows('permalead as p'),
    filters: {
      outcome: (rows, outcome) =>
        outcome === 'ALL' ? rows : rows.where('p.outcome', '=', outcome),
      searchQuery: (rows, text) => {
        const like = `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
        return rows.where(
          sql<boolean>`lower(concat_ws(' ', p.company_name, p.first_name, p.last_name, p.email, p.city, p.external_id)) like ${like}`,
        );
      },
    },
    sort: { receivedAt: 'p.receivedAt' },
    defaultSort: byColumn('p', 'receivedAt').defaultSort,
    ties: ['p.id'],
    select: listColumns,
    toItems: (rows, { actor }) => rows.map((row) => toItem(row, actor?.language ?? 'de')),
  });

  registerEndpoint(app, e.permaleadSettings, adminAccess, ({ scope }) => settingsOf(scope));

  registerEndpoint(app, e.permaleadRotate, adminAccess, async ({ caller, scope }) => {
    const secret = randomBytes(32).toString('base64url');
    await db.transaction().execute(async (trx) => {
      const before = await scope
        .rows('permaleadSettings', trx)
        .select(['rotatedAt'])
        .forUpdate()
        .executeTakeFirst();
      const stored = {
        secretEncrypted: secrets.seal(secret),
        rotatedAt: new Date(),
        rotatedByUserId: caller.user.userId,
      };
      await scope
        .insert('permaleadSettings', stored, trx)
        .onConflict((conflict) => conflict.column('companyId').doUpdateSet(stored))
        .execute();
      // The history says that it was rotated, by whom and when: never the secret.
      await auditChange(trx, {
        actor: caller,
        entityType: 'PERMALEAD_SECRET',
        entityId: companyOf(scope),
        before: before && { secret: 'set', rotatedAt: before.rotatedAt },
        after: { companyId: companyOf(scope), secret: 'set', rotatedAt: stored.rotatedAt },
      });
    });
    return { ...(await settingsOf(scope)), secret };
  });

  withUploads(app, MAX_UPLOAD_BYTES, (uploads) => {
    registerEndpoint(
      uploads,
      e.permaleadUpload,
      adminAccess,
      async ({ caller, scope, request }) => {
        const upload = await readSingleFile(request, MAX_UPLOAD_BYTES);
        const extension = uploadExtension(upload.fileName);
        if (extension !== 'csv' && extension !== 'xlsx') {
          throw new ValidationError({ file: serverMessage('csvOrXlsx') }, []);
        }
        const scan = await inspectUpload(scanner, upload.bytes, upload.fileName, extension, '');
        if (!scan.ok) throw new FileRefusedError('file', scan, upload.fileName);
        const { headers, rows } = await readTable(upload.fileName, upload.bytes);
        const columns = columnsOf(headers);
        if (!columns.has('company')) {
          throw new ValidationError(
            { file: serverMessage('leadColumnsMissing', { columns: PERMALEAD_FIELDS.join(', ') }) },
            [],
          );
        }
        if (rows.length > MAX_UPLOAD_ROWS) {
          throw new ValidationError(
            { file: serverMessage('importTooManyRows', { max: MAX_UPLOAD_ROWS }) },
            [],
          );
        }
        const results: PermaleadUpload['rows'] = [];
        for (const [index, cells] of rows.entries()) {
          const received = Object.fromEntries(
            [...columns].map(([field, column]) => [field, cells[column] ?? '']),
          );
          // Each row in a transaction of its own: a refused or failing row keeps the others.
          const receipt = await db
            .transaction()
            .execute((trx) =>
              receiveLead(scope, trx, caller, received, { channel: 'CSV', actor: caller }),
            );
          results.push({ row: index + 2, ...said(receipt, caller.language) });
        }
        const count = (outcome: string) => results.filter((row) => row.outcome === outcome).length;
        return {
          created: count('CREATED'),
          matched: count('MATCHED'),
          refused: count('REFUSED'),
          rows: results,
        };
      },
    );
  });

  // The webhook reads its body as bytes: the signature is of the bytes as sent.
  app.register(async (open) => {
    open.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    open.route({
      method: 'POST',
      url: routeUrl(e.permaleadWebhook),
      config: { access: webhookAccess, endpoint: e.permaleadWebhook },
      handler: async (request) => {
        const params = e.permaleadWebhook.params.safeParse(request.params);
        if (!params.success)
          throw new HttpError(404, `No such resource: ${request.url}`, 'NOT_FOUND');
        const { companyId } = params.data;
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const timestamp = String(request.headers[PERMALEAD_TIMESTAMP_HEADER] ?? '');
        const signature = String(request.headers[PERMALEAD_SIGNATURE_HEADER] ?? '');
        if (!/^\d{1,12}$/.test(timestamp) || !signature) {
          throw unsigned('The delivery is not signed');
        }
        const age = Math.abs(Date.now() / 1000 - Number(timestamp));
        if (age > PERMALEAD_REPLAY_WINDOW_SECONDS) {
          throw unsigned('The delivery is older than the replay window (5 minutes)');
        }
        const scope = scopeOf(db, companyId);
        const settings = await scope
          .rows('permaleadSettings')
          .select(['secretEncrypted', 'rotatedByUserId'])
          .executeTakeFirst();
        const secret = settings && openedSecret(secrets, settings.secretEncrypted);
        if (!settings || !secret || !signatureMatches(secret, timestamp, body, signature)) {
          throw unsigned('The signature does not match');
        }
        let received: unknown;
        try {
          received = JSON.parse(body.toString('utf8'));
        } catch {
          throw new ValidationError({}, [serverMessage('leadNotJson')]);
        }
        if (typeof received !== 'object' || received === null || Array.isArray(received)) {
          throw new ValidationError({}, [serverMessage('leadNotJson')]);
        }
        const lead = received as Record<string, unknown>;
        const receipt = await receiveOnce(db, scope, settings.rotatedByUserId, lead, signature);
        return e.permaleadWebhook.response.parse(said(receipt, headerLanguage(request) ?? 'en'));
      },
    });
  });
}

/** A webhook's lead, once: the same delivery sent again (its signature) is refused with 401. */
async function receiveOnce(
  db: Db,
  scope: Scope,
  userId: number,
  lead: Record<string, unknown>,
  signature: string,
) {
  return db.transaction().execute(async (trx) => {
    // One delivery at a time per company: a replay sent at once waits and finds the first.
    await sql`select pg_advisory_xact_lock(hashtext('permalead'), ${companyOf(scope)})`.execute(
      trx,
    );
    const seen = await scope
      .rows('permalead', trx)
      .select('id')
      .where('signature', '=', signature.toLowerCase())
      .executeTakeFirst();
    if (seen) throw unsigned('This delivery was already received');
    return receiveLead(scope, trx, { user: { userId } }, lead, {
      channel: 'WEBHOOK',
      signature: signature.toLowerCase(),
    });
  });
}
