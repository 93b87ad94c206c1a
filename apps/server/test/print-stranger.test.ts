import type { PrintCreative, PrintPosition } from '@adconsole/api/contracts';
import { printCreativeEndpoints, printPositionEndpoints } from '@adconsole/api/contracts';
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
      join product pr on pr.id = p.product_id and p.name = pr.name
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
