import { type BulkResult, type Task, taskSchema } from '@adconsole/api/contracts';
import { beforeAll, expect, it } from 'vitest';
import { activityColor } from '../src/services/tasks/tasks.ts';
import { answerOf, callsAs } from './support/calls.ts';
import { describeOnLanes } from './support/lane-server.ts';
import { rowOf, rowsOf } from './support/rows.ts';
import { companyNamed, expectFieldError, userIdOf } from './support/sales.ts';

// The sales funnel's task queue (spec 3 §2.5, §3–§5, §7): the list with every filter and the
// tab counts, create / update / get, the bulk actions with a result per task, the lookups and
// the topics; each with roles, company and bad input.

const base = '/api/ws-funnel/tasks';

describeOnLanes('the sales tasks', ['sales', 'admin', 'ops'], ({ server, tokens }) => {
  let salesUserId: number;
  let accountId: number;
  let theirs: { id: number; status: string };
  let theirAccountId: number;

  beforeAll(async () => {
    salesUserId = await userIdOf(server.database.db, 'sales@example.com');
    const sample = await server.database.db
      .selectFrom('account as a')
      .innerJoin('company as c', 'c.id', 'a.companyId')
      .select('a.id')
      .where('c.name', '=', 'Adconsole Sales')
      .orderBy('a.id')
      .executeTakeFirstOrThrow();
    accountId = sample.id;
    // A task of another company (the agency's), which the sales company never sees.
    const agency = await companyNamed(server.database.db, 'Werbeagentur Muster GmbH');
    const { db } = server.database;
    const agencyAccount = await rowOf(db, 'account', 'id', { companyId: agency.id });
    const agencyUser = await userIdOf(db, 'agency@example.com');
    theirs = await db
      .insertInto('salesTask')
      .values({
        companyId: agency.id,
        accountId: agencyAccount.id,
        creatorUserId: agencyUser,
        description: 'Lead der Agentur',
      })
      .returning(['id', 'status', 'accountId'])
      .executeTakeFirstOrThrow();
    theirAccountId = agencyAccount.id;
  });

  const call = callsAs(server, () => tokens.sales);
  const ok = answerOf;
  const list = (query: string, token = tokens.sales) =>
    ok<{ items: Task[]; total: number }>(call('GET', `${base}?${query}`, undefined, token));
  const create = (body: Record<string, unknown> = {}) =>
    ok<Task>(call('POST', base, { accountId, description: 'Test lead', ...body }));

  it('lists the company’s tasks with every field, in each tab’s order, with a total', async () => {
    const page = await list('limit=50');
    expect(page.total).toBeGreaterThan(40);
    expect(page.items.every((task) => taskSchema.safeParse(task).success)).toBe(true);
    const created = page.items.map((task) => task.created);
    expect(created).toEqual([...created].sort().reverse());
    const snoozed = await list('status=SNOOZED&sort=snoozedUntil&order=ASC&limit=100');
    expect(snoozed.items.every((task) => task.status === 'SNOOZED')).toBe(true);
    const until = snoozed.items.map((task) => task.snoozedUntil ?? '');
    expect(until).toEqual([...until].sort());
    const done = await list('status=DONE&sort=assignedTime&order=DESC&limit=100');
    expect(done.items.every((task) => task.outcome?.startsWith('OFFER_'))).toBe(true);
  });

  it('filters by every field of the filter and counts each status under the others', async () => {
    const mine = await list(`assigneeId=${salesUserId}&limit=100`);
    expect(mine.total).toBeGreaterThan(0);
    expect(
      mine.items.every(
        (task) =>
          task.assignee?.userId === salesUserId || ['NEW', 'ARCHIVED'].includes(task.status),
      ),
    ).toBe(true);
    const counts = await ok<Record<string, number>>(
      call('GET', `${base}/counts?assigneeId=${salesUserId}`),
    );
    expect(Object.values(counts).reduce((sum, n) => sum + n, 0)).toBe(mine.total);
    // Spec 3 §2.5: "When filters are empty, the signed-in user is pre-selected as assigned user
    // if found", and the tabs are "All tasks, Unassigned, In progress, …": the pre-selected
    // assignee does not empty the Unassigned tab (nor Archived, where only new tasks go).
    const unassigned = await list('status=NEW&limit=1');
    expect(unassigned.total).toBeGreaterThan(0);
    expect(counts.NEW).toBe(unassigned.total);
    const mineUnassigned = await list(`assigneeId=${salesUserId}&status=NEW&limit=100`);
    expect(mineUnassigned.total).toBe(unassigned.total);
    expect(mineUnassigned.items.every((task) => task.assignee === null)).toBe(true);
    const inProgress = await list(`assigneeId=${salesUserId}&status=IN_PROGRESS`);
    expect(inProgress.total).toBe(counts.IN_PROGRESS);

    const sample = (await list('status=DONE&limit=100')).items.find(
      (task) => task.leadSource && task.taskTopic,
    ) as Task;
    const narrowed = await list(
      `sourceId=${sample.leadSource?.id}&taskTopicId=${sample.taskTopic?.id}&accountId=${sample.account.id}&outcomeFilter=${sample.outcome}`,
    );
    expect(narrowed.items.map((task) => task.id)).toContain(sample.id);
    expect(
      narrowed.items.every(
        (task) =>
          task.leadSource?.id === sample.leadSource?.id &&
          task.account.id === sample.account.id &&
          task.outcome === sample.outcome,
      ),
    ).toBe(true);
    const labelled = (await list('limit=100')).items.find((task) => task.labels.length > 0);
    if (labelled) {
      const byLabel = await list(`labelId=${labelled.labels[0]?.id}&limit=100`);
      expect(
        byLabel.items.every((task) => task.labels.some((l) => l.id === labelled.labels[0]?.id)),
      );
    }
    const promoted = await list('limit=100');
    const withPromotion = promoted.items.find((task) => task.salesPromotion);
    if (withPromotion) {
      const byPromotion = await list(`salesPromotionId=${withPromotion.salesPromotion?.id}`);
      expect(
        byPromotion.items.every((t) => t.salesPromotion?.id === withPromotion.salesPromotion?.id),
      ).toBe(true);
    }
    const bySales = await list(`accountSales=${salesUserId}&limit=5`);
    expect(bySales.total).toBeGreaterThan(0);
    // The task's own sales person, else its account's (issue 37: the column shows the same).
    const salesNames = new Set(
      bySales.items.map((task) => task.salesPerson?.name ?? task.accountSalesName),
    );
    expect(salesNames.size).toBe(1);
    expect([...salesNames][0]).not.toBeNull();
    const recent = await list('updatedTimeFrame=LAST_7_DAYS&limit=100');
    const week = Date.now() - 7 * 86_400_000;
    expect(recent.items.every((task) => Date.parse(task.updated) >= week)).toBe(true);
    for (const frame of ['CURRENT_MONTH', 'CURRENT_YEAR']) await list(`updatedTimeFrame=${frame}`);
    const byNumber = await list(`searchFilter=${sample.id}`);
    expect(byNumber.items.map((task) => task.id)).toContain(sample.id);
    const byName = await list(
      `searchFilter=${encodeURIComponent(sample.account.displayName.slice(0, 6))}&limit=100`,
    );
    expect(byName.total).toBeGreaterThan(0);
  });

  it('creates, reads and updates a task, with 412 for a stale version and a log entry each', async () => {
    const task = await create({ priority: 'HIGH' });
    expect(task.status).toBe('NEW');
    expect(task.assignee).toBeNull();
    expect(task.activityStatusColor).toBe('RED');
    const assigned = await create({ assigneeId: salesUserId });
    expect(assigned.status).toBe('IN_PROGRESS');
    expect(assigned.assignAuthor?.userId).toBe(salesUserId);
    const read = await ok<Task>(call('GET', `${base}/${task.id}`));
    expect(read).toEqual(task);
    const { db } = server.database;
    const sales = await rowOf(db, 'company', 'id', { name: 'Adconsole Sales' });
    const campaign = await rowOf(db, 'campaign', ['id', 'name'], { companyId: sales.id }, 'id');
    const otherCampaign = await rowOf(db, 'campaign', 'id', { companyId: ['!=', sales.id] });
    // Another company's campaign is no campaign of the task's (422 on the field, nothing saved).
    const foreign = await call('PUT', `${base}/${task.id}`, {
      accountId,
      campaignId: otherCampaign.id,
      version: task.version,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({
      fieldErrors: { campaignId: 'Not a record of this company' },
    });
    const updated = await ok<Task>(
      call('PUT', `${base}/${task.id}`, {
        accountId,
        priority: 'LOW',
        description: 'Changed',
        campaignId: campaign.id,
        version: task.version,
      }),
    );
    expect(updated.priority).toBe('LOW');
    expect(updated.campaign).toEqual({ campaignId: campaign.id, name: campaign.name });
    expect(updated.version).toBe(task.version + 1);
    // The stranger's unchanged save: the same values again write nothing (no new version, no
    // "task changed" entry in the log below).
    const unchanged = await ok<Task>(
      call('PUT', `${base}/${task.id}`, {
        accountId,
        priority: 'LOW',
        description: 'Changed',
        campaignId: campaign.id,
        version: updated.version,
      }),
    );
    expect(unchanged.version).toBe(updated.version);
    expect(unchanged).toEqual(updated);
    // Issue 37: the task's own sales person is what the list shows and its filter finds, even
    // on an account that another sales person (or none) looks after.
    const other = await db
      .selectFrom('account')
      .select('id')
      .where('companyId', '=', sales.id)
      .where((eb) => eb.or([eb('salesUserId', 'is', null), eb('salesUserId', '<>', salesUserId)]))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const own = await create({ accountId: other.id, salesPersonId: salesUserId });
    const found = await list(`accountSales=${salesUserId}&searchFilter=${own.id}`);
    expect(found.items.map((item) => item.id)).toContain(own.id);
    expect(found.items.find((item) => item.id === own.id)?.salesPerson?.userId).toBe(salesUserId);
    const stale = await call('PUT', `${base}/${task.id}`, { accountId, version: task.version });
    expect(stale.statusCode).toBe(412);
    const log = await rowsOf(
      server.database.db,
      'activity',
      ['title', 'activityType'],
      { taskId: task.id },
      'id',
    );
    expect(log.map((entry) => entry.title)).toEqual(['Aufgabe erstellt', 'Aufgabe geändert']);
    expect(log.every((entry) => entry.activityType === 'TASK_FIELD_CHANGED')).toBe(true);
  });

  it('refuses bad input with 422 on the field, and records of another company', async () => {
    expectFieldError(await call('POST', base, { description: 'x' }), 'accountId');
    expectFieldError(await call('POST', base, { accountId: theirAccountId }), 'accountId');
    expectFieldError(
      await call('POST', base, { accountId, leadSourceId: 999_999 }),
      'leadSourceId',
    );
    expectFieldError(await call('POST', base, { accountId, taskTopicId: 999_999 }), 'taskTopicId');
    expectFieldError(
      await call('POST', base, { accountId, salesPromotionId: 999_999 }),
      'salesPromotionId',
    );
    expectFieldError(await call('POST', base, { accountId, labelIds: [999_999] }), 'labelIds');
    expectFieldError(await call('POST', base, { accountId, assigneeId: 999_999 }), 'assigneeId');
    for (const query of ['status=OPEN', 'sort=name', 'assigneeId=0x1', 'updatedTimeFrame=TODAY']) {
      expect((await call('GET', `${base}?${query}`)).statusCode).toBe(422);
    }
    // Another company's task is no task at all.
    expect((await call('GET', `${base}/${theirs.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `${base}/${theirs.id}`, { accountId, version: 0 })).statusCode).toBe(
      404,
    );
  });

  it('answers 403 to users without SALESFUNNEL and 401 without a session', async () => {
    expect((await call('GET', base, undefined, tokens.ops)).statusCode).toBe(403);
    expect(
      (await call('POST', `${base}/assign`, { taskIds: [1001], assigneeId: 1 }, tokens.ops))
        .statusCode,
    ).toBe(403);
    expect((await server.send('GET', base)).statusCode).toBe(401);
    // An administrator sees their own company's tasks only (the sales company's are not theirs).
    const own = await list('limit=100', tokens.admin);
    expect(own.items.every((task) => task.id !== theirs.id)).toBe(true);
    expect((await call('GET', `${base}/${theirs.id}`, undefined, tokens.admin)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `${base}/counts`, undefined, tokens.ops)).statusCode).toBe(403);
  });

  it('assigns new tasks to an active user: a result per task, allowed and refused mixed', async () => {
    const fresh = await create();
    const done = (await list('status=DONE&limit=1')).items[0] as Task;
    const result = await ok<BulkResult>(
      call('POST', `${base}/assign`, {
        taskIds: [fresh.id, done.id, theirs.id],
        assigneeId: salesUserId,
      }),
    );
    expect(result.done).toBe(1);
    expect(result.refused).toBe(2);
    expect(result.results.map((row) => [row.id, row.outcome, row.translationKey])).toEqual([
      [fresh.id, 'DONE', undefined],
      [done.id, 'REFUSED', 'TASK_CLOSED'],
      [theirs.id, 'REFUSED', 'NOT_FOUND'],
    ]);
    const after = await ok<Task>(call('GET', `${base}/${fresh.id}`));
    expect(after.status).toBe('IN_PROGRESS');
    expect(after.assignee?.userId).toBe(salesUserId);
    expect(after.assignedTime).not.toBeNull();
    // The other company's task is untouched.
    const untouched = await rowOf(server.database.db, 'salesTask', 'status', { id: theirs.id });
    expect(untouched.status).toBe('NEW');
    // Inactive users and users of another company are no assignees.
    const inactive = await userIdOf(server.database.db, 'anna.wagner@adconsole-sales.example');
    expectFieldError(
      await call('POST', `${base}/assign`, { taskIds: [fresh.id], assigneeId: inactive }),
      'assigneeId',
    );
    // Spec 3 §6: "Only users with the SALES role can be added as task sales person or
    // participant": an active colleague without it (ops) is no assignee either.
    const opsId = await userIdOf(server.database.db, 'ops@example.com');
    expectFieldError(
      await call('POST', `${base}/assign`, { taskIds: [fresh.id], assigneeId: opsId }),
      'assigneeId',
    );
    const adminId = await userIdOf(server.database.db, 'admin@example.com');
    expectFieldError(
      await call('POST', `${base}/assign`, { taskIds: [fresh.id], assigneeId: adminId }),
      'assigneeId',
    );
    expect(
      (await call('POST', `${base}/assign`, { taskIds: [], assigneeId: salesUserId })).statusCode,
    ).toBe(422);
    expect((await call('POST', `${base}/assign`, { taskIds: [fresh.id] })).statusCode).toBe(422);
  });

  it('archives only new tasks with an outcome, and restores an archived one to NEW', async () => {
    const [first, second] = [await create(), await create()];
    const working = await create({ assigneeId: salesUserId });
    const result = await ok<BulkResult>(
      call('POST', `${base}/archive`, {
        taskIds: [first.id, second.id, working.id],
        outcome: 'NO_POTENTIAL',
      }),
    );
    expect(result.results.map((row) => row.outcome)).toEqual(['DONE', 'DONE', 'REFUSED']);
    expect(result.results[2]?.translationKey).toBe('NOT_NEW');
    const archived = await ok<Task>(call('GET', `${base}/${first.id}`));
    expect([archived.status, archived.outcome]).toEqual(['ARCHIVED', 'NO_POTENTIAL']);
    expectFieldError(await call('POST', `${base}/archive`, { taskIds: [first.id] }), 'outcome');
    expectFieldError(
      await call('POST', `${base}/archive`, { taskIds: [first.id], outcome: 'OFFER_ACCEPTED' }),
      'outcome',
    );

    const restored = await ok<Task>(call('POST', `${base}/restore`, { taskId: first.id }));
    expect([restored.status, restored.outcome]).toEqual(['NEW', null]);
    expect((await call('POST', `${base}/restore`, { taskId: first.id })).statusCode).toBe(409);
    expect((await call('POST', `${base}/restore`, { taskId: theirs.id })).statusCode).toBe(404);
    const log = await rowsOf(server.database.db, 'activity', 'title', { taskId: first.id }, 'id');
    expect(log.map((entry) => entry.title)).toEqual([
      'Aufgabe erstellt',
      'Aufgabe archiviert',
      'Aufgabe wiederhergestellt',
    ]);
  });

  it('snoozes tasks in progress until a future moment and marks them done', async () => {
    const working = await create({ assigneeId: salesUserId });
    const fresh = await create();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const snoozed = await ok<BulkResult>(
      call('POST', `${base}/snooze`, { taskIds: [working.id, fresh.id], snoozedUntil: tomorrow }),
    );
    expect(snoozed.results.map((row) => row.outcome)).toEqual(['DONE', 'REFUSED']);
    expect((await ok<Task>(call('GET', `${base}/${working.id}`))).snoozedUntil).toBe(tomorrow);
    expectFieldError(
      await call('POST', `${base}/snooze`, {
        taskIds: [working.id],
        snoozedUntil: new Date(Date.now() - 60_000).toISOString(),
      }),
      'snoozedUntil',
    );
    const done = await ok<BulkResult>(
      call('POST', `${base}/done`, { taskIds: [working.id, fresh.id], outcome: 'OFFER_ACCEPTED' }),
    );
    expect(done.results.map((row) => row.outcome)).toEqual(['DONE', 'REFUSED']);
    // Issue 33 §11: a system entry is an event key with parameters (the console says it in the
    // reader's language); its stored sentence has no ISO timestamp and no code.
    const story = await rowsOf(
      server.database.db,
      'activity',
      ['title', 'message', 'keyValues'],
      { taskId: working.id },
      'id',
    );
    const events = story.map((entry) => {
      const values = (
        typeof entry.keyValues === 'string' ? JSON.parse(entry.keyValues) : entry.keyValues
      ) as Record<string, string>;
      return values.event;
    });
    expect(events).toEqual(['TASK_CREATED_ASSIGNED', 'TASK_SNOOZED', 'TASK_DONE']);
    const snoozedEntry = story[1];
    expect(snoozedEntry?.message).toMatch(/zurückgestellt bis \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(story.map((entry) => entry.message).join(' ')).not.toMatch(
      /\d{4}-\d{2}-\d{2}T|OFFER_ACCEPTED/,
    );
    const after = await ok<Task>(call('GET', `${base}/${working.id}`));
    expect([after.status, after.outcome, after.snoozedUntil]).toEqual([
      'DONE',
      'OFFER_ACCEPTED',
      null,
    ]);
    expectFieldError(
      await call('POST', `${base}/done`, { taskIds: [working.id], outcome: 'AGED' }),
      'outcome',
    );
  });

  it('undoes an archive and a snooze (the toast\'s "Rückgängig", issue 33): back where they were, with history, refused once moved on', async () => {
    const fresh = await create();
    const working = await create({ assigneeId: salesUserId });
    await ok(call('POST', `${base}/archive`, { taskIds: [fresh.id], outcome: 'DUPLICATE' }));
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await ok(call('POST', `${base}/snooze`, { taskIds: [working.id], snoozedUntil: tomorrow }));

    const unarchived = await ok<BulkResult>(
      call('POST', `${base}/undo`, { taskIds: [fresh.id, working.id], action: 'ARCHIVE' }),
    );
    expect(unarchived.results.map((row) => [row.outcome, row.translationKey])).toEqual([
      ['DONE', undefined],
      ['REFUSED', 'NOT_ARCHIVED'],
    ]);
    expect(await ok<Task>(call('GET', `${base}/${fresh.id}`))).toMatchObject({
      status: 'NEW',
      outcome: null,
    });
    const woken = await ok<BulkResult>(
      call('POST', `${base}/undo`, { taskIds: [working.id], action: 'SNOOZE' }),
    );
    expect(woken.done).toBe(1);
    expect(await ok<Task>(call('GET', `${base}/${working.id}`))).toMatchObject({
      status: 'IN_PROGRESS',
      snoozedUntil: null,
    });
    // Once moved on (no longer snoozed), a second undo is refused; another company's task is
    // not found; an unknown action is a 422 on its field; without SALESFUNNEL a 403.
    const again = await ok<BulkResult>(
      call('POST', `${base}/undo`, { taskIds: [working.id, theirs.id], action: 'SNOOZE' }),
    );
    expect(again.results.map((row) => row.translationKey)).toEqual(['NOT_SNOOZED', 'NOT_FOUND']);
    expectFieldError(
      await call('POST', `${base}/undo`, { taskIds: [working.id], action: 'DONE' }),
      'action',
    );
    expect(
      (await call('POST', `${base}/undo`, { taskIds: [working.id], action: 'SNOOZE' }, tokens.ops))
        .statusCode,
    ).toBe(403);
    const titles = async (taskId: number) =>
      (await rowsOf(server.database.db, 'activity', 'title', { taskId }, 'id')).map(
        (entry) => entry.title,
      );
    expect(await titles(fresh.id)).toEqual([
      'Aufgabe erstellt',
      'Aufgabe archiviert',
      'Aufgabe wiederhergestellt',
    ]);
    expect((await titles(working.id)).slice(-2)).toEqual([
      'Aufgabe zurückgestellt',
      'Aufgabe wieder aufgenommen',
    ]);
  });

  it('shows the latest activity logged by hand, its count and colour', async () => {
    const task = await create({ assigneeId: salesUserId });
    const logged = await call('POST', '/api/ws-activities/activities', {
      entityId: accountId,
      taskId: task.id,
      activityType: 'PHONE',
      message: 'Angerufen',
      date: new Date().toISOString(),
    });
    expect(logged.statusCode, logged.body).toBe(200);
    const read = await ok<Task>(call('GET', `${base}/${task.id}`));
    expect(read.activitiesCount).toBe(1);
    expect(read.activity?.message).toBe('Angerufen');
    expect(read.activityStatusColor).toBe('GREEN');
    const now = new Date();
    expect(activityColor(new Date(now.getTime() - 3 * 86_400_000), now)).toBe('GREEN');
    expect(activityColor(new Date(now.getTime() - 20 * 86_400_000), now)).toBe('YELLOW');
    expect(activityColor(new Date(now.getTime() - 40 * 86_400_000), now)).toBe('RED');
    expect(activityColor(null, now)).toBe('RED');
  });

  it('looks up tasks (at most 30) and the active promotions whose deadline is not reached', async () => {
    const tasks = await ok<{ items: { id: number; name: string }[] }>(
      call('GET', `${base}/lookup`),
    );
    expect(tasks.items.length).toBe(30);
    const promotions = await ok<{ items: { name: string; deadline: string | null }[] }>(
      call('GET', '/api/ws-funnel/promotions/active'),
    );
    const names = promotions.items.map((promotion) => promotion.name);
    expect(names).toContain('Frühlingsaktion Gewerbe 2026');
    expect(names).not.toContain('Weihnachtsgeschäft 2025');
    expect(names).not.toContain('Herbstmesse Basel');
    expect(names).not.toContain('Ski-Saison Graubünden');
    const byName = await ok<{ items: { name: string }[] }>(
      call('GET', '/api/ws-funnel/promotions/active?nameFilter=sommer'),
    );
    expect(byName.items.map((promotion) => promotion.name)).toEqual(['Sommer-Special Tourismus']);
    expect(
      (await call('GET', '/api/ws-funnel/promotions/active', undefined, tokens.ops)).statusCode,
    ).toBe(403);
  });

  it('manages task topics like the sources: unique names, company scope, deactivation', async () => {
    const topics = '/api/ws-funnel/task-topics';
    const listed = await ok<{ items: { name: string }[] }>(call('GET', `${topics}?limit=100`));
    expect(listed.items.map((topic) => topic.name)).toContain('Neukundengewinnung');
    expect(listed.items.map((topic) => topic.name)).not.toContain('Direktmarketing');
    const made = await ok<{ id: number; version: number }>(
      call('POST', topics, { name: 'Testthema' }),
    );
    expectFieldError(await call('POST', topics, { name: 'testthema' }), 'name');
    const result = await ok<BulkResult>(
      call('POST', `${topics}/bulk/deactivate`, { ids: [made.id] }),
    );
    expect(result.done).toBe(1);
    expect((await call('GET', topics, undefined, tokens.ops)).statusCode).toBe(403);
  });

  it('keeps the tally of the tab counts equal to the rows, through every change', async () => {
    const { db } = server.database;
    const counted = async (assigneeId?: number) => {
      let rows = db
        .selectFrom('salesTask as t')
        .innerJoin('company as c', 'c.id', 't.companyId')
        .select(['t.status', db.fn.countAll<string>().as('n')])
        .where('c.name', '=', 'Adconsole Sales')
        .groupBy('t.status');
      if (assigneeId) {
        rows = rows.where((eb) =>
          eb.or([
            eb('t.status', 'in', ['NEW', 'ARCHIVED']),
            eb('t.assigneeUserId', '=', assigneeId),
          ]),
        );
      }
      return Object.fromEntries((await rows.execute()).map((row) => [row.status, Number(row.n)]));
    };
    expect(await ok(call('GET', `${base}/counts`))).toEqual(await counted());
    expect(await ok(call('GET', `${base}/counts?assigneeId=${salesUserId}`))).toEqual(
      await counted(salesUserId),
    );
    const all = await list('limit=1');
    expect(all.total).toBe(Object.values(await counted()).reduce((sum, n) => sum + n, 0));
    const mineInProgress = await list(`status=IN_PROGRESS&assigneeId=${salesUserId}&limit=1`);
    expect(mineInProgress.total).toBe((await counted(salesUserId)).IN_PROGRESS);
  });

  it('ties the demo funnel comments to existing tasks', async () => {
    const linked = await server.database.db
      .selectFrom('comment as c')
      .innerJoin('salesTask as t', 't.id', 'c.taskId')
      .select('c.id')
      .where('c.variant', '=', 'FUNNEL')
      .execute();
    expect(linked.length).toBeGreaterThan(0);
  });
});
