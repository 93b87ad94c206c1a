import {
  printCreativeEndpoints as calls,
  MAX_UPLOAD_BYTES,
  type Preflight,
  type PrintCreative,
  serverMessage,
  UPLOAD_FIELD,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { containsPattern, everyWord } from '../../db/like.ts';
import { FileRefusedError } from '../../files/scanner.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import type { RowOfQuery } from '../../kit/list.ts';
import { registerList } from '../../kit/paged-list.ts';
import { localizedColumn } from '../../kit/references.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { contentDisposition, readUpload, withUploads } from '../files/files.ts';
import { positionNameIn, positionNamesIn } from '../orders/orders-record.ts';
import { receivePrintCreative } from '../print/print-creative.ts';
import { writeSystemActivities } from '../timeline/timeline.ts';
import { printCreativesAccess } from './creative-rules.ts';
import { preflightPdf } from './pdf-preflight.ts';

// Print creatives (issue 40, spec 1 §2.9, DOMAIN2 §3.3): a PDF per print position, scanned,
// preflighted (pdf-preflight.ts) and stored ERROR or READY; the print desk's proof flow takes a
// READY one as the position's creative and sends no proof while the latest one is ERROR
// (`receivePrintCreative` of the print area).

function printCreativeRows(scope: Scope) {
  return scope
    .rows('printCreative as k')
    .innerJoin('campaignPosition as p', 'p.id', 'k.campaignPositionId')
    .innerJoin('campaign as c', 'c.id', 'p.campaignId')
    .innerJoin('account as a', 'a.id', 'c.advertiserAccountId')
    .innerJoin('adMedium as m', 'm.id', 'p.adMediumId');
}
const withColumns = (rows: ReturnType<typeof printCreativeRows>) =>
  rows.select([
    'k.id',
    'k.name',
    'k.fileName',
    'k.weightBytes',
    'k.status',
    'k.preflight',
    'k.createdAt',
    'k.updatedAt',
    'p.id as positionId',
    'p.name as positionName',
    'p.status as positionStatus',
    sql<string | null>`p.publication_date::text`.as('publicationDate'),
    'm.name as publication',
    'c.id as campaignId',
    'c.name as campaignName',
    'a.id as advertiserId',
    'a.name as advertiserName',
  ]);
type Row = RowOfQuery<typeof withColumns>;

const toPrintCreative = (row: Row): PrintCreative => ({
  id: row.id,
  name: row.name,
  fileName: row.fileName,
  weightBytes: row.weightBytes,
  status: row.status,
  preflight: row.preflight as Preflight,
  position: {
    id: row.positionId,
    name: row.positionName,
    status: row.positionStatus,
    publication: row.publication,
    publicationDate: row.publicationDate,
  },
  campaign: { id: row.campaignId, name: row.campaignName },
  advertiser: { id: row.advertiserId, name: row.advertiserName },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function printCreativeOf(scope: Scope, id: number) {
  const row = await withColumns(printCreativeRows(scope)).where('k.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('print creative');
  return (await inLanguage(scope, [toPrintCreative(row)]))[0] as PrintCreative;
}

/** The creatives' positions named in the caller's language (`positionNameIn`). */
async function inLanguage(scope: Scope, creatives: PrintCreative[]): Promise<PrintCreative[]> {
  const names = await positionNamesIn(scope, { ids: creatives.map((k) => k.position.id) });
  return creatives.map((creative) => ({
    ...creative,
    position: {
      ...creative.position,
      name: names.get(creative.position.id) ?? creative.position.name,
    },
  }));
}

export function registerPrintCreatives({ app, database, scanner }: ServiceContext): void {
  const { db } = database;

  registerList(app, calls.list, printCreativesAccess, {
    rows: ({ scope }) => printCreativeRows(scope),
    filters: {
      status: (rows, status) => rows.where('k.status', '=', status),
      searchQuery: (rows, text) => {
        const pattern = containsPattern(text.toLowerCase());
        return rows.where(
          sql<boolean>`(lower(k.name) like ${pattern} or lower(c.name) like ${pattern} or lower(a.name) like ${pattern} or lower(m.name) like ${pattern})`,
        );
      },
    },
    sort: { createdAt: 'k.createdAt', name: sql`lower(k.name)` },
    ties: ['k.id'],
    select: withColumns,
    toItems: (rows, { scope }) => inLanguage(scope, rows.map(toPrintCreative)),
  });

  registerEndpoint(app, calls.get, printCreativesAccess, async ({ params, scope }) =>
    printCreativeOf(scope, params.id),
  );

  withUploads(app, MAX_UPLOAD_BYTES, (uploads) => {
    registerEndpoint(
      uploads,
      calls.create,
      printCreativesAccess,
      async ({ actor, request, query, scope }) => {
        const { user } = requireActor(actor);
        const position = await scope
          .byId('campaignPosition', query.positionId)
          .select(['id', 'name', 'positionType'])
          .executeTakeFirst();
        if (position?.positionType !== 'PRINT') {
          throw new ValidationError({ positionId: serverMessage('noPrintPositionOfCompany') }, []);
        }
        const upload = await readUpload(request);
        const finding = await scanner.scan(upload.bytes, upload.fileName);
        if (finding) throw new FileRefusedError(UPLOAD_FIELD, finding, upload.fileName);
        const notPdf = new ValidationError(
          { [UPLOAD_FIELD]: serverMessage('printCreativeNotPdf', { name: upload.fileName }) },
          [],
        );
        if (
          !/\.pdf$/i.test(upload.fileName) ||
          !upload.bytes.subarray(0, 5).equals(Buffer.from('%PDF-'))
        ) {
          throw notPdf;
        }
        let report: Preflight;
        try {
          report = await preflightPdf(upload.bytes);
        } catch {
          throw notPdf;
        }
        const id = await db.transaction().execute(async (trx) => {
          const created = await scope
            .insert(
              'printCreative',
              {
                campaignPositionId: position.id,
                name: query.name ?? upload.fileName.replace(/\.pdf$/i, ''),
                fileName: upload.fileName,
                content: upload.bytes,
                weightBytes: upload.bytes.length,
                status: report.status,
                preflight: JSON.stringify(report),
                createdByUserId: user.userId,
              },
              trx,
            )
            .returning(['id', 'name', 'companyId'])
            .executeTakeFirstOrThrow();
          await receivePrintCreative(
            scope,
            trx,
            position.id,
            {
              fileName: upload.fileName,
              content: upload.bytes,
              preflight: report.status,
            },
            { userId: user.userId },
          );
          await writeSystemActivities(trx, [
            {
              companyId: created.companyId,
              entityType: 'CREATIVE_TECHNICAL',
              entityId: created.id,
              entityName: created.name,
              activityType: 'CREATIVE_STATUS_UPDATED',
              message: `print creative: preflight ${report.status}${report.findings.length ? ` (${report.findings.map((item) => item.code).join(', ')})` : ''}`,
              title: position.name,
              creatorUserId: user.userId,
              campaignPositionIds: [position.id],
              keyValues: {
                printCreativeId: String(created.id),
                campaignPositionId: String(position.id),
              },
            },
          ]);
          return created.id;
        });
        return printCreativeOf(scope, id);
      },
    );
  });

  registerEndpoint(app, calls.file, printCreativesAccess, async ({ params, scope, reply }) => {
    const file = await scope
      .byId('printCreative', params.id)
      .select(['fileName', 'content'])
      .executeTakeFirst();
    if (!file) throw notFound('print creative');
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', contentDisposition(file.fileName))
      .header('Access-Control-Expose-Headers', 'Content-Disposition')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(file.content));
  });

  registerEndpoint(app, calls.positions, printCreativesAccess, async ({ query, scope }) => {
    let rows = scope
      .rows('campaignPosition as p')
      .innerJoin('campaign as c', 'c.id', 'p.campaignId')
      .innerJoin('adMedium as m', 'm.id', 'p.adMediumId')
      .innerJoin('product as pr', 'pr.id', 'p.productId')
      .select([
        'p.id',
        positionNameIn(scope.language).as('name'),
        'c.name as campaign',
        'm.name as publication',
        sql<string | null>`p.publication_date::text`.as('publicationDate'),
      ])
      .where('p.positionType', '=', 'PRINT')
      .where('p.status', 'not in', ['DELETED', 'FINISHED']);
    // "#146851" finds that position, as the print list's search does (issue 40: the picker
    // named a thousand positions alike); the words are looked for in the name as shown too.
    const positionId = query.search ? /^#\s*(\d{1,9})$/.exec(query.search.trim())?.[1] : undefined;
    if (positionId) rows = rows.where('p.id', '=', Number(positionId));
    else if (query.search) {
      // The name in the reader's language, as raw SQL (`everyWord` takes it so): `name_fr`.
      const column = localizedColumn('name', scope.language).replace(
        /[A-Z]/g,
        (c) => `_${c.toLowerCase()}`,
      );
      const shown = `coalesce(nullif(pr.${column}, ''), pr.name)`;
      rows = rows.where(
        everyWord(
          `lower(p.name || ' ' || ${shown} || ' ' || c.name || ' ' || m.name)`,
          query.search,
        ),
      );
    }
    // Issue 38: the issues to come first (today's, then the next), each with its date; past
    // issues after them, the latest first; positions without a date last.
    return rows
      .orderBy(sql`p.publication_date < current_date`)
      .orderBy(sql`case when p.publication_date >= current_date then p.publication_date end`)
      .orderBy('p.publicationDate', 'desc')
      .orderBy('p.id')
      .limit(100)
      .execute();
  });
}
