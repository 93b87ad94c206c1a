import { BULK_FILTER_MAX, type BulkResult } from '@adconsole/api/contracts';
import { expect, it } from 'vitest';
import { bulkIds } from '../src/kit/bulk.ts';
import { answerOf, callsAs } from './support/calls.ts';
import { jobEnded } from './support/finances.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';

// "Select all N" (issue 38, (4b): the finance user wanted to issue all 1,235 drafts at once and
// could select only a page). A kit list's bulk call takes its rows by id or by the list's own
// filter (validated by the list's filter schema); the server reads the filter's rows through the
// list's scope, the acting company's, and checks each row as it checks a chosen one; a run of
// many rows goes through the job queue and its rows' outcomes are read from the job.

const invoices = '/api/ws-finances/invoices';

describeOnLanes(
  'bulk actions by the list’s filter',
  ['finance', 'sales', 'admin'],
  ({ server, tokens }) => {
    const sales = seededCompany(server, 'Adconsole Sales');
    const call = callsAs(server, () => tokens.finance);
    const db = () => server.database.db;

    /** Another company's invoice (the agency's own invoices, seed/finances.ts). */
    const foreignInvoice = () =>
      db()
        .selectFrom('invoice')
        .select(['id', 'accountId', 'campaignId', 'state'])
        .where('companyId', '!=', sales.id)
        .orderBy('id')
        .executeTakeFirstOrThrow();

    it('issues every draft a filter finds, the acting company’s only, each row checked', async () => {
      // The drafts of one invoicing account of the company: the filter's rows.
      const draft = await db()
        .selectFrom('invoice')
        .select(['accountId'])
        .where('companyId', '=', sales.id)
        .where('state', '=', 'DRAFT')
        .where('total', '>', 0)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const own = await db()
        .selectFrom('invoice')
        .select(['id', 'state'])
        .where('companyId', '=', sales.id)
        .where('accountId', '=', draft.accountId)
        .orderBy('id')
        .execute();
      const drafts = own.filter((row) => row.state === 'DRAFT').map((row) => row.id);
      expect(drafts.length).toBeGreaterThan(0);
      expect(drafts.length).toBeLessThanOrEqual(100);
      const filter = { invoiceState: 'ALL', accountId: draft.accountId };
      const preview = await answerOf<BulkResult>(
        call('POST', `${invoices}/bulk/issue`, { filter, dryRun: true }),
      );
      // Every row of the filter, each checked: the drafts would be issued, the others refused.
      expect(preview.results.map((row) => row.id)).toEqual(own.map((row) => row.id));
      expect(preview.done).toBe(drafts.length);
      for (const row of preview.results.filter((result) => !drafts.includes(result.id))) {
        expect(row).toMatchObject({ outcome: 'REFUSED', translationKey: 'INVOICE_NOT_DRAFT' });
      }
      // Nothing was issued by the dry run.
      const still = await db()
        .selectFrom('invoice')
        .select('id')
        .where('id', 'in', drafts)
        .where('state', '=', 'DRAFT')
        .execute();
      expect(still).toHaveLength(drafts.length);

      // The run, by the filter of the drafts tab: they are issued, numbered, nothing else.
      const run = await answerOf<BulkResult>(
        call('POST', `${invoices}/bulk/issue`, {
          filter: { invoiceState: 'DRAFT', accountId: draft.accountId },
        }),
      );
      expect(run).toMatchObject({ dryRun: false, done: drafts.length, refused: 0 });
      expect(run.jobId).toBeUndefined();
      const issued = await db()
        .selectFrom('invoice')
        .select(['state', 'number'])
        .where('id', 'in', drafts)
        .execute();
      for (const row of issued)
        expect(row).toMatchObject({ state: 'ISSUED', number: expect.any(String) });
      const counts = await answerOf<Record<string, number>>(
        call('GET', `${invoices}/counts?accountId=${draft.accountId}`),
      );
      expect(counts.DRAFT ?? 0).toBe(0);
    });

    it('never finds another company’s rows by a filter, and refuses them by id as not found', async () => {
      const foreign = await foreignInvoice();
      const before = foreign.state;
      // Its account's and its campaign's invoices, as the acting company's filter reads them:
      // none (the scope is the acting company's, whatever the filter names, its company too).
      for (const filter of [
        { invoiceState: 'ALL', accountId: foreign.accountId },
        { invoiceState: 'ALL', campaignId: foreign.campaignId },
        { invoiceState: 'ALL', campaignId: foreign.campaignId, companyId: 999_999 },
      ]) {
        const answer = await answerOf<BulkResult>(
          call('POST', `${invoices}/bulk/issue`, { filter, dryRun: false }),
        );
        expect(answer).toMatchObject({ done: 0, refused: 0, results: [] });
      }
      // By id: refused as no such invoice, and left as it was.
      const byId = await answerOf<BulkResult>(
        call('POST', `${invoices}/bulk/issue`, { ids: [foreign.id] }),
      );
      expect(byId.results).toEqual([
        expect.objectContaining({
          id: foreign.id,
          outcome: 'REFUSED',
          translationKey: 'NOT_FOUND',
        }),
      ]);
      const after = await db()
        .selectFrom('invoice')
        .select('state')
        .where('id', '=', foreign.id)
        .executeTakeFirstOrThrow();
      expect(after.state).toBe(before);
    });

    it('runs many rows as a job whose items say each row’s outcome, each row checked in its item', async () => {
      // More rows than a run does within its request (100): the company's invoices (its drafts
      // are issued, the others refused as no draft), another company's (not found, untouched)
      // and ids of no invoice at all, each checked in its job item.
      const own = await db()
        .selectFrom('invoice')
        .select(['id', 'state', 'total'])
        .where('companyId', '=', sales.id)
        .orderBy('id')
        .execute();
      const foreign = await db()
        .selectFrom('invoice')
        .select(['id', 'state'])
        .where('companyId', '!=', sales.id)
        .orderBy('id')
        .limit(5)
        .execute();
      expect(foreign.length).toBeGreaterThan(0);
      const last = await db()
        .selectFrom('invoice')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow();
      const none = Array.from({ length: 120 }, (_, index) => Number(last.id) + 1 + index);
      const ids = [...own.map((row) => row.id), ...foreign.map((row) => row.id), ...none];
      const issuable = own
        .filter((row) => row.state === 'DRAFT' && Number(row.total) > 0)
        .map((row) => row.id);
      expect(issuable.length).toBeGreaterThan(0);
      const started = await answerOf<BulkResult>(call('POST', `${invoices}/bulk/issue`, { ids }));
      expect(started).toMatchObject({ dryRun: false, done: 0, results: [] });
      expect(started.jobId).toEqual(expect.any(Number));
      expect(await jobEnded(call, started.jobId as number, 300_000)).toBe('COMPLETED');
      const result = await answerOf<BulkResult>(
        call('GET', `${invoices}/bulk-runs/${started.jobId}`),
      );
      expect(result.results.map((row) => row.id)).toEqual(ids);
      expect(result.done).toBe(issuable.length);
      const after = new Map(
        (
          await db()
            .selectFrom('invoice')
            .select(['id', 'state', 'number'])
            .where(
              'id',
              'in',
              [...own, ...foreign].map((row) => row.id),
            )
            .execute()
        ).map((row) => [row.id, row]),
      );
      const ownIds = own.map((row) => row.id);
      for (const row of result.results) {
        if (issuable.includes(row.id)) {
          // Done: named by the number it was given in its item.
          expect(row.outcome).toBe('DONE');
          expect(after.get(row.id)).toMatchObject({ state: 'ISSUED', number: row.name });
        } else if (ownIds.includes(row.id)) {
          expect(row.outcome).toBe('REFUSED');
          expect(['INVOICE_NOT_DRAFT', 'INVOICE_EMPTY']).toContain(row.translationKey);
        } else {
          expect(row).toMatchObject({ outcome: 'REFUSED', translationKey: 'NOT_FOUND' });
        }
      }
      // Another company's invoices are as they were.
      for (const row of foreign) expect(after.get(row.id)?.state).toBe(row.state);
      // Another role of the company may not read the run.
      const bySales = await call(
        'GET',
        `${invoices}/bulk-runs/${started.jobId}`,
        undefined,
        tokens.sales,
      );
      expect(bySales.statusCode).toBe(403);
    });

    it('gives every kit resource’s bulk call its list’s filter: the lead sources, the acting company’s only', async () => {
      const sources = '/api/ws-funnel/sources';
      const listed = (
        await answerOf<{ items: { id: number }[] }>(
          call(
            'GET',
            `${sources}?nameFilter=MESSE&includeInactive=true&limit=100`,
            undefined,
            tokens.sales,
          ),
        )
      ).items.map((source) => source.id);
      expect(listed.length).toBeGreaterThan(0);
      const filter = { nameFilter: 'MESSE', includeInactive: true };
      const preview = await answerOf<BulkResult>(
        call('POST', `${sources}/bulk/deactivate`, { filter, dryRun: true }, tokens.sales),
      );
      // The list's rows, by id, each checked (an inactive one is refused as already inactive).
      expect(preview.results.map((row) => row.id)).toEqual([...listed].sort((a, b) => a - b));
      // Another company's caller with the same filter reaches none of them.
      const theirs = await answerOf<BulkResult>(
        call('POST', `${sources}/bulk/deactivate`, { filter, dryRun: true }, tokens.admin),
      );
      expect(theirs.results.some((row) => listed.includes(row.id))).toBe(false);
      // A filter the list refuses is refused (its sort outside the contract).
      const bad = await call(
        'POST',
        `${sources}/bulk/deactivate`,
        { filter: { sort: 'colour' }, dryRun: true },
        tokens.sales,
      );
      expect(bad.statusCode).toBe(422);
    });

    it('takes ids or the filter, one of the two, the filter checked by the list’s own schema', async () => {
      for (const body of [{ dryRun: true }, { ids: [1], filter: { invoiceState: 'ALL' } }]) {
        const answer = await call('POST', `${invoices}/bulk/issue`, body);
        expect(answer.statusCode).toBe(422);
      }
      const badTab = await call('POST', `${invoices}/bulk/issue`, {
        filter: { invoiceState: 'SOMETIMES' },
        dryRun: true,
      });
      expect(badTab.statusCode).toBe(422);
      const unknown = await call('POST', `${invoices}/bulk/issue`, {
        filter: { invoiceState: 'ALL', drop: 'table' },
        dryRun: true,
      });
      expect(unknown.statusCode).toBe(422);
      expect(BULK_FILTER_MAX).toBe(5000);
    });

    it('refuses a filter that finds more rows than a bulk action takes at once (422 on the filter)', async () => {
      // The kit's rule itself (the demo has fewer rows than the limit): one row more than the
      // limit is read, and that one more refuses the filter.
      let asked = 0;
      const tooMany = bulkIds(
        { filter: { invoiceState: 'ALL' }, dryRun: true },
        async (_f, limit) => {
          asked = limit;
          return Array.from({ length: limit }, (_, index) => index + 1);
        },
      );
      await expect(tooMany).rejects.toMatchObject({
        statusCode: 422,
        fieldErrors: { filter: expect.stringContaining('bulkFilterTooMany') },
      });
      expect(asked).toBe(BULK_FILTER_MAX + 1);
      const justSo = await bulkIds({ filter: {}, dryRun: true }, async (_f, limit) =>
        Array.from({ length: limit - 1 }, (_, index) => index + 1),
      );
      expect(justSo).toHaveLength(BULK_FILTER_MAX);
      // Chosen ids are taken once each.
      expect(await bulkIds({ ids: [3, 1, 3], dryRun: false }, async () => [])).toEqual([3, 1]);
    });
  },
);
