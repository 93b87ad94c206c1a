import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { preflightPdf } from '../src/services/creatives/pdf-preflight.ts';
import { answerOf } from './support/calls.ts';
import { describeOnLanes } from './support/lane-server.ts';
import { companyNamed } from './support/sales.ts';

// Issue 40, "Demo data: thousands of creatives across the demo campaigns, in every state, with
// real small image files and a few HTML5 zips and PDFs generated at seed time". The tests run
// on the small demo (a hundredth of `npm start`'s, seed/scale.ts): here every state and every
// kind of file; the full scale's figures are in the area's README (counted on `npm start`'s
// database).
//
// And the stranger's finding of session 12: "approval badge 48/99+ vs list 615; admin vs
// print persona counts". The badge, the home's tile and the queue's tab count one thing for the
// acting company: creatives (not drafts) waiting for approval. The administrator acts for
// Adconsole AG (48 at full scale), the ops persona for Adconsole Sales (614, shown "99+"): the
// same count of two companies. The badge now says whose count it is and the exact number.

describeOnLanes('issue 40: the demo creatives', ['admin', 'ops'], ({ server, tokens }) => {
  const countsOf = async (query: ReturnType<typeof sql<{ key: string; count: string }>>) =>
    Object.fromEntries(
      (await query.execute(server.database.db)).rows.map((row) => [row.key, Number(row.count)]),
    ) as Record<string, number>;

  it('has digital creatives in every state (draft, pending, approved, rejected with its reason), each image, HTML5 and VAST with a real stored file', async () => {
    const db = server.database.db;
    const states = await countsOf(sql`
      select case when kind = 'DRAFT' then 'DRAFT' else approval_state end as key, count(*) as count
      from creative group by 1`);
    for (const state of ['DRAFT', 'PENDING_APPROVAL', 'APPROVED', 'REJECTED']) {
      expect(states[state], state).toBeGreaterThan(0);
    }
    const total = Object.values(states).reduce((sum, count) => sum + count, 0);
    // A hundredth of the full demo's (10,750 on `npm start`, README).
    expect(total).toBeGreaterThan(50);
    const unexplained = await sql<{ count: string }>`
      select count(*) as count from creative where approval_state = 'REJECTED' and coalesce(rejection_reason, '') = ''`.execute(
      db,
    );
    expect(Number(unexplained.rows[0]?.count)).toBe(0);
    // Every file-based creative has its file, and the file is what its format says.
    const files = await sql<{ format: string; contentType: string; head: string; count: string }>`
      select k.format, f.content_type as "contentType", encode(substring(f.content from 1 for 4), 'hex') as head, count(*) as count
      from creative k join stored_file f on f.id = k.stored_file_id
      where k.kind = 'CREATIVE' group by 1, 2, 3`.execute(db);
    const heads = Object.fromEntries(files.rows.map((row) => [row.format, row.head]));
    expect(heads.IMAGE).toBe('89504e47'); // PNG
    expect(heads.HTML5_ZIP).toBe('504b0304'); // zip
    expect(heads.VAST).toBe('3c3f786d'); // <?xm
    const withoutFile = await sql<{ count: string }>`
      select count(*) as count from creative
      where kind = 'CREATIVE' and format in ('IMAGE', 'HTML5_ZIP', 'VAST', 'NATIVE') and stored_file_id is null`.execute(
      db,
    );
    expect(Number(withoutFile.rows[0]?.count)).toBe(0);
  });

  // The stranger of session 11 (S12): "Demo creative names do not match their sizes"
  // ("Rectangle Züri Agenda 320x50").
  it('sizes each seeded creative as its position’s product is sold, and names it by that size', async () => {
    const db = server.database.db;
    const { rows } = await sql<{ name: string; size: string; sizes: string[] }>`
      select k.name, k.width || 'x' || k.height as size, pr.sizes
      from creative k
      join campaign_position p on p.id = k.campaign_position_id
      join product pr on pr.id = p.product_id
      join campaign c on c.id = p.campaign_id
      where k.kind = 'CREATIVE' and cardinality(pr.sizes) > 0
        -- The bulk upload's demo campaign re-sizes its two products after the creatives.
        and pr.id not in (select q.product_id from campaign_position q join campaign d on d.id = q.campaign_id
                          where d.name = 'Bulk-Upload Demo')`.execute(db);
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.filter((row) => !row.sizes.includes(row.size))).toEqual([]);
    expect(
      rows.filter((row) => !row.name.replace(/ \(Variante B\)$/, '').endsWith(` ${row.size}`)),
    ).toEqual([]);
  });

  it('has print creatives READY and ERROR with real PDFs whose preflight says the same, and third-party tags VALID, WARN and INVALID', async () => {
    const db = server.database.db;
    const print = await countsOf(
      sql`select status as key, count(*) as count from print_creative group by 1`,
    );
    expect(print.READY).toBeGreaterThan(0);
    expect(print.ERROR).toBeGreaterThan(0);
    for (const status of ['READY', 'ERROR'] as const) {
      const row = (
        await sql<{ content: Uint8Array }>`
          select content from print_creative where status = ${status} order by id limit 1`.execute(
          db,
        )
      ).rows[0];
      if (!row) throw new Error(`no ${status} print creative`);
      expect(Buffer.from(row.content).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect((await preflightPdf(row.content)).status).toBe(status);
    }
    const tags = await countsOf(
      sql`select status as key, count(*) as count from third_party_tag group by 1`,
    );
    for (const status of ['VALID', 'WARN', 'INVALID'])
      expect(tags[status], status).toBeGreaterThan(0);
  });

  it('counts the badge and the approval list alike for the same company: the administrator acting for Adconsole Sales sees the ops persona’s figure', async () => {
    const db = server.database.db;
    const sales = await companyNamed(db, 'Adconsole Sales');
    const figures = async (token: string, company?: typeof sales) => {
      const get = <T>(url: string) =>
        answerOf<T>(server.request({ method: 'GET', url, token, ...(company ? { company } : {}) }));
      const counts = await get<Record<string, number>>(
        '/api/ws-operations/creatives/approval-counts?kind=CREATIVE',
      );
      const badge = await get<{ count: number }>(
        '/api/ws-creatives/creatives/count?creativeStatus=PENDING_APPROVAL',
      );
      const list = await get<{ total: number }>(
        '/api/ws-operations/creatives/approval/PENDING_APPROVAL?limit=1',
      );
      return { tab: counts.PENDING_APPROVAL ?? 0, badge: badge.count, list: list.total };
    };
    const ops = await figures(tokens.ops);
    expect(ops.tab).toBeGreaterThan(0);
    expect(ops).toEqual({ tab: ops.tab, badge: ops.tab, list: ops.tab });
    const admin = await figures(tokens.admin);
    expect(admin).toEqual({ tab: admin.tab, badge: admin.tab, list: admin.tab });
    // The administrator's own company has other creatives; acting for the sales company, the
    // same figure as the ops persona's.
    expect(await figures(tokens.admin, sales)).toEqual(ops);
  });
});
