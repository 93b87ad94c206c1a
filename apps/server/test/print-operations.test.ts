import {
  bulkResultSchema,
  businessDay,
  labelDownloadSchema,
  type PrintPosition,
  pageOf,
  printPositionSchema,
  proofRunSchema,
} from '@adconsole/api/contracts';
import JSZip from 'jszip';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { printTransitions } from '../src/services/print/print-rules.ts';
import { answerOf } from './support/calls.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';
import { pdfText } from './support/pdf-text.ts';
import { rowOf, rowsOf } from './support/rows.ts';
import { expectErrorBody, expectFieldError, multipartBody, PDF, PNG } from './support/sales.ts';

const base = '/api/ws-print-operations';
const page = pageOf(printPositionSchema);

describe('the print position transition table', () => {
  it('allows every row of the table, for the roles it names', () => {
    expect(printTransitions.rows.length).toBeGreaterThan(20);
    for (const row of printTransitions.rows) {
      expect(
        printTransitions.check(row.from, row.to, row.roles ?? []).allowed,
        `${row.from}→${row.to}`,
      ).toBe(true);
      expect(printTransitions.targets(row.from)).toContain(row.to);
    }
  });
  it('refuses moves that are not in the table with 409 and the reason, and a missing role with 403', () => {
    const refused = printTransitions.check('READY_TO_PUSH', 'FINISHED');
    expect(refused).toEqual({
      allowed: false,
      reason: 'A print position in READY_TO_PUSH cannot move to FINISHED',
      translationKey: 'TRANSITION_NOT_ALLOWED',
    });
    expect(() => printTransitions.assert('FINISHED', 'PROOFS')).toThrow(/cannot move/);
    expect(printTransitions.check('DELETED', 'READY_TO_PUSH').allowed).toBe(false);
    expect(printTransitions.check('READY_TO_PUSH', 'CREATIVE_PENDING', ['SALES'])).toMatchObject({
      allowed: false,
      translationKey: 'FORBIDDEN',
    });
    try {
      printTransitions.assert('READY_TO_PUSH', 'CREATIVE_PENDING', ['SALES']);
    } catch (error) {
      expect((error as { statusCode: number }).statusCode).toBe(403);
    }
  });
});

describeOnLanes(
  'print operations',
  ['printops', 'admin', 'sales', 'postnetz'],
  ({ server, tokens }) => {
    const deskCompany = seededCompany(server, 'Adconsole Sales');
    const adminCompany = seededCompany(server, 'Adconsole AG');

    const list = async (query: string, token = tokens.printops) => {
      const response = await server.request({ url: `${base}/campaign-positions?${query}`, token });
      expect(response.statusCode, response.body).toBe(200);
      return page.parse(response.json());
    };
    const bulk = async (action: string, ids: number[], dryRun = false, token = tokens.printops) => {
      const response = await server.request({
        method: 'POST',
        url: `${base}/campaign-positions/bulk/${action}`,
        token,
        payload: { ids, dryRun },
      });
      expect(response.statusCode, response.body).toBe(200);
      return bulkResultSchema.parse(response.json());
    };
    const positionsIn = async (status: string, where = sql<boolean>`true`) =>
      (
        await server.database.db
          .selectFrom('campaignPosition as p')
          .select(['p.id', 'p.campaignId', 'p.adMediumId'])
          .where('p.companyId', '=', deskCompany.id)
          .where('p.positionType', '=', 'PRINT')
          .where('p.status', '=', status)
          .where(where)
          .orderBy('p.id')
          .execute()
      ).map((row) => row);
    const activitiesOf = async (positionId: number, type: string) =>
      server.database.db
        .selectFrom('activity')
        .select(['message', 'keyValues'])
        .where('activityType', '=', type)
        .where(sql<boolean>`${positionId} = any(campaign_position_ids)`)
        .execute();

    describe('the seed', () => {
      it('gives the desk print positions in every status across several publications', async () => {
        const rows = await server.database.db
          .selectFrom('campaignPosition')
          .select(['status', sql<string>`count(distinct ad_medium_id)`.as('titles')])
          .where('companyId', '=', deskCompany.id)
          .where('positionType', '=', 'PRINT')
          .groupBy('status')
          .execute();
        const statuses = rows.map((row) => row.status).sort();
        expect(statuses).toEqual(
          [
            'AUTO_HIDDEN',
            'CREATIVE_PENDING',
            'CREATIVE_RECEIVED',
            'CREATIVE_REQUESTED',
            'DELETED',
            'FINISHED',
            'MANUAL_HIDDEN',
            'PROOFS',
            'READY',
            'READY_TO_PUSH',
          ].sort(),
        );
        const titles = await server.database.db
          .selectFrom('campaignPosition')
          .select(sql<string>`count(distinct ad_medium_id)`.as('n'))
          .where('companyId', '=', deskCompany.id)
          .where('positionType', '=', 'PRINT')
          .executeTakeFirstOrThrow();
        expect(Number(titles.n)).toBeGreaterThanOrEqual(3);
      });
    });

    describe('the list (GET campaign-positions)', () => {
      // Spec 3 §3: "Position filter fields: publicationDateFrom, publicationDateTo,
      // campaignPositionStatus, notSentPhysicalProof, adMediumId, companyId."
      it('starts at READY_TO_PUSH, counts every tab and narrows by each filter of spec 3 §3 "Position filter fields: publicationDateFrom, publicationDateTo, campaignPositionStatus, notSentPhysicalProof, adMediumId, companyId"', async () => {
        const first = await list('');
        expect(first.total).toBeGreaterThan(0);
        expect(first.items.every((item) => item.status === 'READY_TO_PUSH')).toBe(true);
        const days = first.items.map((item) => item.publicationDate);
        expect(days).toEqual([...days].sort());
        const counts = await server.request({
          url: `${base}/campaign-positions/counts`,
          token: tokens.printops,
        });
        expect(counts.statusCode).toBe(200);
        const tabCounts = counts.json() as Record<string, number>;
        expect(tabCounts.READY_TO_PUSH).toBe(first.total);
        expect(tabCounts.ALL).toBeGreaterThan(first.total);

        const item = first.items[0] as PrintPosition;
        const byTitle = await list(`adMediumId=${item.publication.id}&limit=100`);
        expect(byTitle.items.every((row) => row.publication.id === item.publication.id)).toBe(true);
        const byDay = await list(
          `campaignPositionStatus=ALL&publicationDateFrom=${item.publicationDate}&publicationDateTo=${item.publicationDate}`,
        );
        expect(byDay.items.every((row) => row.publicationDate === item.publicationDate)).toBe(true);
        const bySearch = await list(
          `campaignPositionStatus=ALL&searchFilter=${encodeURIComponent(item.advertiser.name)}`,
        );
        expect(bySearch.items.some((row) => row.id === item.id)).toBe(true);
        const physical = await list(
          'campaignPositionStatus=ALL&notSentPhysicalProof=true&limit=100',
        );
        expect(physical.total).toBeGreaterThan(0);
        expect(
          physical.items.every((row) => row.physicalProof && !row.physicalProofExtractedAt),
        ).toBe(true);
      });

      it('is for PRINT_OPS_PUSH of the company only, and answers bad input with 422', async () => {
        expectErrorBody(
          await server.request({ url: `${base}/campaign-positions`, token: tokens.sales }),
          403,
        );
        expectErrorBody(
          await server.request({ url: `${base}/campaign-positions`, token: tokens.postnetz }),
          403,
        );
        expectErrorBody(await server.request({ url: `${base}/campaign-positions` }), 401);
        expectErrorBody(
          await server.request({
            url: `${base}/campaign-positions?companyId=${adminCompany.id}`,
            token: tokens.printops,
          }),
          403,
        );
        expectFieldError(
          await server.request({
            url: `${base}/campaign-positions?campaignPositionStatus=NOPE`,
            token: tokens.printops,
          }),
          'campaignPositionStatus',
        );
        expectFieldError(
          await server.request({
            url: `${base}/campaign-positions?publicationDateFrom=2026-02-30`,
            token: tokens.printops,
          }),
          'publicationDateFrom',
        );
        // The administrator acts for Adconsole AG: the desk's positions are not theirs.
        const other = await list('campaignPositionStatus=ALL&limit=100', tokens.admin);
        const mine = new Set((await positionsIn('READY_TO_PUSH')).map((row) => row.id));
        expect(other.items.some((row) => mine.has(row.id))).toBe(false);
      });
    });

    describe('push to the external system', () => {
      it('books three positions, keeps the reference and writes the status change, per row', async () => {
        const ids = (await positionsIn('READY_TO_PUSH')).slice(0, 3).map((row) => row.id);
        const preview = await bulk('push-to-external-system', ids, true);
        expect(preview).toMatchObject({ dryRun: true, done: 3, refused: 0 });
        expect((await positionsIn('READY_TO_PUSH')).slice(0, 3).map((row) => row.id)).toEqual(ids);
        const response = await server.send(
          'PUT',
          `${base}/campaigns/campaign-positions/push-to-external-system`,
          tokens.printops,
          { ids },
        );
        expect(response.statusCode, response.body).toBe(200);
        expect(bulkResultSchema.parse(response.json())).toMatchObject({ done: 3, refused: 0 });
        const pushed = await server.database.db
          .selectFrom('campaignPosition as p')
          .innerJoin('printPositionOps as o', 'o.positionId', 'p.id')
          .select(['p.status', 'o.externalReference'])
          .where('p.id', 'in', ids)
          .execute();
        expect(
          pushed.every(
            (row) =>
              row.status !== 'READY_TO_PUSH' &&
              /^[A-Z]{1,4}-\d{4}-\d{7}$/.test(row.externalReference ?? ''),
          ),
        ).toBe(true);
        const entries = await activitiesOf(ids[0] as number, 'CAMPAIGN_POSITION_FIELD_CHANGED');
        expect(entries.some((entry) => entry.message.startsWith('status: READY_TO_PUSH →'))).toBe(
          true,
        );
        const history = await rowsOf(server.database.db, 'campaignPositionHistory', 'newValue', {
          campaignPositionId: ids[0] as number,
          fieldName: 'status',
        });
        expect(history.length).toBe(1);

        const again = await bulk('push-to-external-system', [ids[0] as number, 999_999]);
        expect(again.results).toEqual([
          expect.objectContaining({ outcome: 'REFUSED', translationKey: 'NOT_READY_TO_PUSH' }),
          expect.objectContaining({ id: 999_999, outcome: 'REFUSED', translationKey: 'NOT_FOUND' }),
        ]);
        // Another company's caller finds no such position.
        const foreign = await bulk('push-to-external-system', ids, false, tokens.admin);
        expect(foreign.results.every((row) => row.translationKey === 'NOT_FOUND')).toBe(true);
        expectFieldError(
          await server.send(
            'PUT',
            `${base}/campaigns/campaign-positions/push-to-external-system`,
            tokens.printops,
            { ids: [] },
          ),
          'ids',
        );
        expectErrorBody(
          await server.send(
            'PUT',
            `${base}/campaigns/campaign-positions/push-to-external-system`,
            tokens.sales,
            { ids },
          ),
          403,
        );
      });
    });

    // Spec 3 §4: "Position status changes come from these actions: change-status, …, unhide, …,
    // send-proofs (print)."
    describe('change-status, hide and unhide (spec 3 §4 "Position status changes come from these actions: change-status, … unhide")', () => {
      it('moves by the table and refuses the rest per row', async () => {
        const [ready] = await positionsIn('READY');
        const [waiting] = await positionsIn('READY_TO_PUSH');
        const response = await server.send(
          'PUT',
          `${base}/campaigns/campaign-positions/change-status`,
          tokens.printops,
          { positionIds: [ready?.id, waiting?.id], status: 'FINISHED' },
        );
        expect(response.statusCode, response.body).toBe(200);
        expect(bulkResultSchema.parse(response.json()).results).toEqual([
          expect.objectContaining({ id: ready?.id, outcome: 'DONE' }),
          expect.objectContaining({
            id: waiting?.id,
            outcome: 'REFUSED',
            translationKey: 'TRANSITION_NOT_ALLOWED',
            reason: 'A print position in READY_TO_PUSH cannot move to FINISHED',
          }),
        ]);
        expectFieldError(
          await server.send(
            'PUT',
            `${base}/campaigns/campaign-positions/change-status`,
            tokens.printops,
            { positionIds: [ready?.id], status: 'RUNNING' },
          ),
          'status',
        );

        const hidden = await bulk('hide', [waiting?.id as number]);
        expect(hidden.done).toBe(1);
        const row = await rowOf(server.database.db, 'campaignPosition', ['status', 'hiddenMode'], {
          id: waiting?.id as number,
        });
        expect(row).toEqual({ status: 'MANUAL_HIDDEN', hiddenMode: 'MANUAL' });
        const shown = await server.send(
          'POST',
          `${base}/campaigns/campaign-positions/unhide`,
          tokens.printops,
          { ids: [waiting?.id, ready?.id] },
        );
        expect(
          bulkResultSchema
            .parse(shown.json())
            .results.map((result) => result.translationKey ?? 'DONE'),
        ).toEqual(['DONE', 'NOT_HIDDEN']);
        const back = await rowOf(server.database.db, 'campaignPosition', ['status', 'hiddenMode'], {
          id: waiting?.id as number,
        });
        expect(back).toEqual({ status: 'READY_TO_PUSH', hiddenMode: 'NONE' });
      });
    });

    describe('creatives', () => {
      it('generates the request mail of a campaign and sends it through the outbox', async () => {
        const [pending] = await positionsIn('CREATIVE_PENDING');
        const campaignId = pending?.campaignId as number;
        const generated = await server.send(
          'POST',
          `${base}/campaigns/${campaignId}/emails/generate`,
          tokens.printops,
          { language: 'de' },
        );
        expect(generated.statusCode, generated.body).toBe(200);
        const mail = generated.json() as { recipient: string; subject: string; text: string };
        expect(mail.subject).toMatch(/^Druckvorlagen für/);
        expect(mail.text).toContain('Druckunterlagenschluss');
        const response = await server.send(
          'PUT',
          `${base}/campaigns/${campaignId}/campaign-positions/request-creatives`,
          tokens.printops,
          { ...mail, recipient: 'druck@kunde.example.ch', language: 'de' },
        );
        expect(response.statusCode, response.body).toBe(200);
        expect(bulkResultSchema.parse(response.json()).done).toBeGreaterThan(0);
        const outbox = await rowsOf(server.database.db, 'mailOutbox', ['subject', 'template'], {
          recipient: 'druck@kunde.example.ch',
        });
        expect(outbox).toEqual([{ subject: mail.subject, template: 'PRINT_CREATIVE_REQUEST' }]);
        const after = await rowOf(
          server.database.db,
          'campaignPosition',
          ['status', 'creativeStatus'],
          { id: pending?.id as number },
        );
        expect(after).toEqual({ status: 'CREATIVE_REQUESTED', creativeStatus: 'REQUESTED' });
        expect((await activitiesOf(pending?.id as number, 'CREATIVE_STATUS_UPDATED')).length).toBe(
          1,
        );

        expectFieldError(
          await server.send(
            'PUT',
            `${base}/campaigns/${campaignId}/campaign-positions/request-creatives`,
            tokens.printops,
            { ...mail, recipient: 'not an address' },
          ),
          'recipient',
        );
        const foreign = await rowOf(server.database.db, 'campaign', 'id', {
          companyId: adminCompany.id,
        });
        expectErrorBody(
          await server.send(
            'POST',
            `${base}/campaigns/${foreign.id}/emails/generate`,
            tokens.printops,
            {},
          ),
          404,
        );
        expectErrorBody(
          await server.send(
            'PUT',
            `${base}/campaigns/${campaignId}/campaign-positions/request-creatives`,
            tokens.sales,
            mail,
          ),
          403,
        );
      });

      it('requests every missing creative of upcoming positions as the REQUEST_CREATIVES job', async () => {
        const started = await server.send(
          'PUT',
          `${base}/campaigns/campaign-positions/request-creatives/all`,
          tokens.printops,
        );
        expect(started.statusCode, started.body).toBe(200);
        const { jobId } = started.json() as { jobId: number };
        let state = '';
        for (let attempt = 0; attempt < 120 && state !== 'COMPLETED'; attempt += 1) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          const progress = await server.request({
            url: `/api/ws-batch/jobs/${jobId}/progress`,
            token: tokens.printops,
          });
          state = (progress.json() as { state: string }).state;
        }
        expect(state).toBe('COMPLETED');
        const today = businessDay();
        const left = await positionsIn(
          'CREATIVE_PENDING',
          sql<boolean>`p.publication_date between ${today}::date and ${today}::date + 42 and exists (select 1 from campaign c join account a on a.id = c.invoicing_account_id where c.id = p.campaign_id and a.email is not null)`,
        );
        expect(left).toEqual([]);
        const mails = await server.database.db
          .selectFrom('mailOutbox')
          .select(sql<string>`count(*)`.as('n'))
          .where('template', '=', 'PRINT_CREATIVE_REQUEST')
          .executeTakeFirstOrThrow();
        expect(Number(mails.n)).toBeGreaterThanOrEqual(1);
        expectErrorBody(
          await server.send(
            'PUT',
            `${base}/campaigns/campaign-positions/request-creatives/all`,
            tokens.sales,
          ),
          403,
        );
      });

      it('lists campaigns with print positions by a campaign filter', async () => {
        const response = await server.send('POST', `${base}/campaigns`, tokens.printops, {
          campaignPositionStatus: 'CREATIVE_PENDING',
          limit: 5,
        });
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json() as { items: { positions: number }[]; total: number };
        expect(body.total).toBeGreaterThan(0);
        expect(body.items.every((campaign) => campaign.positions > 0)).toBe(true);
        expectFieldError(
          await server.send('POST', `${base}/campaigns`, tokens.printops, { limit: 0 }),
          'limit',
        );
      });
    });

    describe('proofs', () => {
      it('sends the proof of every position on the "creative received" tab: each has its creative (issue 33)', async () => {
        const received = (await positionsIn('CREATIVE_RECEIVED')).map((row) => row.id);
        expect(received.length).toBeGreaterThan(0);
        const preview = await bulk('send-proofs', received, true);
        expect(preview.results.filter((row) => row.outcome === 'REFUSED')).toEqual([]);
        // Walk finding: rows only said "1/4 Seite". Each names its position: number, format and
        // customer ("#12 · 1/4 Seite · Muster AG").
        for (const row of preview.results)
          expect(row.name).toMatch(new RegExp(`^#${row.id} · .+ · .+$`));
      });

      it('renders, stores and mails the proofs of two positions, with DIGITAL_PROOF_SENT', async () => {
        const received = await positionsIn(
          'CREATIVE_RECEIVED',
          sql<boolean>`exists (select 1 from print_position_ops o where o.position_id = p.id and o.creative_content is not null)`,
        );
        const ids = received.slice(0, 2).map((row) => row.id);
        expect(ids.length).toBe(2);
        const [none] = await positionsIn('CREATIVE_PENDING');
        const response = await server.send(
          'POST',
          `${base}/campaigns/campaign-positions/send-proofs`,
          tokens.printops,
          { positionIds: [...ids, none?.id] },
        );
        const result = bulkResultSchema.parse(await answerOf(response));
        expect(result).toMatchObject({ done: 2, refused: 1 });
        const proof = await server.request({
          url: `${base}/campaigns/campaign-positions/${ids[0]}/proof/file`,
          token: tokens.printops,
        });
        expect(proof.statusCode).toBe(200);
        expect(proof.headers['content-type']).toBe('application/pdf');
        const text = await pdfText(proof.rawPayload);
        expect(text).toMatch(/Gut zum Druck|Bon à tirer|Print proof|Visto si stampi/);
        expect(text).toContain(`#${ids[0]}`);
        expect((await activitiesOf(ids[0] as number, 'DIGITAL_PROOF_SENT')).length).toBe(1);
        const mails = await server.database.db
          .selectFrom('mailOutbox as m')
          .innerJoin('mailAttachment as a', 'a.mailId', 'm.id')
          .select(['a.fileName'])
          .where('m.template', '=', 'PRINT_PROOF')
          .where('m.relatedId', '=', ids[0] as number)
          .execute();
        expect(mails).toEqual([{ fileName: `Gut-zum-Druck-${ids[0]}.pdf` }]);

        const resend = await server.send(
          'POST',
          `${base}/campaigns/campaign-positions/send-proof-emails`,
          tokens.printops,
          { positionIds: [ids[1]] },
        );
        expect(bulkResultSchema.parse(resend.json()).done).toBe(1);

        const noFile = await server.request({
          url: `${base}/campaigns/campaign-positions/${none?.id}/proof/file`,
          token: tokens.printops,
        });
        expect(noFile.statusCode).toBe(204);
        expect(
          (
            await server.request({
              url: `${base}/campaigns/campaign-positions/${ids[0]}/proof/file`,
              token: tokens.admin,
            })
          ).statusCode,
        ).toBe(204);
        const deleted = await server.send(
          'POST',
          `${base}/campaigns/campaign-positions/proof/file/delete`,
          tokens.printops,
          { positionIds: [ids[0]] },
        );
        expect(bulkResultSchema.parse(deleted.json()).done).toBe(1);
        expect(
          (
            await server.request({
              url: `${base}/campaigns/campaign-positions/${ids[0]}/proof/file`,
              token: tokens.printops,
            })
          ).statusCode,
        ).toBe(204);
        expectErrorBody(
          await server.request({
            url: `${base}/campaigns/campaign-positions/abc/proof/file`,
            token: tokens.printops,
          }),
          404,
        );
        expectFieldError(
          await server.send(
            'POST',
            `${base}/campaigns/campaign-positions/send-proofs`,
            tokens.printops,
            { positionIds: ids, language: 'xx' },
          ),
          'language',
        );
      });

      it('sends all due proofs of a language as a job and reports its state', async () => {
        const before = await server.request({
          url: `${base}/campaigns/campaign-positions/send-proofs/all`,
          token: tokens.printops,
        });
        expect(proofRunSchema.parse(before.json()).state).toBe('NOT_INITIATED');
        // Walk finding: the dialog must say how many positions it will mail before confirming.
        const due = proofRunSchema.parse(before.json()).due;
        const german = await positionsIn(
          'CREATIVE_RECEIVED',
          sql<boolean>`exists (select 1 from print_position_ops o join campaign c on c.id = p.campaign_id where o.position_id = p.id and o.creative_content is not null and c.language = 'de')`,
        );
        expect(due.de).toBe(german.length);
        const started = await server.send(
          'PUT',
          `${base}/campaigns/campaign-positions/send-proofs/all?language=de`,
          tokens.printops,
        );
        expect(started.statusCode, started.body).toBe(204);
        expect(started.body).toBe('');
        let state = 'PROCESSING';
        for (let attempt = 0; attempt < 120 && state !== 'FINISHED'; attempt += 1) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          const answer = await server.request({
            url: `${base}/campaigns/campaign-positions/send-proofs/all`,
            token: tokens.printops,
          });
          state = proofRunSchema.parse(answer.json()).state;
        }
        expect(state).toBe('FINISHED');
        const after = await server.request({
          url: `${base}/campaigns/campaign-positions/send-proofs/all`,
          token: tokens.printops,
        });
        expect(proofRunSchema.parse(after.json()).due.de).toBe(0);
        expectFieldError(
          await server.send(
            'PUT',
            `${base}/campaigns/campaign-positions/send-proofs/all?language=es`,
            tokens.printops,
          ),
          'language',
        );
      });
    });

    describe('labels and physical proofs', () => {
      it('previews labels as text, makes a .docx by reference, and answers 204 for no file', async () => {
        const physical = await list('campaignPositionStatus=ALL&notSentPhysicalProof=true&limit=4');
        const ids = physical.items.map((item) => item.id);
        const preview = await server.send(
          'POST',
          `${base}/labels/generate?onlyPreview=true`,
          tokens.printops,
          { ids },
        );
        expect(preview.statusCode, preview.body).toBe(200);
        expect(preview.headers['content-type']).toMatch(/^text\/plain/);
        expect(preview.body).toContain('Beleg:');
        const reference = await server.send(
          'POST',
          `${base}/labels/generate?isMsWord=true`,
          tokens.printops,
          { ids },
        );
        expect(reference.body).toMatch(/^[0-9a-f-]{36}$/);
        const download = await server.request({
          url: `${base}/labels/download/${reference.body}`,
          token: tokens.printops,
        });
        expect(download.statusCode).toBe(200);
        const file = labelDownloadSchema.parse(download.json());
        expect(file.fileName).toMatch(/\.docx$/);
        const zip = await JSZip.loadAsync(Buffer.from(file.content, 'base64'));
        const documentXml = await zip.file('word/document.xml')?.async('string');
        expect(documentXml).toContain('Beleg:');
        const firstLine = preview.body.split('\n')[0] as string;
        expect(documentXml).toContain(firstLine.replace(/&/g, '&amp;'));
        const missing = await server.request({
          url: `${base}/labels/download/00000000-0000-4000-8000-000000000000`,
          token: tokens.printops,
        });
        expect(missing.statusCode).toBe(204);
        expect(
          (
            await server.request({
              url: `${base}/labels/download/${reference.body}`,
              token: tokens.admin,
            })
          ).statusCode,
        ).toBe(204);
        expectErrorBody(
          await server.request({ url: `${base}/labels/download/nope`, token: tokens.printops }),
          404,
        );
        expectFieldError(
          await server.send('POST', `${base}/labels/generate`, tokens.printops, { ids: [] }),
          'ids',
        );
        expectFieldError(
          await server.send('POST', `${base}/labels/generate?onlyPreview=true`, tokens.admin, {
            ids,
          }),
          'ids',
        );
      });

      it('marks an appeared physical proof as extracted with PHYSICAL_PROOF_EXTRACTED', async () => {
        const today = businessDay();
        const physical = await list(
          `campaignPositionStatus=ALL&notSentPhysicalProof=true&publicationDateTo=${today}&limit=1`,
        );
        const id = physical.items[0]?.id as number;
        const result = await bulk('extract-physical-proof', [id]);
        expect(result.done).toBe(1);
        expect((await activitiesOf(id, 'PHYSICAL_PROOF_EXTRACTED')).length).toBe(1);
        const again = await bulk('extract-physical-proof', [id]);
        expect(again.results[0]?.translationKey).toBe('ALREADY_EXTRACTED');
      });
    });

    describe('publications', () => {
      const uploadAs = (
        token: string,
        query: string,
        fileName: string,
        content: Buffer,
        contentType: string,
      ) => {
        const { payload, headers } = multipartBody([{ fileName, contentType, content }]);
        return server.request({
          method: 'POST',
          url: `${base}/publications/file?${query}`,
          token,
          headers,
          payload,
        });
      };

      it('uploads the printed issue as PDF, lists, downloads and deletes it', async () => {
        const titles = await server.send('POST', `${base}/publications/get`, tokens.printops, {});
        expect(titles.statusCode, titles.body).toBe(200);
        const { publications } = titles.json() as {
          publications: { id: number; name: string; issueDates: string[] }[];
        };
        const title = publications.find((publication) => publication.issueDates.length > 0);
        expect(title).toBeDefined();
        const day = title?.issueDates[0] as string;
        const uploaded = await uploadAs(
          tokens.printops,
          `adMediumId=${title?.id}&publicationDate=${day}`,
          'Ausgabe.pdf',
          PDF,
          'application/pdf',
        );
        expect(uploaded.statusCode, uploaded.body).toBe(200);
        const file = uploaded.json() as { id: number; fileName: string };
        expect(file.fileName).toBe('Ausgabe.pdf');
        const listed = await server.send('POST', `${base}/publications/get`, tokens.printops, {
          adMediumId: title?.id,
        });
        expect(
          (listed.json() as { files: { items: { id: number }[] } }).files.items.map(
            (item) => item.id,
          ),
        ).toContain(file.id);
        const download = await server.request({
          url: `${base}/publications/${file.id}/file`,
          token: tokens.printops,
        });
        expect(download.statusCode).toBe(200);
        expect(download.headers['content-type']).toBe('application/pdf');
        expect(
          (
            await server.request({
              url: `${base}/publications/${file.id}/file`,
              token: tokens.admin,
            })
          ).statusCode,
        ).toBe(204);
        expectErrorBody(
          await server.send('DELETE', `${base}/publications/${file.id}/file`, tokens.admin),
          404,
        );
        const deleted = await server.send(
          'DELETE',
          `${base}/publications/${file.id}/file`,
          tokens.printops,
        );
        expect(deleted.statusCode).toBe(204);
        expect(
          (
            await server.request({
              url: `${base}/publications/${file.id}/file`,
              token: tokens.printops,
            })
          ).statusCode,
        ).toBe(204);
      });

      it('refuses a file that is not a PDF, whatever its name says, and bad input', async () => {
        const [title] = (
          (await server.send('POST', `${base}/publications/get`, tokens.printops, {})).json() as {
            publications: { id: number }[];
          }
        ).publications;
        const query = `adMediumId=${title?.id}&publicationDate=2026-03-05`;
        const png = await uploadAs(tokens.printops, query, 'Ausgabe.pdf', PNG, 'application/pdf');
        expect(expectFieldError(png, 'file')).toBeTruthy();
        expect(expectErrorBody(png, 422).translationKey).toBe('PUBLICATION_NOT_PDF');
        const text = await uploadAs(
          tokens.printops,
          query,
          'Ausgabe.txt',
          Buffer.from('Zeitung'),
          'text/plain',
        );
        expect(expectErrorBody(text, 422).translationKey).toBe('PUBLICATION_NOT_PDF');
        expectFieldError(
          await uploadAs(
            tokens.printops,
            'adMediumId=1&publicationDate=2026-13-01',
            'A.pdf',
            PDF,
            'application/pdf',
          ),
          'publicationDate',
        );
        expectFieldError(
          await uploadAs(
            tokens.printops,
            `adMediumId=999999&publicationDate=2026-03-05`,
            'A.pdf',
            PDF,
            'application/pdf',
          ),
          'adMediumId',
        );
        expectErrorBody(await uploadAs(tokens.sales, query, 'A.pdf', PDF, 'application/pdf'), 403);
      });

      it('issue 33: refuses an issue that has not appeared yet, and offers none', async () => {
        // Today in Switzerland, whatever day the test runs.
        const today = businessDay();
        const { publications } = (
          await server.send('POST', `${base}/publications/get`, tokens.printops, {})
        ).json() as { publications: { id: number; issueDates: string[] }[] };
        expect(publications.some((publication) => publication.issueDates.length > 0)).toBe(true);
        expect(
          publications
            .flatMap((publication) => publication.issueDates)
            .filter((day) => day > today),
        ).toEqual([]);
        const title = publications[0];
        const tomorrow = new Date(`${today}T12:00:00Z`);
        tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
        const future = await uploadAs(
          tokens.printops,
          `adMediumId=${title?.id}&publicationDate=${tomorrow.toISOString().slice(0, 10)}`,
          'Ausgabe.pdf',
          PDF,
          'application/pdf',
        );
        expect(expectFieldError(future, 'publicationDate')).toBe('The issue has not appeared yet');
        const body = expectErrorBody(future, 422);
        expect(body.translationKey).toBe('PUBLICATION_IN_FUTURE');
        expect(body.formError).toBe('The issue has not appeared yet');
      });
    });
  },
);
