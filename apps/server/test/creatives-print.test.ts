import type { BulkResult, PrintCreative } from '@adconsole/api/contracts';
import { printOperationsEndpoints, printPositionEndpoints } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { printPdf } from '../src/seed/creative-files.ts';
import { answerOf } from './support/calls.ts';
import { describeOnLanes } from './support/lane-server.ts';
import { expectErrorBody, multipartBody, PNG } from './support/sales.ts';

// Issue 40, DOMAIN2 §3.5.3: a print creative's preflight, and the proof flow that uses it.

const base = '/api/ws-creatives/print-creatives';

describeOnLanes('print creatives', ['printops', 'ops'], ({ server, tokens }) => {
  const target = { positionId: 0, companyId: 0 };
  beforeAll(async () => {
    const { rows } = await sql<{ id: number; companyId: number }>`
      select p.id, p.company_id as "companyId" from campaign_position p
      join app_user u on u.company_id = p.company_id and u.email = 'printops@example.com'
      join print_position_ops o on o.position_id = p.id and o.creative_content is not null
      join campaign c on c.id = p.campaign_id join account inv on inv.id = c.invoicing_account_id and inv.email is not null
      where p.position_type = 'PRINT' and p.status = 'CREATIVE_RECEIVED' order by p.id limit 1`.execute(
      server.database.db,
    );
    if (!rows[0]) throw new Error('no print position with a creative');
    Object.assign(target, { positionId: rows[0].id, companyId: rows[0].companyId });
  });
  const upload = (
    fileName: string,
    content: Buffer,
    positionId = target.positionId,
    token = tokens.printops,
  ) => {
    const { payload, headers } = multipartBody([
      { fileName, contentType: 'application/pdf', content },
    ]);
    return server.request({
      method: 'POST',
      url: `${base}?positionId=${positionId}`,
      token,
      headers,
      payload,
    });
  };
  const sendProof = () =>
    answerOf<BulkResult>(
      server.send('POST', `/api/${printOperationsEndpoints.sendProofs.path}`, tokens.printops, {
        positionIds: [target.positionId],
      }),
    );

  it('fails an RGB PDF without bleed ("RGB", "no bleed box"), sets it ERROR, and no proof is sent for it', async () => {
    const failed = await answerOf<PrintCreative>(
      upload('Inserat RGB.pdf', await printPdf({ rgb: true, bleed: false, pdfx: false })),
    );
    expect(failed.status).toBe('ERROR');
    expect(failed.preflight.findings.map((finding) => finding.code)).toEqual(
      expect.arrayContaining(['RGB', 'NO_BLEED_BOX']),
    );
    expect(failed.position.id).toBe(target.positionId);
    const proof = await sendProof();
    expect(proof.results).toMatchObject([
      { outcome: 'REFUSED', translationKey: 'CREATIVE_PREFLIGHT_FAILED' },
    ]);

    // A good PDF passes and is the position's creative: the proof goes out.
    const ready = await answerOf<PrintCreative>(upload('Inserat CMYK.pdf', await printPdf()));
    expect(ready).toMatchObject({
      status: 'READY',
      preflight: { pdfxVersion: 'PDF/X-4', bleedMm: 3 },
    });
    expect((await sendProof()).results).toMatchObject([{ outcome: 'DONE' }]);
    // The list has both, newest first; its PDF downloads.
    const list = await answerOf<{ items: PrintCreative[] }>(
      server.send('GET', `${base}?searchQuery=Inserat`, tokens.printops),
    );
    expect(list.items.slice(0, 2).map((item) => item.id)).toEqual([ready.id, failed.id]);
    const file = await server.send('GET', `${base}/${ready.id}/file`, tokens.printops);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('moves a position waiting for its creative to "creative received" on a passing PDF only (the preflight\'s next step)', async () => {
    const { rows } = await sql<{ id: number }>`
      select p.id from campaign_position p
      join app_user u on u.company_id = p.company_id and u.email = 'printops@example.com'
      where p.position_type = 'PRINT' and p.status = 'CREATIVE_PENDING' order by p.id limit 1`.execute(
      server.database.db,
    );
    const waiting = rows[0]?.id;
    if (!waiting) throw new Error('no print position waiting for its creative');
    const statusOf = async () =>
      (
        await sql<{ status: string; creativeStatus: string | null }>`
          select status, creative_status as "creativeStatus" from campaign_position where id = ${waiting}`.execute(
          server.database.db,
        )
      ).rows[0];
    const failed = await answerOf<PrintCreative>(
      upload('Inserat RGB.pdf', await printPdf({ rgb: true, bleed: false, pdfx: false }), waiting),
    );
    expect(failed.status).toBe('ERROR');
    expect(await statusOf()).toEqual({ status: 'CREATIVE_PENDING', creativeStatus: 'MISSING' });
    const ready = await answerOf<PrintCreative>(
      upload('Inserat CMYK.pdf', await printPdf(), waiting),
    );
    expect(ready.status).toBe('READY');
    expect(await statusOf()).toEqual({
      status: 'CREATIVE_RECEIVED',
      creativeStatus: 'PENDING_APPROVAL',
    });
    // The preflight's next step finds it by its number on the desk's tab.
    const desk = await answerOf<{ total: number; items: { id: number }[] }>(
      server.send(
        'GET',
        `/api/${printPositionEndpoints.list.path}?campaignPositionStatus=CREATIVE_RECEIVED&searchFilter=${encodeURIComponent(`#${waiting}`)}`,
        tokens.printops,
      ),
    );
    expect(desk.items.map((item) => item.id)).toEqual([waiting]);
    // Its history says so, in the same transaction as the move.
    const history = await sql<{ newValue: string }>`
      select new_value as "newValue" from campaign_position_history
      where campaign_position_id = ${waiting} and field_name = 'status'`.execute(
      server.database.db,
    );
    expect(history.rows.map((row) => row.newValue)).toContain('CREATIVE_RECEIVED');
  });

  it('refuses what is no PDF, a digital position, and callers without MANAGE_PRINT_CREATIVES', async () => {
    const notPdf = expectErrorBody(await upload('Inserat.pdf', PNG), 422);
    expect(notPdf.fieldErrors?.file).toBe('Inserat.pdf is no PDF');
    const digital = await sql<{
      id: number;
    }>`select id from campaign_position where company_id = ${target.companyId} and position_type = 'DIGITAL' limit 1`.execute(
      server.database.db,
    );
    if (digital.rows[0]) {
      expect(
        expectErrorBody(await upload('a.pdf', await printPdf(), digital.rows[0].id), 422)
          .fieldErrors?.positionId,
      ).toBeTruthy();
    }
    expect(
      (await upload('a.pdf', await printPdf(), target.positionId, tokens.ops)).statusCode,
    ).toBe(403);
    const foreign = await sql<{
      id: number;
    }>`select id from campaign_position where company_id <> ${target.companyId} and position_type = 'PRINT' limit 1`.execute(
      server.database.db,
    );
    if (foreign.rows[0]) {
      expect((await upload('a.pdf', await printPdf(), foreign.rows[0].id)).statusCode).toBe(422);
    }
  });
});
