import {
  type FirstPartyTag,
  type FirstPartyTagKind,
  firstPartyTagEndpoints,
  serverMessage,
  type ThirdPartyTag,
  tagPreviewEndpoints,
  thirdPartyTagEndpoints,
  thirdPartyTagHistoryEndpoints,
  XANDR_MEMBER_ID,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { containsPattern } from '../../db/like.ts';
import { HttpError, notFound, ValidationError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import type { RowOfQuery } from '../../kit/list.ts';
import { caseless, contains } from '../../kit/list.ts';
import { registerList } from '../../kit/paged-list.ts';
import { plainColumns, type RowOf, registerResource } from '../../kit/resource.ts';
import { actorScope, type Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { auditChange, auditTrail } from '../settings/audit.ts';
import { adTagsAccess } from './creative-rules.ts';
import { checkTag, httpSource } from './tag-checks.ts';
import { previewToken } from './tag-preview.ts';

// Ad tags (issue 40, spec 1 §2.4, DOMAIN2 §5): the third-party tags of advertisers as a kit
// resource (the code stored exactly as entered, its check stored beside it), their preview
// address on the preview origin, and the first-party tags generated per website and placement.

type TagRow = RowOf<'thirdPartyTag'>;

/** The history's entity type of a tag (the audit trail of settings and promotions, issue 37). */
const TAG_AUDIT = 'THIRD_PARTY_TAG';

/**
 * What a tag's history shows of it: what a person entered (the advertiser by its name) and the
 * status the check gave; the check's parts (findings, macros, vendor) follow from the code.
 */
const auditedTag = (row: TagRow, advertiser: string | null) => ({
  name: row.name,
  advertiser,
  format: row.format,
  width: row.width,
  height: row.height,
  code: row.code,
  status: row.status,
});

const toTag = (
  row: TagRow,
  named: { advertiserAccountId: { name: string } | undefined },
): ThirdPartyTag => ({
  id: row.id,
  name: row.name,
  advertiserAccountId: row.advertiserAccountId,
  advertiser: named.advertiserAccountId
    ? { id: row.advertiserAccountId, name: named.advertiserAccountId.name }
    : null,
  format: row.format as ThirdPartyTag['format'],
  width: row.width,
  height: row.height,
  code: row.code,
  vendorDetected: row.vendorDetected as ThirdPartyTag['vendorDetected'],
  clickMacroPresent: row.clickMacroPresent,
  cachebusterPresent: row.cachebusterPresent,
  status: row.status as ThirdPartyTag['status'],
  findings: row.findings as ThirdPartyTag['findings'],
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The snippet of a placement's tag in a kind (DOMAIN2 §5.1, Xandr's seller tag). */
export function firstPartySnippet(
  kind: FirstPartyTagKind,
  tag: {
    websiteId: number;
    domain: string;
    placementId: number;
    placementName: string;
    sizes: readonly string[];
  },
): string {
  const target = `adnz-${tag.websiteId}-${tag.placementId}`;
  const sizes = tag.sizes.map((size) => size.split('x').map(Number));
  if (kind === 'XANDR_AST') {
    return [
      '<script src="https://acdn.adnxs.com/ast/ast.js" async></script>',
      `<div id="${target}"></div>`,
      '<script>',
      'var apntag = apntag || {}; apntag.anq = apntag.anq || [];',
      'apntag.anq.push(function () {',
      `  apntag.setPageOpts({ member: ${XANDR_MEMBER_ID}, keywords: { site: ${JSON.stringify(tag.domain)} } });`,
      `  apntag.defineTag({ targetId: ${JSON.stringify(target)}, invCode: ${JSON.stringify(`${tag.domain}-${tag.placementId}`)}, sizes: ${JSON.stringify(sizes)} });`,
      '  apntag.loadTags();',
      '});',
      `apntag.anq.push(function () { apntag.showTag(${JSON.stringify(target)}); });`,
      '</script>',
    ].join('\n');
  }
  return [
    `<script src="https://cdn.adnz.co/htag/${tag.websiteId}/htag.js" async></script>`,
    `<div id="${target}" data-adnz-placement="${tag.placementId}" data-adnz-sizes="${tag.sizes.join(',')}"></div>`,
    '<script>',
    'window.adnz = window.adnz || { cmd: [] };',
    `window.adnz.cmd.push(function () { window.adnz.display(${JSON.stringify(target)}); });`,
    '</script>',
  ].join('\n');
}

const placementRows = (scope: Scope) =>
  scope
    .rows('websitePlacement as pl')
    .innerJoin('website as w', 'w.id', 'pl.websiteId')
    .where('pl.active', '=', true);
const withPlacementColumns = (rows: ReturnType<typeof placementRows>) =>
  rows.select([
    'pl.id',
    'pl.name',
    'pl.sizes',
    'pl.version',
    'w.id as websiteId',
    'w.name as websiteName',
    'w.domain',
  ]);
type PlacementRow = RowOfQuery<typeof withPlacementColumns>;

const toFirstPartyTag =
  (kind: FirstPartyTagKind) =>
  (row: PlacementRow): FirstPartyTag => ({
    id: row.id,
    website: { id: row.websiteId, name: row.websiteName, domain: row.domain },
    placement: { id: row.id, name: row.name },
    sizes: [...row.sizes],
    kind,
    snippet: firstPartySnippet(kind, {
      websiteId: row.websiteId,
      domain: row.domain,
      placementId: row.id,
      placementName: row.name,
      sizes: row.sizes,
    }),
    debugUrl: `https://${row.domain}/?adnz_debug=1`,
    version: row.version,
  });

export function registerAdTags({ app, database, tagPreview }: ServiceContext): void {
  const { db } = database;

  registerResource(app, db, {
    endpoints: thirdPartyTagEndpoints,
    table: 'thirdPartyTag',
    access: { read: adTagsAccess, write: adTagsAccess },
    references: { advertiserAccountId: { table: 'account', name: 'name' } },
    toItem: toTag,
    nameOf: (row) => row.name,
    check: async (trx, { actor, body }) => {
      const account = await actorScope(trx, actor)
        .byId('account', body.advertiserAccountId, trx)
        .select('id')
        .executeTakeFirst();
      if (!account)
        throw new ValidationError({ advertiserAccountId: serverMessage('notOfCompany') }, []);
      // DOMAIN2 §5.2: http: sources are refused; the tag is not stored.
      if (httpSource(body.code))
        throw new ValidationError({ code: serverMessage('httpSourceRefused') }, []);
    },
    toStored: (body) => ({
      name: body.name,
      advertiserAccountId: body.advertiserAccountId,
      format: body.format,
      width: body.width,
      height: body.height,
      // Exactly as entered: neither trimmed nor normalised.
      code: body.code,
      ...checkTag(body.format, body.code, body.draft),
    }),
    // Issue 37 (a stranger found none): a create's values and an edit's changed fields, in the
    // write's transaction.
    onChange: async (trx, { actor, before, after }) => {
      const ids = [before?.advertiserAccountId, after.advertiserAccountId].filter(
        (id): id is number => id !== undefined,
      );
      const accounts = await actorScope(trx, actor)
        .rows('account')
        .select(['id', 'name'])
        .where('id', 'in', ids)
        .execute();
      const nameOf = (id: number) => accounts.find((account) => account.id === id)?.name ?? null;
      await auditChange(trx, {
        actor,
        entityType: TAG_AUDIT,
        entityId: after.id,
        before: before && auditedTag(before, nameOf(before.advertiserAccountId)),
        after: {
          companyId: after.companyId,
          ...auditedTag(after, nameOf(after.advertiserAccountId)),
        },
      });
    },
    filters: {
      searchQuery: contains('name'),
      status: (rows, status) => rows.where('status', '=', status),
      vendorDetected: (rows, vendor) => rows.where('vendorDetected', '=', vendor),
    },
    sort: { name: caseless('name'), createdAt: 'createdAt', updatedAt: 'updatedAt' },
    export: {
      title: 'adTags.thirdParty.title',
      columns: {
        ...plainColumns<'thirdPartyTag'>('adTags.thirdParty', ['name', 'width', 'height']),
        format: {
          header: 'adTags.thirdParty.columns.format',
          value: (row, t) => t(`adTags.formats.${row.format}`),
        },
        vendorDetected: {
          header: 'adTags.thirdParty.columns.vendorDetected',
          value: (row, t) => t(`adTags.vendors.${row.vendorDetected}`),
        },
        status: {
          header: 'adTags.thirdParty.columns.status',
          value: (row, t) => t(`adTags.status.${row.status}`),
        },
        advertiser: {
          header: 'adTags.thirdParty.columns.advertiser',
          value: (_row, _t, named) => named.advertiserAccountId?.name ?? '',
        },
      },
    },
    bulk: {},
  });

  registerEndpoint(
    app,
    tagPreviewEndpoints.preview,
    adTagsAccess,
    async ({ params, scope, caller }) => {
      const tag = await scope.byId('thirdPartyTag', params.id).select(['id']).executeTakeFirst();
      if (!tag) throw notFound('third-party tag');
      if (!tagPreview)
        throw new HttpError(503, 'The preview origin is not running', 'PREVIEW_UNAVAILABLE');
      return {
        port: tagPreview.port,
        path: `/tag-preview?token=${previewToken(caller.actingCompanyId, tag.id)}`,
      };
    },
  );

  registerEndpoint(
    app,
    thirdPartyTagHistoryEndpoints.history,
    adTagsAccess,
    async ({ params, scope }) => {
      const tag = await scope.byId('thirdPartyTag', params.id).select(['id']).executeTakeFirst();
      if (!tag) throw notFound('third-party tag');
      return auditTrail(scope, TAG_AUDIT, tag.id);
    },
  );

  registerList(app, firstPartyTagEndpoints.list, adTagsAccess, {
    rows: ({ scope }) => placementRows(scope),
    filters: {
      websiteId: (rows, id) => rows.where('w.id', '=', id),
      searchQuery: (rows, text) => {
        const pattern = containsPattern(text.toLowerCase());
        return rows.where(
          sql<boolean>`(lower(w.name) like ${pattern} or lower(w.domain) like ${pattern} or lower(pl.name) like ${pattern})`,
        );
      },
    },
    sort: { website: sql`lower(w.name)` },
    ties: ['pl.id'],
    select: withPlacementColumns,
    toItems: (rows, { query }) => rows.map(toFirstPartyTag(query.kind ?? 'HTAG')),
  });
}
