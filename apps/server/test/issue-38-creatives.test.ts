import type {
  DigitalCreative,
  DigitalCreativeItem,
  HomeCounts,
  ThirdPartyTag,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { answerOf } from './support/calls.ts';
import { describeOnLanes } from './support/lane-server.ts';

// Issue 38, what a new staff member hit in creatives and ad tags: the account pickers' search
// on a full name (every word, in any field searched, with the town to tell accounts apart), a
// tag without a click macro shown as WARN with its reason wherever the tag appears, and one
// count of the creatives waiting for approval for the home's tile, the badge and the queue.

const A_TAG_WITHOUT_CLICK_MACRO = `<script src="https://ad.doubleclick.net/ddm/adj/N1234.5678/B2468;ord=\${CACHEBUSTER}?"></script>`;

describeOnLanes(
  'issue 38: creatives and ad tags',
  ['ops', 'sales', 'admin'],
  ({ server, tokens }) => {
    /** Two accounts of one name in two towns, and one with the words the other way round. */
    const accounts = { lausanne: 0, sion: 0, reversed: 0, companyId: 0 };
    /** A digital position of the ops persona's company and its campaign's advertiser. */
    const target = { positionId: 0, accountId: 0 };
    beforeAll(async () => {
      const { db } = server.database;
      const company = await sql<{ id: number }>`
      select company_id as id from app_user where email = 'ops@example.com'`.execute(db);
      accounts.companyId = company.rows[0]?.id ?? 0;
      const insert = async (name: string, city: string) => {
        const { rows } = await sql<{ id: number }>`
        insert into account (company_id, name, display_name, city, country_code)
        values (${accounts.companyId}, ${name}, ${name}, ${city}, 'CH') returning id`.execute(db);
        return rows[0]?.id ?? 0;
      };
      accounts.lausanne = await insert('Zyxel Jaquet Bau', 'Lausanne');
      accounts.sion = await insert('Zyxel Jaquet Bau', 'Sion');
      accounts.reversed = await insert('Bau Zyxel und Jaquet', 'Bern');
      const position = await sql<{ positionId: number; accountId: number }>`
      select p.id as "positionId", c.advertiser_account_id as "accountId"
      from campaign_position p join campaign c on c.id = p.campaign_id
      where p.company_id = ${accounts.companyId} and p.position_type = 'DIGITAL'
      order by p.id limit 1`.execute(db);
      Object.assign(target, position.rows[0]);
    });

    const advertisers = (search: string) =>
      answerOf<{ id: number; name: string; city: string | null }[]>(
        server.send(
          'GET',
          `/api/ws-creatives/advertisers?search=${encodeURIComponent(search)}`,
          tokens.ops,
        ),
      );
    const ids = (rows: readonly { id: number }[]) =>
      rows.map((row) => row.id).sort((a, b) => a - b);

    it('finds an account by its full name, by its words in any order and by a word of its town, and names the town', async () => {
      // "Jaquet Bau" found nothing before: the whole text was one pattern of the name.
      // Every word, each anywhere: the name with the words the other way round is found too.
      const full = await advertisers('Zyxel Jaquet Bau');
      expect(ids(full)).toEqual(
        [accounts.lausanne, accounts.sion, accounts.reversed].sort((a, b) => a - b),
      );
      // The two of one name are told apart by their town (the picker's second line).
      expect(
        full
          .filter((row) => row.name === 'Zyxel Jaquet Bau')
          .map((row) => row.city)
          .sort(),
      ).toEqual(['Lausanne', 'Sion']);
      expect(ids(await advertisers('bau   zyxel und'))).toEqual([accounts.reversed]);
      expect(ids(await advertisers('Zyxel Sion'))).toEqual([accounts.sion]);
      expect(await advertisers('Zyxel Jaquet Genf')).toEqual([]);
      // A wildcard typed is a letter, not a pattern.
      expect(await advertisers('Zyxel %')).toEqual([]);
    });

    it('searches the same way in the CRM list and at the start of words in the activities lookup', async () => {
      const crm = await answerOf<{ items: { id: number }[] }>(
        server.send(
          'GET',
          `/api/ws-crm/records/accounts?search=${encodeURIComponent('Jaquet Zyxel Lausanne')}`,
          tokens.sales,
        ),
      );
      expect(ids(crm.items)).toEqual([accounts.lausanne]);
      const lookup = (prefix: string) =>
        answerOf<{ items: { id: number; city?: string | null }[] }>(
          server.send(
            'GET',
            `/api/ws-activities/accounts?prefix=${encodeURIComponent(prefix)}&includeInactive=false`,
            tokens.sales,
          ),
        );
      const started = await lookup('Zyx Jaq');
      expect(ids(started.items)).toEqual(
        [accounts.lausanne, accounts.sion, accounts.reversed].sort((a, b) => a - b),
      );
      expect(started.items.map((item) => item.city)).toContain('Sion');
      // Each word at the start of a word of the name: "yxel" starts none.
      expect((await lookup('yxel')).items).toEqual([]);
    });

    it('shows a tag without a click macro as WARN with its reason: as a tag, as a creative and in the approval queue', async () => {
      const tag = await answerOf<ThirdPartyTag>(
        server.send('POST', '/api/ws-creatives/third-party-tags', tokens.admin, {
          name: 'Issue 38 CM360',
          advertiserAccountId: (
            await sql<{ id: number }>`
            select a.id from account a join app_user u on u.company_id = a.company_id
            where u.email = 'admin@example.com' order by a.id limit 1`.execute(server.database.db)
          ).rows[0]?.id,
          format: 'JS',
          width: 300,
          height: 250,
          code: A_TAG_WITHOUT_CLICK_MACRO,
        }),
      );
      expect(tag).toMatchObject({ status: 'WARN', findings: ['NO_CLICK_MACRO'] });

      const creative = await answerOf<DigitalCreativeItem>(
        server.send('POST', '/api/ws-creatives/digital-creatives', tokens.ops, {
          name: 'Issue 38 tag creative',
          accountId: target.accountId,
          campaignPositionId: target.positionId,
          format: 'THIRD_PARTY_TAG',
          tag: A_TAG_WITHOUT_CLICK_MACRO,
          width: 300,
          height: 250,
        }),
      );
      expect(creative.tagCheck).toEqual({ status: 'WARN', findings: ['NO_CLICK_MACRO'] });
      const listed = await answerOf<{ items: DigitalCreativeItem[] }>(
        server.send(
          'GET',
          `/api/ws-creatives/digital-creatives?searchQuery=${encodeURIComponent('Issue 38 tag creative')}`,
          tokens.ops,
        ),
      );
      expect(listed.items.map((item) => item.tagCheck)).toEqual([
        { status: 'WARN', findings: ['NO_CLICK_MACRO'] },
      ]);
      const queue = await answerOf<{ items: DigitalCreative[] }>(
        server.send(
          'GET',
          `/api/ws-operations/creatives/approval/PENDING_APPROVAL?searchQuery=${encodeURIComponent('Issue 38 tag creative')}`,
          tokens.ops,
        ),
      );
      expect(queue.items.map((item) => [item.id, item.tagCheck])).toEqual([
        [creative.id, { status: 'WARN', findings: ['NO_CLICK_MACRO'] }],
      ]);
      // A creative of a file has no tag check.
      const files = await answerOf<{ items: DigitalCreativeItem[] }>(
        server.send('GET', '/api/ws-creatives/digital-creatives?format=IMAGE&limit=5', tokens.ops),
      );
      expect(files.items.every((item) => item.tagCheck === null)).toBe(true);
    });

    it('counts the creatives waiting for approval once: the home tile, the badge and the queue tab agree, before and after a new one', async () => {
      const counts = async () => {
        const home = await answerOf<HomeCounts>(
          server.send('GET', '/api/ws-home/counts', tokens.ops),
        );
        const tab = await answerOf<Record<string, number>>(
          server.send(
            'GET',
            '/api/ws-operations/creatives/approval-counts?kind=CREATIVE',
            tokens.ops,
          ),
        );
        const badge = await answerOf<{ count: number }>(
          server.send(
            'GET',
            '/api/ws-creatives/creatives/count?creativeStatus=PENDING_APPROVAL',
            tokens.ops,
          ),
        );
        const queue = await answerOf<{ total: number }>(
          server.send(
            'GET',
            '/api/ws-operations/creatives/approval/PENDING_APPROVAL?kind=CREATIVE&limit=1',
            tokens.ops,
          ),
        );
        return {
          home: home.items.find((item) => item.key === 'creativesToApprove')?.count,
          tab: tab.PENDING_APPROVAL ?? 0,
          badge: badge.count,
          queue: queue.total,
        };
      };
      const before = await counts();
      expect(new Set(Object.values(before)).size).toBe(1);
      // A creative whose position status says "pending" but whose approval is decided is not
      // waiting: the status column alone (the badge's old count) disagreed with the queue.
      await sql`
      update creative set status = 'PENDING_APPROVAL'
      where id = (select id from creative where company_id = ${accounts.companyId}
        and kind = 'CREATIVE' and approval_state = 'APPROVED' order by id limit 1)`.execute(
        server.database.db,
      );
      await server.send('POST', '/api/ws-creatives/digital-creatives', tokens.ops, {
        name: 'Issue 38 counted',
        accountId: target.accountId,
        campaignPositionId: target.positionId,
        format: 'THIRD_PARTY_TAG',
        tag: A_TAG_WITHOUT_CLICK_MACRO,
        width: 300,
        height: 250,
      });
      const after = await counts();
      expect(after).toEqual({
        home: (before.home ?? 0) + 1,
        tab: before.tab + 1,
        badge: before.badge + 1,
        queue: before.queue + 1,
      });
    });
  },
);
