import type { CampaignOverview, PrintCreative, PrintPosition } from '@adconsole/api/contracts';
import {
  activityEndpoints,
  orderEndpoints,
  printCreativeEndpoints,
  printPositionEndpoints,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnLanes } from './support/lane-server.ts';

// Issues 37/40, what a stranger found in print operations in the French console: the positions
// named after their product read in German, and the print creatives' position picker named a
// thousand positions alike without their number (`#146851`, as the print list's search takes it).

describeOnLanes('print positions in the reader’s language', ['printops'], ({ server, tokens }) => {
  const target = { positionId: 0, nameDe: '', nameFr: '' };
  const speaks = (language: string) =>
    server.database.db
      .updateTable('appUser')
      .set({ language })
      .where('email', '=', 'printops@example.com')
      .execute();
  beforeAll(async () => {
    // A live print position of the persona's company named after its product ("1/4 Seite").
    const { rows } = await sql<{ id: number; name: string; nameFr: string }>`
      select p.id, pr.name, pr.name_fr as "nameFr" from campaign_position p
      join product pr on pr.id = p.product_id and p.name = pr.name and pr.format_name = pr.name
      join app_user u on u.company_id = p.company_id and u.email = 'printops@example.com'
      where p.position_type = 'PRINT' and p.status not in ('DELETED', 'FINISHED')
        and pr.name_fr is not null and pr.name_fr <> pr.name
      order by p.id limit 1`.execute(server.database.db);
    const row = rows[0];
    if (!row) throw new Error('no print position named after a translated product');
    Object.assign(target, { positionId: row.id, nameDe: row.name, nameFr: row.nameFr });
    await speaks('fr');
  });
  afterAll(() => speaks('de'));

  const get = async <T>(url: string): Promise<T> => {
    const response = await server.send('GET', url, tokens.printops);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };

  it('the print list names the position in French ("1/4 page", not "1/4 Seite")', async () => {
    const list = await get<{ items: PrintPosition[] }>(
      `/api/${printPositionEndpoints.list.path}?campaignPositionStatus=ALL&searchFilter=${encodeURIComponent(`#${target.positionId}`)}`,
    );
    expect(list.items.map((item) => [item.id, item.name])).toEqual([
      [target.positionId, target.nameFr],
    ]);
  });

  // The session-12 stranger: the French list's Format column still named the German format
  // ("1/4 Seite, 2 × 100 mm"); a format named as its product reads as the product in French.
  it('the print list’s Format column names the format in French, not in German', async () => {
    const list = await get<{ items: PrintPosition[] }>(
      `/api/${printPositionEndpoints.list.path}?campaignPositionStatus=ALL&searchFilter=${encodeURIComponent(`#${target.positionId}`)}`,
    );
    const format = list.items[0]?.format ?? '';
    expect(format.startsWith(target.nameFr)).toBe(true);
    expect(format).not.toContain(target.nameDe);
  });

  it('the creatives’ position picker finds "#<number>" and names it in French', async () => {
    const found = await get<{ id: number; name: string }[]>(
      `/api/${printCreativeEndpoints.positions.path}?search=${encodeURIComponent(`#${target.positionId}`)}`,
    );
    expect(found.map((row) => [row.id, row.name])).toEqual([[target.positionId, target.nameFr]]);
    // The French words find it too.
    const byWords = await get<{ id: number }[]>(
      `/api/${printCreativeEndpoints.positions.path}?search=${encodeURIComponent(target.nameFr)}`,
    );
    expect(byWords.length).toBeGreaterThan(0);
  });

  it('a print creative names its position in French', async () => {
    const { rows } = await sql<{ id: number; positionId: number }>`
      select k.id, k.campaign_position_id as "positionId" from print_creative k
      join campaign_position p on p.id = k.campaign_position_id
      join product pr on pr.id = p.product_id and p.name = pr.name and pr.name_fr <> pr.name
      join app_user u on u.company_id = k.company_id and u.email = 'printops@example.com'
      order by k.id limit 1`.execute(server.database.db);
    const creative = rows[0];
    if (!creative) throw new Error('no print creative of a translated product');
    const record = await get<PrintCreative>(
      `/api/${printCreativeEndpoints.get.path.replace('{id}', String(creative.id))}`,
    );
    const french = await sql<{ name: string }>`
      select coalesce(pr.name_fr, pr.name) as name from campaign_position p
      join product pr on pr.id = p.product_id where p.id = ${creative.positionId}`.execute(
      server.database.db,
    );
    expect(record.position.name).toBe(french.rows[0]?.name);
  });
});

// Issue 40: a demo creative named "Inserat 1/4 Seite" was a 90 × 130 mm PDF on a 1/1 page
// position. Each is now named by its PDF's trim box, which is its position's ad size.
describeOnLanes('the demo print creatives’ names', ['printops'], ({ server }) => {
  it('name each creative by the size of its PDF, that of its position', async () => {
    const { PDFDocument } = await import('pdf-lib');
    const { rows } = await sql<{ name: string; content: Uint8Array; widthMm: number | null }>`
      select distinct on (k.name) k.name, k.content,
             round(pr.columns * pub.column_width_mm)::int as "widthMm"
      from print_creative k
      join campaign_position p on p.id = k.campaign_position_id
      join product pr on pr.id = p.product_id
      left join publication pub on pub.ad_medium_id = p.ad_medium_id
      order by k.name, k.id`.execute(server.database.db);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      const page = (await PDFDocument.load(row.content)).getPage(0);
      const trim = page.getTrimBox();
      const mm = (points: number) => Math.round((points / 72) * 25.4);
      expect(row.name).toBe(`Inserat ${mm(trim.width)} × ${mm(trim.height)} mm`);
      if (row.widthMm !== null) expect(mm(trim.width)).toBe(row.widthMm);
    }
  });
});

// Issue 37: the campaign's overview said "1 création manquante" beside "Fichier en attente : 1 ·
// Fichier demandé : 1": a creative asked for is still missing.
describeOnLanes('a campaign’s missing creatives', ['sales'], ({ server, tokens }) => {
  it('counts the requested creatives with the ones not asked for yet', async () => {
    const { rows } = await sql<{ id: number; missing: number; requested: number }>`
      select p.campaign_id as id,
        count(*) filter (where p.creative_status in ('MISSING', 'REQUESTED'))::int as missing,
        count(*) filter (where p.creative_status = 'REQUESTED')::int as requested
      from campaign_position p
      join app_user u on u.company_id = p.company_id and u.email = 'sales@example.com'
      where p.status <> 'DELETED'
      group by p.campaign_id
      having count(*) filter (where p.creative_status = 'REQUESTED') > 0
      order by p.campaign_id limit 1`.execute(server.database.db);
    const campaign = rows[0];
    if (!campaign) throw new Error('no campaign with a requested creative');
    const response = await server.send(
      'GET',
      `/api/${orderEndpoints.ordersCampaignOverview.path.replace('{id}', String(campaign.id))}`,
      tokens.sales,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as CampaignOverview).creativesMissing).toBe(campaign.missing);
  });

  // Issue 37: "Positionsverlauf" listed more creations than the campaign had positions.
  it('the position history names only positions of the campaign, deleted ones on request', async () => {
    const { rows } = await sql<{ id: number; positions: number[] }>`
      select c.id, array_agg(p.id order by p.id) as positions from campaign c
      join app_user u on u.company_id = c.company_id and u.email = 'sales@example.com'
      join campaign_position p on p.campaign_id = c.id and p.status <> 'DELETED'
      where exists (select 1 from campaign_position_history h where h.campaign_id = c.id)
      group by c.id order by c.id limit 3`.execute(server.database.db);
    expect(rows.length).toBeGreaterThan(0);
    for (const campaign of rows) {
      const path = activityEndpoints.positionHistoryPositions.path.replace(
        '{campaignId}',
        String(campaign.id),
      );
      const response = await server.send('GET', `/api/${path}`, tokens.sales);
      expect(response.statusCode, response.body).toBe(200);
      const named = (response.json() as { items: { campaignPositionId: number }[] }).items;
      expect(named.map((item) => item.campaignPositionId).sort((a, b) => a - b)).toEqual(
        campaign.positions,
      );
    }
  });
});
