import { serverMessage } from '@adconsole/api/contracts';
import type { Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import type { Actor } from '../../http/access.ts';
import { ValidationError } from '../../http/errors.ts';
import { auditChange } from './audit.ts';

// A print title's page (issue 37: "an ad medium's details (a title's columns) cannot be
// edited"): the columns, column width and page height of its publication (migration 0008),
// edited in the ad medium's dialog and written in the medium's transaction with an audit row
// per changed field under the medium (AD_MEDIUM), as the medium's own fields are.
// Decisions where the specs are silent:
// - The three go together: a print title with some of them and not the others is refused (422
//   "required" on each missing one); all three empty leaves the page as it is (the publication's
//   columns are not optional).
// - A title without a publication gets one with the page given, published WEEKLY in German:
//   its frequency and language are the seed's most common and are not edited in the console.
// - Other media have no page: the three are ignored for them.

export interface PageFields {
  columns: number | null;
  columnWidthMm: number | null;
  pageHeightMm: number | null;
}
const PAGE_FIELDS = ['columns', 'columnWidthMm', 'pageHeightMm'] as const;

/** The pages of the print titles among `ids`, by ad medium. */
export async function pagesOf(
  source: Db,
  ids: readonly number[],
): Promise<Map<number, PageFields>> {
  if (ids.length === 0) return new Map();
  const rows = await source
    .selectFrom('publication')
    .select(['adMediumId', 'columns', 'columnWidthMm', 'pageHeightMm'])
    .where('adMediumId', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.adMediumId,
      {
        columns: row.columns,
        columnWidthMm: Number(row.columnWidthMm),
        pageHeightMm: row.pageHeightMm,
      },
    ]),
  );
}

/** Refuses a print title's page given in part (422 "required" on each missing field). */
export function checkPage(mediaType: string, body: PageFields): void {
  if (mediaType !== 'PRINT') return;
  const given = PAGE_FIELDS.filter((field) => body[field] !== null);
  if (given.length === 0 || given.length === PAGE_FIELDS.length) return;
  const missing = PAGE_FIELDS.filter((field) => body[field] === null);
  throw new ValidationError(
    Object.fromEntries(missing.map((field) => [field, serverMessage('required')])),
    [],
  );
}

/** Writes a print title's page into its publication (created when missing), audited. */
export async function writePage(
  trx: Transaction<Schema>,
  actor: Actor,
  medium: { id: number; companyId: number; mediaType: string },
  body: PageFields,
): Promise<void> {
  if (medium.mediaType !== 'PRINT' || body.columns === null) return;
  const page = {
    columns: body.columns,
    columnWidthMm: String(body.columnWidthMm),
    pageHeightMm: body.pageHeightMm as number,
  };
  const before = (await pagesOf(trx as Db, [medium.id])).get(medium.id);
  await trx
    .insertInto('publication')
    .values({
      adMediumId: medium.id,
      companyId: medium.companyId,
      frequency: 'WEEKLY',
      language: 'de',
      ...page,
    })
    .onConflict((oc) => oc.column('adMediumId').doUpdateSet(page))
    .execute();
  await auditChange(trx, {
    actor,
    entityType: 'AD_MEDIUM',
    entityId: medium.id,
    before: { companyId: medium.companyId, ...(before ?? {}) },
    after: { companyId: medium.companyId, ...body },
  });
}
