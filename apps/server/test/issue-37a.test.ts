import type { OperationsPosition, Task } from '@adconsole/api/contracts';
import { beforeAll, expect, it } from 'vitest';
import { answerOf, callsAs } from './support/calls.ts';
import { describeOnLanes } from './support/lane-server.ts';
import { expectErrorBody, expectFieldError, userIdOf } from './support/sales.ts';

// Issue 37 part A: where the console and the server differed from the three specs, and the
// server features that had no screen. Each test quotes the spec line it holds the product to.

const TASKS = '/api/ws-funnel/tasks';
const OPS = '/api/ws-operations';

describeOnLanes(
  'issue 37 (part A)',
  ['sales', 'ops', 'companyadmin', 'agency'] as const,
  (context) => {
    const { server, tokens } = context;
    const call = callsAs(server, () => tokens.sales);
    const db = () => server.database.db;
    let accountId: number;
    let salesUserId: number;
    let opsUserId: number;

    beforeAll(async () => {
      salesUserId = await userIdOf(db(), 'sales@example.com');
      opsUserId = await userIdOf(db(), 'ops@example.com');
      const task = await answerOf<{ items: Task[] }>(call('GET', `${TASKS}?limit=1`));
      accountId = (task.items[0] as Task).account.id;
    });

    it('spec 3 §4 "Outcomes used in filters: OFFER_ACCEPTED, OFFER_NOT_ACCEPTED": only those filter', async () => {
      const accepted = await answerOf<{ items: Task[] }>(
        call('GET', `${TASKS}?outcomeFilter=OFFER_ACCEPTED&limit=100`),
      );
      expect(accepted.items.length).toBeGreaterThan(0);
      expect(accepted.items.every((task) => task.outcome === 'OFFER_ACCEPTED')).toBe(true);
      await answerOf(call('GET', `${TASKS}?outcomeFilter=OFFER_NOT_ACCEPTED&limit=1`));
      // An archive reason is no filter of the list.
      expectFieldError(
        await call('GET', `${TASKS}?outcomeFilter=DUPLICATE&limit=1`),
        'outcomeFilter',
      );
    });

    it('spec 3 §6 "Account users and company pages exclude post-ad-manager"', async () => {
      // A post-ad-manager who were also a company administrator still finds the company closed.
      await db()
        .updateTable('appUser')
        .set({ permissions: ['COMPANY_ADMIN'] })
        .where('email', '=', 'post@example.com')
        .execute();
      const post = await server.signIn('post@example.com');
      expectErrorBody(await call('GET', '/api/ws-account/company', undefined, post), 403);
      expectErrorBody(await call('GET', '/api/ws-account/users?limit=10', undefined, post), 403);
      await answerOf(call('GET', '/api/ws-account/company', undefined, tokens.companyadmin));
    });

    it('spec 3 §6 "Only users with the SALES role can be added as task sales person or participant"', async () => {
      const created = await answerOf<Task>(
        call('POST', TASKS, {
          accountId,
          description: 'Lead mit Verkauf',
          salesPersonId: salesUserId,
          participantIds: [salesUserId],
        }),
      );
      expect(created.salesPerson).toMatchObject({ userId: salesUserId });
      expect(created.participants.map((user) => user.userId)).toEqual([salesUserId]);
      // ops@example.com holds no SALES: neither sales person nor participant.
      const update = (body: Record<string, unknown>) =>
        call('PUT', `${TASKS}/${created.id}`, {
          accountId,
          description: 'Lead mit Verkauf',
          version: created.version,
          ...body,
        });
      expectFieldError(await update({ salesPersonId: opsUserId }), 'salesPersonId');
      expectFieldError(await update({ participantIds: [opsUserId] }), 'participantIds');
      const cleared = await answerOf<Task>(update({ salesPersonId: null, participantIds: [] }));
      expect(cleared).toMatchObject({ salesPerson: null, participants: [] });
      // The change is in the task's history, named by its fields.
      const entry = await db()
        .selectFrom('activity')
        .select(['keyValues', 'message'])
        .where('taskId', '=', created.id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(entry.keyValues.fields).toBe('salesPersonUserId,participantIds');
      expect(entry.message).toContain('Teilnehmende');
    });

    it('spec 3 §3 "State enum: NONE, INACTIVE, ACTIVE": a position’s state on the ad server', async () => {
      const list = async (status: string) =>
        (
          await answerOf<{ items: OperationsPosition[] }>(
            call('GET', `${OPS}/campaigns/${status}?page=0&limit=50`, undefined, tokens.ops),
          )
        ).items;
      const ready = await list('READY_TO_PUSH');
      expect(ready.length).toBeGreaterThan(0);
      expect(ready.every((position) => position.state === 'NONE' && !position.lineItem)).toBe(true);
      const running = await list('RUNNING');
      expect(running.some((position) => position.state === 'ACTIVE')).toBe(true);
      const hidden = await list('HIDDEN');
      expect(
        hidden.every((position) => position.state === (position.lineItem ? 'INACTIVE' : 'NONE')),
      ).toBe(true);
    });

    it('creating or editing a promotion writes its history, the type by its name', async () => {
      const PROMOTIONS = '/api/ws-funnel/promotions';
      type Entry = { field: string; oldValue: unknown; newValue: unknown; actor: string | null };
      const created = await answerOf<{ id: number; version: number }>(
        call('POST', PROMOTIONS, {
          name: 'Frühlingsaktion 37',
          startDate: '2026-03-01',
          endDate: '2026-04-30',
        }),
      );
      const history = async () =>
        (await answerOf<{ items: Entry[] }>(call('GET', `${PROMOTIONS}/${created.id}/history`)))
          .items;
      const first = await history();
      expect(first.find((entry) => entry.field === 'name')).toMatchObject({
        oldValue: null,
        newValue: 'Frühlingsaktion 37',
      });
      expect(first.every((entry) => entry.actor !== null)).toBe(true);
      await answerOf(
        call('PUT', `${PROMOTIONS}/${created.id}`, {
          name: 'Frühlingsaktion 37',
          startDate: '2026-03-01',
          endDate: '2026-05-31',
          status: 'inactive',
          version: created.version,
        }),
      );
      const changed = await history();
      expect(changed.length).toBe(first.length + 2);
      expect(changed.find((entry) => entry.field === 'status')).toMatchObject({
        oldValue: 'active',
        newValue: 'inactive',
      });
      // A caller outside the sales funnel is refused.
      expectErrorBody(
        await call('GET', `${PROMOTIONS}/${created.id}/history`, undefined, tokens.agency),
        403,
      );
    });

    it('the settings audit (GET ws-settings/audit) answers what changed on the company settings', async () => {
      const SETTINGS = '/api/ws-settings/company-settings';
      const settings = await answerOf<{ version: number }>(
        call('GET', SETTINGS, undefined, tokens.companyadmin),
      );
      await answerOf(
        call(
          'PUT',
          SETTINGS,
          { version: settings.version, pdfFooter: 'Muster GmbH · Berlin' },
          tokens.companyadmin,
        ),
      );
      const agency = await db()
        .selectFrom('appUser')
        .select('companyId')
        .where('email', '=', 'companyadmin@example.com')
        .executeTakeFirstOrThrow();
      const audit = await answerOf<{ items: { field: string; newValue: unknown }[] }>(
        call(
          'GET',
          `/api/ws-settings/audit?entityType=COMPANY_SETTINGS&entityId=${agency.companyId}`,
          undefined,
          tokens.companyadmin,
        ),
      );
      expect(audit.items.find((entry) => entry.field === 'pdfFooter')).toMatchObject({
        newValue: 'Muster GmbH · Berlin',
      });
    });
  },
);
