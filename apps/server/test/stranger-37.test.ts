import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeOnLanes } from './support/lane-server.ts';

// Issue 37, what the session-12 stranger found on freshly seeded full demo data (the demo's
// data, checked here on the tests' small scale, which the same generators make):
// - a campaign's period one day apart between the campaign's header (its start and end) and its
//   media table (its positions' first and last day): a print position appeared in the first
//   issue after a day of the period, which could fall after the period's end;
// - on the approval list every "received" time ended in the same minute (creatives received
//   whole hours before the seed's moment).

describeOnLanes(
  'what the session-12 stranger found in the demo data',
  ['sales'],
  ({ server, tokens }) => {
    it('keeps every campaign’s positions within its period, so header and media table agree', async () => {
      const { db } = server.database;
      const outside = await sql<{
        campaignId: number;
        start: string;
        end: string;
        first: string;
        last: string;
      }>`
      select c.id as "campaignId", c.start_date::text as start, c.end_date::text as end,
             min(p.start_date)::text as first, max(p.end_date)::text as last
      from campaign c join campaign_position p on p.campaign_id = c.id and p.status <> 'DELETED'
      group by c.id having min(p.start_date) < c.start_date or max(p.end_date) > c.end_date
      limit 5`.execute(db);
      expect(outside.rows).toEqual([]);
      // On screen: a campaign with print positions, its overview's media within its header's period.
      const { rows } = await sql<{ id: number }>`
      select c.id from campaign c
      join app_user u on u.company_id = c.company_id and u.email = 'sales@example.com'
      where exists (select 1 from campaign_position p where p.campaign_id = c.id
                    and p.position_type = 'PRINT' and p.status <> 'DELETED')
      order by c.id limit 3`.execute(db);
      expect(rows.length).toBeGreaterThan(0);
      for (const { id } of rows) {
        const response = await server.send(
          'GET',
          `/api/ws-order/campaigns/${id}/overview`,
          tokens.sales,
        );
        expect(response.statusCode, response.body).toBe(200);
        const { campaign, media } = response.json() as {
          campaign: { startDate: string; endDate: string };
          media: { firstDate: string; lastDate: string }[];
        };
        for (const medium of media) {
          expect(medium.firstDate >= campaign.startDate, `${id} ${medium.firstDate}`).toBe(true);
          expect(medium.lastDate <= campaign.endDate, `${id} ${medium.lastDate}`).toBe(true);
        }
      }
    });

    it('has creatives waiting for approval received at varied times, not all in one minute', async () => {
      const { rows } = await sql<{ n: string; minutes: string }>`
      select count(*) as n, count(distinct to_char(created_at at time zone 'Europe/Zurich', 'MI')) as minutes
      from creative where approval_state = 'PENDING_APPROVAL'`.execute(server.database.db);
      const [row] = rows;
      const count = Number(row?.n);
      expect(count).toBeGreaterThanOrEqual(10);
      // Minutes of the hour spread: 20 creatives over 60 minutes fall in about 17 different
      // minutes; all of them fell in one before.
      expect(Number(row?.minutes)).toBeGreaterThan(count / 2);
    });
  },
);
