import {
  type Segment,
  segmentEndpoints,
  serverMessage,
  type VisitorSegment,
  visitorSegmentEndpoints,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { ValidationError } from '../../http/errors.ts';
import { activeUnless, caseless, contains } from '../../kit/list.ts';
import { activeBulk } from '../../kit/named.ts';
import { type RowOf, registerResource, uniqueColumn } from '../../kit/resource.ts';
import { actorScope, scopeOf } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { segmentAccess } from './access.ts';

// Segments and visitor segments (issue 42; spec 1 §2.12, ADMIN; DOMAIN §8 after Xandr's Segment
// service). Decisions (the spec is silent):
// - a segment's code is unique per company in any case (Xandr: per member); its advertiser is
//   one of the company's accounts, or none (every advertiser may target it);
// - its pixel is Xandr's segment pixel by code, with the member of the company's Xandr
//   credential (production first, else sandbox); without a credential the pixel is empty and
//   the console says where the member comes from;
// - a visitor segment's rules are regular expressions over the page's URL and the referrer,
//   with visits and a look-back window; they feed one segment. The ad server evaluates them:
//   no visitor data lives here, so there is no size estimate (left out, said on the page).

const XANDR_PIXEL = 'https://ib.adnxs.com/seg';

/** The pixel that adds a page's visitor to a segment, by its code and the member. */
export const segmentPixel = (code: string, memberId: number | undefined) =>
  memberId === undefined
    ? ''
    : `<img src="${XANDR_PIXEL}?add_code=${encodeURIComponent(code)}&member=${memberId}&t=2" width="1" height="1" alt="" />`;

/** The company's Xandr member: its production credential's, else its sandbox's. */
async function memberOf(db: Db, companyId: number): Promise<number | undefined> {
  const credentials = await scopeOf(db, companyId)
    .rows('xandrCredential')
    .where('active', '=', true)
    .select(['environment', 'memberId'])
    .execute();
  return (
    credentials.find((row) => row.environment === 'PROD') ??
    credentials.find((row) => row.environment === 'SANDBOX')
  )?.memberId;
}

async function segmentItems(
  db: Db,
  rows: RowOf<'audienceSegment'>[],
  named: (row: RowOf<'audienceSegment'>) => { advertiserId: { name: string } | undefined },
): Promise<Segment[]> {
  const companyId = rows[0]?.companyId;
  if (companyId === undefined) return [];
  const memberId = await memberOf(db, companyId);
  const feeding = await scopeOf(db, companyId)
    .rows('visitorSegment')
    .where(
      'segmentId',
      'in',
      rows.map((row) => row.id),
    )
    .select(['segmentId', sql<string>`count(*)`.as('count')])
    .groupBy('segmentId')
    .execute();
  const countOf = new Map(feeding.map((row) => [row.segmentId, Number(row.count)]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    advertiserId: row.advertiserId,
    advertiserName: named(row).advertiserId?.name ?? null,
    expireMinutes: row.expireMinutes,
    pixel: segmentPixel(row.code, memberId),
    visitorSegments: countOf.get(row.id) ?? 0,
    active: row.active,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

const toVisitorSegment = (
  row: RowOf<'visitorSegment'>,
  segment: { name: string; code?: unknown } | undefined,
): VisitorSegment => ({
  id: row.id,
  name: row.name,
  segmentId: row.segmentId,
  segmentName: segment?.name ?? null,
  segmentCode: typeof segment?.code === 'string' ? segment.code : null,
  rules: row.rules,
  active: row.active,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export function registerSegments({ app, database }: ServiceContext): void {
  registerResource(app, database.db, {
    endpoints: segmentEndpoints,
    table: 'audienceSegment',
    access: { read: segmentAccess, write: segmentAccess },
    references: { advertiserId: { table: 'account', name: 'name' } },
    toItems: (db, rows, named) => segmentItems(db, rows, named),
    nameOf: (row) => row.name,
    unique: uniqueColumn('code', 'segmentCodeTaken'),
    check: async (trx, { actor, body }) => {
      if (body.advertiserId === null) return;
      const account = await actorScope(trx, actor)
        .byId('account', body.advertiserId, trx)
        .select('id')
        .executeTakeFirst();
      if (!account) throw new ValidationError({ advertiserId: serverMessage('notOfCompany') }, []);
    },
    toStored: (body) => ({
      name: body.name,
      code: body.code,
      advertiserId: body.advertiserId,
      expireMinutes: body.expireMinutes,
      active: body.active,
    }),
    filters: {
      searchQuery: (rows, text) => {
        const pattern = containsPattern(text.toLowerCase());
        return rows.where(
          sql<boolean>`(lower(name) like ${pattern} or lower(code) like ${pattern})`,
        );
      },
      includeInactive: activeUnless(),
    },
    sort: { name: caseless('name'), updatedAt: 'updatedAt' },
    export: {
      title: 'targeting.segments.title',
      columns: {
        name: { header: 'targeting.segments.columns.name', value: (row) => row.name },
        code: { header: 'targeting.segments.columns.code', value: (row) => row.code },
        advertiserName: {
          header: 'targeting.segments.columns.advertiserName',
          value: (_row, _t, named) => named.advertiserId?.name ?? '',
        },
        expireMinutes: {
          header: 'targeting.segments.columns.expireMinutes',
          value: (row) => row.expireMinutes,
        },
      },
    },
    bulk: activeBulk('segment'),
  });

  registerResource(app, database.db, {
    endpoints: visitorSegmentEndpoints,
    table: 'visitorSegment',
    access: { read: segmentAccess, write: segmentAccess },
    references: { segmentId: { table: 'audienceSegment', name: ['name', 'code'] } },
    toItem: (row, named) => toVisitorSegment(row, named.segmentId),
    nameOf: (row) => row.name,
    unique: uniqueColumn('name', 'visitorSegmentNameTaken'),
    check: async (trx, { actor, body }) => {
      const segment = await actorScope(trx, actor)
        .byId('audienceSegment', body.segmentId, trx)
        .select('id')
        .executeTakeFirst();
      if (!segment) throw new ValidationError({ segmentId: serverMessage('notOfCompany') }, []);
    },
    toStored: (body) => ({
      name: body.name,
      segmentId: body.segmentId,
      rules: JSON.stringify(body.rules),
      active: body.active,
    }),
    filters: { searchQuery: contains('name'), includeInactive: activeUnless() },
    sort: { name: caseless('name'), updatedAt: 'updatedAt' },
    export: {
      title: 'targeting.visitorSegments.title',
      columns: {
        name: { header: 'targeting.visitorSegments.columns.name', value: (row) => row.name },
        segmentName: {
          header: 'targeting.visitorSegments.columns.segmentName',
          value: (_row, _t, named) => named.segmentId?.name ?? '',
        },
        rules: {
          header: 'targeting.visitorSegments.columns.rules',
          value: (row) => row.rules.map((rule) => rule.urlPattern).join(' | '),
        },
      },
    },
    bulk: activeBulk('visitor segment'),
  });
}
