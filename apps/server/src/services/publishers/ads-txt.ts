import {
  type AdsTxt,
  type AdsTxtRequiredLine,
  adsTxtEndpoints,
  parseAdsTxt,
  serverMessage,
} from '@adconsole/api/contracts';
import { sql, type Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { AccessRule } from '../../http/access.ts';
import { notFound, staleRecord, ValidationError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import type { RowOf } from '../../kit/resource.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { publishedWebsites } from '../payouts/payout-configs.ts';
import { auditChange } from '../settings/audit.ts';
import { portalAccess } from './portal-campaigns.ts';

// /publishers/ads-config (issue 39; spec 1 §2.12 "ads-config"; DOMAIN §6 AdsTxtConfig, "ads.txt
// editor with a missing lines check"; IAB ads.txt 1.1). Where the spec is silent:
// - The file is kept as its text, one per website the publisher publishes (once per domain, as
//   its traffic is counted); records and variables are read from it (`parseAdsTxt`), so what the
//   publisher pastes from its web server is what it sees.
// - The lines required are those of the seller seats (admin's programmatic seats, SELLER, on an
//   exchange that reads ads.txt: Xandr, Google) of the houses that sell the website, RESELLER,
//   and of the publisher's own seller seats, DIRECT. A line is present when a record names the
//   same exchange domain, account id and relationship (the certification id is not compared).
// - A save refuses a line that is neither a record nor a known variable (422, the first such
//   line named); lines still missing are shown, not refused: the file is the publisher's.
// - Every PUBLISHER reads; saving is CONFIGURE_ADS_TXT's (spec 1's role) or ADMIN's, acting
//   for the publisher. The change is in the settings audit (ADS_TXT, field `content`) in the
//   change's transaction.

export const ADS_TXT_AUDIT = 'ADS_TXT';

const writeAccess: AccessRule = {
  roles: { anyOf: ['CONFIGURE_ADS_TXT', 'ADMIN'] },
  company: 'actable',
};

/** The exchanges that read ads.txt: their domain and TAG certification authority id. */
const EXCHANGES = {
  XANDR: { domain: 'appnexus.com', authority: 'f5ab79cb980f11d1' },
  GOOGLE: { domain: 'google.com', authority: 'f08c47fec0942fa0' },
} as const;
type Exchange = keyof typeof EXCHANGES;

/** The seller seats of every company that sells the scope's websites, itself included. */
function sellerSeats(db: Db, scope: Scope) {
  return scope
    .ownCompany(db)
    .innerJoin('website as w', 'w.publisherCompanyId', 'company.id')
    .innerJoin('company as seller', 'seller.id', 'w.companyId')
    .innerJoin('programmaticSeat as s', 's.companyId', 'w.companyId')
    .where('w.active', '=', true)
    .where('s.active', '=', true)
    .where('s.seatRole', '=', 'SELLER')
    .where('s.platform', 'in', Object.keys(EXCHANGES) as Exchange[])
    .select([
      'w.domain',
      'seller.name as sellerName',
      's.platform',
      's.seatId',
      sql<boolean>`w.company_id = company.id`.as('own'),
    ])
    .distinct()
    .orderBy('w.domain')
    .orderBy('own', 'desc')
    .orderBy('seller.name')
    .orderBy('s.platform')
    .orderBy('s.seatId')
    .execute();
}

type Seat = Awaited<ReturnType<typeof sellerSeats>>[number];
type Site = { id: number; name: string; domain: string };

function toItem(site: Site, row: RowOf<'adsTxt'> | undefined, seats: readonly Seat[]): AdsTxt {
  const content = row?.content ?? '';
  const parsed = parseAdsTxt(content);
  const requiredLines = seats
    .filter((seat) => seat.domain === site.domain)
    .map((seat): AdsTxtRequiredLine => {
      const exchange = EXCHANGES[seat.platform as Exchange];
      const relationship = seat.own ? 'DIRECT' : 'RESELLER';
      return {
        line: `${exchange.domain}, ${seat.seatId}, ${relationship}, ${exchange.authority}`,
        domain: exchange.domain,
        accountId: seat.seatId,
        relationship,
        requiredBy: seat.sellerName,
        present: parsed.records.some(
          (record) =>
            record.domain === exchange.domain &&
            record.accountId === seat.seatId &&
            record.relationship === relationship,
        ),
      };
    });
  return {
    websiteId: site.id,
    websiteName: site.name,
    websiteDomain: site.domain,
    content,
    version: row?.version ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    recordCount: parsed.records.length,
    requiredLines,
    invalidLines: parsed.invalidLines,
  };
}

async function itemsOf(db: Db, scope: Scope, websiteId?: number): Promise<AdsTxt[]> {
  const sites = await publishedWebsites(db, scope).execute();
  const shown = websiteId === undefined ? sites : sites.filter((site) => site.id === websiteId);
  if (shown.length === 0) return [];
  const [rows, seats] = await Promise.all([
    scope
      .rows('adsTxt', db)
      .selectAll()
      .where(
        'websiteId',
        'in',
        shown.map((site) => site.id),
      )
      .execute(),
    sellerSeats(db, scope),
  ]);
  return shown
    .sort((a, b) => a.name.localeCompare(b.name, 'de') || a.domain.localeCompare(b.domain))
    .map((site) =>
      toItem(
        site,
        rows.find((row) => row.websiteId === site.id),
        seats,
      ),
    );
}

export function registerAdsTxt({ app, database }: ServiceContext): void {
  const db = database.db as unknown as Db;
  registerEndpoint(app, adsTxtEndpoints.list, portalAccess, async ({ scope }) => ({
    items: await itemsOf(db, scope),
  }));

  registerEndpoint(
    app,
    adsTxtEndpoints.save,
    writeAccess,
    async ({ actor, body, params, scope }) => {
      const site = await publishedWebsites(db, scope)
        .where('w.id', '=', params.websiteId)
        .executeTakeFirst();
      if (!site) throw notFound('website');
      const [invalid] = parseAdsTxt(body.content).invalidLines;
      if (invalid !== undefined) {
        throw new ValidationError(
          { content: serverMessage('adsTxtLinesInvalid', { line: invalid }) },
          [],
        );
      }
      await db.transaction().execute(async (transaction) => {
        const trx = transaction as unknown as Db;
        const before = await scope
          .lockedRows('adsTxt', trx)
          .selectAll()
          .where('websiteId', '=', site.id)
          .executeTakeFirst();
        if ((before?.version ?? null) !== body.version) throw staleRecord('ads.txt');
        const after = before
          ? await scope
              .update('adsTxt', trx)
              .set({
                content: body.content,
                version: before.version + 1,
                updatedAt: new Date(),
              })
              .where('id', '=', before.id)
              .returningAll()
              .executeTakeFirstOrThrow()
          : await scope
              .insert('adsTxt', { websiteId: site.id, content: body.content }, trx)
              .returningAll()
              .executeTakeFirstOrThrow()
              .catch((error: unknown) => {
                // Another first save of the same website came first: this one read no file.
                throw isUniqueViolation(error) ? staleRecord('ads.txt') : error;
              });
        await auditChange(transaction as Transaction<Schema>, {
          actor,
          entityType: ADS_TXT_AUDIT,
          entityId: after.id,
          before: before && { companyId: before.companyId, content: before.content },
          after: { companyId: after.companyId, content: after.content },
        });
      });
      const [item] = await itemsOf(db, scope, site.id);
      if (!item) throw notFound('website');
      return item;
    },
  );
}
