import {
  type DigitalCreative,
  type DigitalCreativeItem,
  type Task,
  taskFieldChangesOf,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { answerOf, callsAs } from './support/calls.ts';
import { describeOnLanes } from './support/lane-server.ts';
import { rowOf } from './support/rows.ts';
import { userIdOf } from './support/sales.ts';

// Issue 37 and 40, what the second stranger tripped over in tasks, post and digital creatives
// on freshly seeded full demo data: a task's history without old and new values, an
// assignment's history naming another author than the task's facts, the post persona looking
// for warehouses, a creative's history empty after an edit and without its approvals, an
// approval dialog without checks.

const TASKS = '/api/ws-funnel/tasks';
/** One changed field of a record's history (the audit trail's answer). */
interface AuditItem {
  field: string;
  oldValue: unknown;
  newValue: unknown;
  actor: string | null;
}
const CREATIVES = '/api/ws-creatives/digital-creatives';
const OPS = '/api/ws-operations';

describeOnLanes(
  'what the second stranger tripped over (tasks, post, creatives)',
  ['sales', 'ops', 'post', 'postnetz', 'admin'],
  ({ server, tokens }) => {
    const call = callsAs(server, () => tokens.sales);
    let salesUserId: number;
    let accountId: number;
    beforeAll(async () => {
      const { db } = server.database;
      salesUserId = await userIdOf(db, 'sales@example.com');
      const sales = await rowOf(db, 'company', 'id', { name: 'Adconsole Sales' });
      accountId = (await rowOf(db, 'account', 'id', { companyId: sales.id }, 'id')).id;
    });

    it('keeps each changed field of a task from → to by its name, never an id (issue 37)', async () => {
      const { db } = server.database;
      const sales = await rowOf(db, 'company', 'id', { name: 'Adconsole Sales' });
      const [first, second] = await db
        .selectFrom('leadSource')
        .select(['id', 'name'])
        .where('companyId', '=', sales.id)
        .orderBy('id')
        .limit(2)
        .execute();
      if (!first || !second) throw new Error('the demo data has no lead sources');
      const task = await answerOf<Task>(
        call('POST', TASKS, {
          accountId,
          priority: 'MEDIUM',
          leadSourceId: first.id,
          description: 'Lead vom Stand',
        }),
      );
      await answerOf<Task>(
        call('PUT', `${TASKS}/${task.id}`, {
          accountId,
          priority: 'HIGH',
          leadSourceId: second.id,
          salesPersonId: salesUserId,
          description: 'Lead vom Stand',
          version: task.version,
        }),
      );
      const entry = await db
        .selectFrom('activity')
        .select(['message', 'keyValues'])
        .where('taskId', '=', task.id)
        .where(sql<boolean>`key_values->>'event' = 'TASK_UPDATED'`)
        .executeTakeFirstOrThrow();
      const values = entry.keyValues as Record<string, string>;
      expect(taskFieldChangesOf(values.changes)).toEqual([
        { field: 'priority', from: 'MEDIUM', to: 'HIGH' },
        { field: 'leadSourceId', from: first.name, to: second.name },
        { field: 'salesPersonUserId', from: null, to: 'Simon Verkauf' },
      ]);
      // The stored German sentence says it too: labels, not codes or ids.
      expect(entry.message).toBe(
        `Aufgabe #${task.id} geändert: Priorität: Mittel → Hoch; Quelle: ${first.name} → ${second.name}; Verkäufer/in der Aufgabe: – → Simon Verkauf`,
      );
    });

    it('writes a seeded assignment’s history by the author the task names (issue 37)', async () => {
      // "Zugewiesen von" named one person, the history's assignment entry another.
      const { rows } = await sql<{ tasks: number; mismatched: number }>`
        select count(*)::int as tasks,
          count(*) filter (where a.creator_user_id is distinct from t.assign_author_user_id)::int
            as mismatched
        from sales_task t
        join activity a on a.task_id = t.id
          and a.key_values->>'event' in ('TASK_TAKEN', 'TASK_ASSIGNED')
        where t.assignee_user_id is not null`.execute(server.database.db);
      expect(rows[0]?.tasks).toBeGreaterThan(10);
      expect(rows[0]?.mismatched).toBe(0);
    });

    it('gives the post logistics to postnetz@ and the post campaigns to post@ (issue 37)', async () => {
      // Spec 3 §6: "Post campaigns: post-ad-manager"; "Analog operations: postnetz".
      const campaigns = await answerOf<{ total: number }>(
        server.send('GET', '/api/ws-post/post-campaigns?limit=10', tokens.post),
      );
      expect(campaigns.total).toBeGreaterThan(5);
      const warehouses = await answerOf<{ items: unknown[] }>(
        server.send('GET', '/api/ws-analog-operations/warehouses?limit=50', tokens.postnetz),
      );
      expect(warehouses.items.length).toBeGreaterThanOrEqual(3);
      const stock = await answerOf<{ items: unknown[] }>(
        server.send('GET', '/api/ws-analog-operations/stock?limit=50', tokens.postnetz),
      );
      expect(stock.items.length).toBeGreaterThan(0);
      expect(
        (await server.send('GET', '/api/ws-analog-operations/warehouses?limit=50', tokens.post))
          .statusCode,
      ).toBe(403);
    });

    it('names a daypart in the reader’s language, as its products (issue 37)', async () => {
      // The Italian reader saw "Morgen 06–09" in the settings and "Mattina 06–09" on the products.
      const { rows } = await sql<{ slot: string | null; product: string | null }>`
        select s.name_it as slot, p.name_it as product from product p
        join broadcast_slot s on s.id = p.broadcast_slot_id`.execute(server.database.db);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.slot).not.toBeNull();
        expect(row.product?.endsWith(` ${row.slot}`)).toBe(true);
      }
      const answer = await server.request({
        method: 'GET',
        url: '/api/ws-settings/dayparts?mediaType=TV&limit=100',
        token: tokens.admin,
        headers: { 'accept-language': 'it' },
      });
      const dayparts = answer.json() as {
        items: { name: string; nameDe: string; nameIt: string | null }[];
      };
      expect(answer.statusCode).toBe(200);
      expect(dayparts.items.map((daypart) => daypart.name)).toContain('Preserale 17–19');
      for (const daypart of dayparts.items) expect(daypart.name).toBe(daypart.nameIt);
    });

    it('writes a creative’s history for an edit and for its approval, from → to (issue 40)', async () => {
      const { db } = server.database;
      const found = await sql<{ id: number }>`
        select k.id from creative k
        join app_user u on u.company_id = k.company_id and u.email = 'ops@example.com'
        where k.kind = 'CREATIVE' and k.format = 'THIRD_PARTY_TAG' and k.account_id is not null
        order by k.id limit 1`.execute(db);
      const id = found.rows[0]?.id;
      if (!id) throw new Error('the demo data has no tag creative of the ops persona');
      const creative = await answerOf<DigitalCreativeItem>(
        server.send('GET', `${CREATIVES}/${id}`, tokens.ops),
      );
      const history = async () =>
        (
          await answerOf<{ items: AuditItem[] }>(
            server.send('GET', `${CREATIVES}/${id}/history`, tokens.ops),
          )
        ).items;
      const before = (await history()).length;
      const write = (changes: Record<string, unknown>, version: number) =>
        answerOf<DigitalCreativeItem>(
          server.send('PUT', `${CREATIVES}/${id}`, tokens.ops, {
            name: creative.name,
            accountId: creative.accountId,
            campaignPositionId: creative.campaignPositionId,
            format: creative.format,
            tag: creative.tag,
            width: creative.width,
            height: creative.height,
            clickUrl: creative.clickUrl,
            ...changes,
            version,
          }),
        );
      // An edit of the name alone (the stranger's): no new review, but its history entry.
      const renamed = await write({ name: `${creative.name} (neu)` }, creative.version);
      expect(renamed.approvalState).toBe(creative.approvalState);
      const afterEdit = await history();
      expect(afterEdit.length).toBe(before + 1);
      expect(afterEdit[0]).toMatchObject({
        field: 'name',
        oldValue: creative.name,
        newValue: `${creative.name} (neu)`,
        actor: 'Olivia Betrieb',
      });
      // A new tag waits for approval again; the history says so, and then says its approval.
      const edited = await write(
        { name: renamed.name, tag: `${creative.tag}\n<!-- v2 -->` },
        renamed.version,
      );
      expect(edited.approvalState).toBe('PENDING_APPROVAL');
      expect((await history()).map((entry) => entry.field)).toContain('tag');
      const decided = await answerOf<DigitalCreative>(
        server.send('PUT', `${OPS}/creatives/${id}/approval`, tokens.ops, {
          approvalState: 'APPROVED',
          version: edited.version,
        }),
      );
      expect(decided.approvalState).toBe('APPROVED');
      const [latest] = await history();
      expect(latest).toMatchObject({
        field: 'approvalState',
        oldValue: 'PENDING_APPROVAL',
        newValue: 'APPROVED',
      });
    });

    it('answers the approval’s checks, each passed or failed by the server (issue 40)', async () => {
      const queue = await answerOf<{ items: DigitalCreative[] }>(
        server.send('GET', `${OPS}/creatives/approval/PENDING_APPROVAL?limit=100`, tokens.ops),
      );
      expect(queue.items.length).toBeGreaterThan(0);
      for (const creative of queue.items) {
        const names = creative.checks.map((check) => check.check);
        expect(names[0]).toBe('SIZE');
        if (creative.format === 'THIRD_PARTY_TAG') expect(names).toContain('TAG_VENDOR');
        if (creative.format === 'IMAGE')
          expect(names).toEqual(['SIZE', 'FILE', 'WEIGHT', 'CLICK_URL']);
      }
      const image = queue.items.find((creative) => creative.format === 'IMAGE');
      const size = image?.checks.find((check) => check.check === 'SIZE');
      if (image && size?.result !== 'WARN') {
        expect(size?.values.size).toBe(`${image.width}×${image.height}`);
        const fits = String(size?.values.sizes).split(', ').includes(String(size?.values.size));
        expect(size?.result).toBe(fits ? 'PASS' : 'FAIL');
      }
    });
  },
);
