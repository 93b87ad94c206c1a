import {
  type DigitalPositionStatus,
  digitalCreativeSchema,
  operationsPositionSchema,
  pageOf,
  positionActionResultSchema,
  uncheckedPositionSchema,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeChecks } from '../src/services/digital/digital-checks.ts';
import { digitalTransitions } from '../src/services/digital/digital-transitions.ts';
import { answerOf } from './support/calls.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';
import { rowOf } from './support/rows.ts';
import { expectErrorBody, expectFieldError } from './support/sales.ts';
import { slack } from './support/slack.ts';

const OPS = '/api/ws-operations';
const positionsPage = pageOf(operationsPositionSchema);

describeOnLanes('digital operations', ['ops', 'sales', 'agency', 'admin'], ({ server, tokens }) => {
  const opsCompany = seededCompany(server, 'Adconsole Sales');
  const agencyCompany = seededCompany(server, 'Werbeagentur Muster GmbH');
  let agencyAdminOps: string;

  beforeAll(async () => {
    // An operations user of another company (the agency): same roles, other positions.
    await sql`update app_user set permissions = array['MANAGE_DIGITAL_PRODUCTS', 'OPS_PUSH', 'OPS_CHECKS', 'OPS_SCREENSHOTS']
              where email = 'companyadmin@example.com'`.execute(server.database.db);
    agencyAdminOps = await server.signIn('companyadmin@example.com');
  }, slack(120_000));

  const db = () => server.database.db;
  /** A digital position of a company in a status (moved there for the test). */
  const used: number[] = [];
  const positionIn = async (
    status: DigitalPositionStatus,
    companyId = opsCompany.id,
    extra = sql`and not exists (select 1 from ad_server_line_item li where li.campaign_position_id = p.id)`,
  ) => {
    const row = await sql<{ id: number }>`
      select p.id from campaign_position p
      where p.company_id = ${companyId} and p.position_type = 'DIGITAL' and p.status <> 'DELETED'
        and not (p.id = any(${used}::int[])) ${extra}
      order by md5(p.id::text || ${status}) limit 1`.execute(db());
    used.push(row.rows[0]?.id as number);
    const id = row.rows[0]?.id as number;
    await sql`update campaign_position set status = ${status} where id = ${id}`.execute(db());
    return id;
  };
  const statusOf = async (id: number) =>
    (await rowOf(db(), 'campaignPosition', 'status', { id })).status;
  const act = (action: string, body: object, token = tokens.ops) =>
    server.request({
      method: 'PUT',
      url: `${OPS}/campaigns/campaign-positions/${action}`,
      token,
      payload: body,
    });

  // Spec 3 §7: "GET campaigns/{status}: query page, limit (required), order, sort, searchQuery,
  // companyId, startDateFrom, startDateTo, endDateFrom, endDateTo, adMediumId."
  it('lists the positions of a status with the whole filter of spec 3 §7 "GET campaigns/{status}: query page, limit (required), … companyId, startDateFrom, startDateTo, endDateFrom, endDateTo, adMediumId"', async () => {
    const response = await server.send(
      'GET',
      `${OPS}/campaigns/RUNNING?page=0&limit=20&sort=startDate&order=DESC`,
      tokens.ops,
    );
    const page = positionsPage.parse(await answerOf(response));
    expect(page.total).toBeGreaterThan(0);
    expect(
      page.items.every((item) => item.status === 'RUNNING' && item.companyId === opsCompany.id),
    ).toBe(true);
    expect(page.items.some((item) => item.lineItem?.adServer === 'Built-in ad server')).toBe(true);
    expect(page.items.some((item) => item.delivered.impressions > 0)).toBe(true);
    const days = page.items.map((item) => item.startDate);
    expect([...days].sort().reverse()).toEqual(days);
    expectFieldError(
      await server.send('GET', `${OPS}/campaigns/RUNNING?limit=20`, tokens.ops),
      'page',
    );
    expectFieldError(
      await server.send('GET', `${OPS}/campaigns/RUNNING?page=0`, tokens.ops),
      'limit',
    );
    expectErrorBody(
      await server.send('GET', `${OPS}/campaigns/SHINY?page=0&limit=5`, tokens.ops),
      404,
    );
    const first = page.items[0];
    const searched = positionsPage.parse(
      (
        await server.send(
          'GET',
          `${OPS}/campaigns/ALL?page=0&limit=50&searchQuery=${encodeURIComponent(first?.campaign.name ?? '')}&adMediumId=${first?.adMedium.id}&startDateFrom=${first?.startDate}&startDateTo=${first?.startDate}`,
          tokens.ops,
        )
      ).json(),
    );
    expect(searched.items.map((item) => item.id)).toContain(first?.id);
    expect(
      searched.items.every(
        (item) => item.adMedium.id === first?.adMedium.id && item.startDate === first?.startDate,
      ),
    ).toBe(true);
    const counts = await server.send('GET', `${OPS}/campaign-positions/counts`, tokens.ops);
    expect((counts.json() as Record<string, number>).RUNNING).toBeGreaterThanOrEqual(page.total);
  });

  it('keeps the lists from roles without ops push and from another company', async () => {
    expectErrorBody(
      await server.send('GET', `${OPS}/campaigns/ALL?page=0&limit=5`, tokens.sales),
      403,
    );
    expectErrorBody(
      await server.send('GET', `${OPS}/campaigns/ALL?page=0&limit=5`, tokens.agency),
      403,
    );
    const foreign = await server.send(
      'GET',
      `${OPS}/campaigns/ALL?page=0&limit=5&companyId=${opsCompany.id}`,
      agencyAdminOps,
    );
    expectErrorBody(foreign, 403);
    const own = positionsPage.parse(
      (await server.send('GET', `${OPS}/campaigns/ALL?page=0&limit=100`, agencyAdminOps)).json(),
    );
    expect(own.items.every((item) => item.companyId === agencyCompany.id)).toBe(true);
  });

  // Issue 37: the company filter offers exactly the companies the lists may show (the 'actable'
  // scope of their declaration): the ops user's own company only (no SWITCH_COMPANY_VIEW), every
  // company for an administrator; each offered one lists its own positions, any other is a 403.
  it('offers in its company filter exactly the companies the lists show', async () => {
    const offered = async (token: string) =>
      (
        (
          await server.send('GET', '/api/ws-companies/companies?page=0&limit=100', token)
        ).json() as {
          items: { id: number }[];
          total: number;
        }
      ).items.map((item) => item.id);
    const listOf = (companyId: number, token: string) =>
      server.send('GET', `${OPS}/campaigns/ALL?page=0&limit=20&companyId=${companyId}`, token);
    expect(await offered(tokens.ops)).toEqual([opsCompany.id]);
    const own = positionsPage.parse((await listOf(opsCompany.id, tokens.ops)).json());
    expect(own.total).toBeGreaterThan(0);
    expectErrorBody(await listOf(agencyCompany.id, tokens.ops), 403);
    const everyone = await offered(tokens.admin);
    const companies = await db().selectFrom('company').select('id').execute();
    expect(everyone.toSorted()).toEqual(companies.map((company) => company.id).toSorted());
    const theirs = positionsPage.parse((await listOf(agencyCompany.id, tokens.admin)).json());
    expect(theirs.total).toBeGreaterThan(0);
    expect(theirs.items.every((item) => item.companyId === agencyCompany.id)).toBe(true);
  });

  it('pushes ready positions to the built-in ad server with a result and an activity per position', async () => {
    const ids = [
      await positionIn('READY_TO_PUSH'),
      await positionIn('READY_TO_PUSH'),
      await positionIn('RUNNING'),
    ];
    const preview = positionActionResultSchema.parse(
      (await act('push-to-adserver', { ids, dryRun: true })).json(),
    );
    expect(preview).toMatchObject({ dryRun: true, done: 2, refused: 1 });
    // Issue 33 (s6 point 7): the preview named only the position ("Video Pre-Roll Alpenblick
    // Online"); each entry says its campaign and account too.
    const [first] = (
      await sql<{ campaign: string; account: string }>`
        select c.name as campaign, a.name as account from campaign_position p
        join campaign c on c.id = p.campaign_id join account a on a.id = c.advertiser_account_id
        where p.id = ${ids[0] as number}`.execute(db())
    ).rows;
    expect(preview.results[0]?.context).toBe(`${first?.campaign} · ${first?.account}`);
    expect(preview.results.every((row) => row.context)).toBe(true);
    expect(await statusOf(ids[0] as number)).toBe('READY_TO_PUSH');
    const response = await act('push-to-adserver', { ids });
    const result = positionActionResultSchema.parse(await answerOf(response));
    expect(result.results.map((row) => row.outcome)).toEqual(['DONE', 'DONE', 'REFUSED']);
    expect(result.results[2]?.reason).toMatch(/RUNNING/);
    for (const id of ids.slice(0, 2)) {
      expect(['READY', 'PENDING']).toContain(await statusOf(id));
      const item = await db()
        .selectFrom('adServerLineItem')
        .selectAll()
        .where('campaignPositionId', '=', id)
        .executeTakeFirstOrThrow();
      expect(item).toMatchObject({
        externalId: `li-${id}`,
        state: 'ACTIVE',
        pushCount: 1,
        adServer: 'BUILT_IN',
      });
      const entries = await sql<{
        activityType: string;
      }>`select activity_type from activity where campaign_position_ids @> array[${id}::int] order by id`.execute(
        db(),
      );
      expect(entries.rows.map((row) => row.activityType)).toContain('PUSH_TO_ADSERVER');
      const history = await db()
        .selectFrom('campaignPositionHistory')
        .select(['fieldName', 'oldValue'])
        .where('campaignPositionId', '=', id)
        .execute();
      expect(history).toContainEqual({ fieldName: 'status', oldValue: 'READY_TO_PUSH' });
    }
    // A refused single move answers 409 with the reason.
    const refused = expectErrorBody(await act('push-to-adserver', { ids: [ids[2]] }), 409);
    expect(refused.message).toMatch(/RUNNING/);
  });

  it('an ops user of another company changes nothing', async () => {
    const id = await positionIn('READY_TO_PUSH');
    const response = await act('push-to-adserver', { ids: [id, id + 0] }, agencyAdminOps);
    expectErrorBody(response, 404);
    const bulk = positionActionResultSchema.parse(
      (
        await act(
          'change-status',
          { ids: [id, await positionIn('RUNNING', agencyCompany.id)], status: 'HIDDEN' },
          agencyAdminOps,
        )
      ).json(),
    );
    expect(bulk.results[0]).toMatchObject({ id, outcome: 'REFUSED', translationKey: 'NOT_FOUND' });
    expect(await statusOf(id)).toBe('READY_TO_PUSH');
    expect(
      await db()
        .selectFrom('adServerLineItem')
        .select('campaignPositionId')
        .where('campaignPositionId', '=', id)
        .executeTakeFirst(),
    ).toBeUndefined();
    expectErrorBody(await act('push-to-adserver', { ids: [id] }, tokens.sales), 403);
  });

  // Spec 3 §4: "Position status changes come from these actions: change-status, check-stage,
  // push-to-adserver, clear-update, unhide, toggle-creatives-uploaded, request-creatives,
  // push-to-external-system, send-proofs (print). The allowed transitions between statuses are not
  // shown." The table is the project's decision (README of the digital area).
  describe('the transition table (spec 3 §4 "Position status changes come from these actions: change-status, …")', () => {
    it.each(digitalTransitions.rows.map((row) => [row.from, row.to] as const))(
      'moves %s → %s',
      async (from, to) => {
        const id = await positionIn(from);
        if (from === 'HIDDEN') {
          await sql`insert into digital_position_state (campaign_position_id, company_id, status_before_hidden) values (${id}, ${opsCompany.id}, ${to})
                  on conflict (campaign_position_id) do update set status_before_hidden = ${to}`.execute(
            db(),
          );
          const response = await act('unhide', { ids: [id] });
          expect(response.statusCode, response.body).toBe(200);
        } else {
          const response = await act('change-status', { ids: [id], status: to });
          expect(response.statusCode, response.body).toBe(200);
        }
        expect(await statusOf(id)).toBe(to);
        const entry = await sql<{
          message: string;
        }>`select message from activity where campaign_position_ids @> array[${id}::int]
                    and activity_type = 'CAMPAIGN_POSITION_FIELD_CHANGED' order by id desc limit 1`.execute(
          db(),
        );
        expect(entry.rows[0]?.message).toBe(`status: ${from} → ${to}`);
      },
    );

    it('refuses every move not in the table with 409 and the reason', async () => {
      const statuses = [...new Set(digitalTransitions.rows.flatMap((row) => [row.from, row.to]))];
      for (const from of statuses) {
        for (const to of statuses) {
          if (from === to) continue;
          const allowed = digitalTransitions.rows.some((row) => row.from === from && row.to === to);
          expect(digitalTransitions.check(from, to).allowed).toBe(allowed);
        }
      }
      const id = await positionIn('CREATIVE_PENDING');
      const body = expectErrorBody(
        await act('change-status', { ids: [id], status: 'RUNNING' }),
        409,
      );
      expect(body).toMatchObject({
        message: 'Digital position in CREATIVE_PENDING cannot move to RUNNING',
        translationKey: 'TRANSITION_NOT_ALLOWED',
      });
      expect(await statusOf(id)).toBe('CREATIVE_PENDING');
      expectFieldError(await act('change-status', { ids: [id] }), 'status');
    });
  });

  it('clears an update, toggles uploaded creatives, hides and unhides', async () => {
    const update = await positionIn('PUSH_UPDATE');
    expect((await act('clear-update', { ids: [update] })).statusCode).toBe(200);
    expect(await statusOf(update)).toBe('RUNNING');
    const pending = await positionIn('CREATIVE_PENDING');
    expect((await act('toggle-creatives-uploaded', { ids: [pending] })).statusCode).toBe(200);
    expect(await statusOf(pending)).toBe('CREATIVE_RECEIVED');
    expect((await act('toggle-creatives-uploaded', { ids: [pending] })).statusCode).toBe(200);
    expect(await statusOf(pending)).toBe('CREATIVE_PENDING');
    const running = await positionIn(
      'RUNNING',
      opsCompany.id,
      sql`and exists (select 1 from ad_server_line_item li where li.campaign_position_id = p.id)`,
    );
    expect((await act('change-status', { ids: [running], status: 'HIDDEN' })).statusCode).toBe(200);
    // The ad server's line item pauses with the hidden position and resumes with it.
    const lineItemState = async () =>
      (await rowOf(db(), 'adServerLineItem', 'state', { campaignPositionId: running })).state;
    expect(await lineItemState()).toBe('INACTIVE');
    expect((await act('unhide', { ids: [running] })).statusCode).toBe(200);
    expect(await statusOf(running)).toBe('RUNNING');
    expect(await lineItemState()).toBe('ACTIVE');
  });

  // Spec 3 §7: "GET campaigns/campaign-positions/unchecked/{checkType}: query page, limit
  // (required), order, sort, searchQuery, companyId, adMediumId." and "GET creatives/stage-comments."
  it('lists unchecked positions per check type with delivery, confirms a check and records an event (spec 3 §7 "GET creatives/stage-comments.")', async () => {
    const response = await server.send(
      'GET',
      `${OPS}/campaigns/campaign-positions/unchecked/CTR?page=0&limit=10&result=ERROR`,
      tokens.ops,
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = pageOf(uncheckedPositionSchema).parse(response.json());
    expect(page.total).toBeGreaterThan(0);
    const first = page.items[0];
    if (!first) throw new Error('no CTR error');
    const ctr = first.checks.find((check) => check.checkType === 'CTR');
    expect(ctr).toMatchObject({ result: 'ERROR', threshold: 0.1 });
    expect(ctr?.value).toBeLessThan(0.1);
    expect(first.deliveryDays.length).toBeGreaterThan(0);
    const event = await server.send(
      'POST',
      `${OPS}/campaigns/campaign-positions/${first.id}/optimization-events`,
      tokens.ops,
      { event: 'CTR_OPTIMIZED', note: 'Motiv gewechselt' },
    );
    expect(event.statusCode, event.body).toBe(200);
    const checked = positionActionResultSchema.parse(
      (
        await act('check-stage', { ids: [first.id], checkType: 'CTR', comment: 'Kunde informiert' })
      ).json(),
    );
    expect(checked.done).toBe(1);
    const entry = await sql<{
      activityType: string;
    }>`select activity_type from activity where campaign_position_ids @> array[${first.id}::int] order by id desc limit 1`.execute(
      db(),
    );
    expect(entry.rows[0]?.activityType).toBe('RUNNING_STAGE_CHECKED');
    const again = pageOf(uncheckedPositionSchema).parse(
      (
        await server.send(
          'GET',
          `${OPS}/campaigns/campaign-positions/unchecked/CTR?page=0&limit=100&result=ERROR`,
          tokens.ops,
        )
      ).json(),
    );
    expect(again.items.map((item) => item.id)).not.toContain(first.id);
    expectErrorBody(await act('check-stage', { ids: [first.id], checkType: 'CTR' }), 409);
    const comments = await server.send(
      'GET',
      `${OPS}/creatives/stage-comments?positionId=${first.id}`,
      tokens.ops,
    );
    expect((comments.json() as { items: { message: string }[] }).items[0]?.message).toBe(
      'Kunde informiert',
    );
    expectFieldError(
      await server.send(
        'GET',
        `${OPS}/campaigns/campaign-positions/unchecked/CTR?page=0`,
        tokens.ops,
      ),
      'limit',
    );
    const counts = (
      await server.send('GET', `${OPS}/campaign-positions/unchecked-counts`, tokens.ops)
    ).json() as Record<string, number>;
    expect(counts.ALL).toBeGreaterThan(0);
  });

  it('counts each quality-assurance tab by its own queue (issue 33: every tab showed the same count)', async () => {
    const get = async (url: string) => {
      const response = await server.send('GET', url, tokens.ops);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const counts = (await get(`${OPS}/campaign-positions/unchecked-counts`)) as Record<
      string,
      number
    >;
    const types = ['START', 'DELIVERY_RATE', 'CTR', 'VIEWABILITY'] as const;
    for (const type of types) {
      const page = pageOf(uncheckedPositionSchema).parse(
        await get(`${OPS}/campaigns/campaign-positions/unchecked/${type}?page=0&limit=1`),
      );
      expect(counts[type] ?? 0, type).toBe(page.total);
    }
    // The demo data's ops confirmed the passed checks of positions that run for more than a
    // week: what waits is the errors and the new positions' checks, a queue per check type.
    expect(new Set(types.map((type) => counts[type])).size).toBeGreaterThan(1);
    expect(counts.ALL ?? 0).toBeGreaterThan(0);
  });

  it('computes the checks from the delivery figures with the README thresholds', async () => {
    const id = await positionIn(
      'RUNNING',
      opsCompany.id,
      sql`and exists (select 1 from ad_server_line_item li where li.campaign_position_id = p.id)`,
    );
    await sql`delete from ad_server_delivery where campaign_position_id = ${id}`.execute(db());
    await sql`update ad_server_line_item set goal_impressions = 10000, start_date = current_date - 10, end_date = current_date + 9 where campaign_position_id = ${id}`.execute(
      db(),
    );
    await sql`insert into ad_server_delivery select ${id}, d::date, 500, 0, 200 from generate_series(current_date - 10, current_date - 1, interval '1 day') d`.execute(
      db(),
    );
    const yesterday = (
      await sql<{ day: string }>`select (current_date - 1)::text as day`.execute(db())
    ).rows[0]?.day as string;
    await computeChecks(db(), yesterday, [id]);
    const checks = await db()
      .selectFrom('positionCheck')
      .select(['checkType', 'result', 'value'])
      .where('campaignPositionId', '=', id)
      .orderBy('checkType')
      .execute();
    const byType = Object.fromEntries(
      checks.map((check) => [check.checkType, [check.result, Number(check.value)]]),
    );
    expect(byType).toMatchObject({
      START: ['OK', 1000],
      DELIVERY_RATE: ['OK', 100],
      CTR: ['ERROR', 0],
      VIEWABILITY: ['ERROR', 40],
    });
  });

  it('approves and rejects creatives; the badge counts what is pending', async () => {
    const count = async () =>
      (
        (
          await server.send(
            'GET',
            '/api/ws-creatives/creatives/count?creativeStatus=PENDING_APPROVAL',
            tokens.ops,
          )
        ).json() as {
          count: number;
        }
      ).count;
    const before = await count();
    expect(before).toBeGreaterThan(2);
    const list = pageOf(digitalCreativeSchema).parse(
      (
        await server.send('GET', `${OPS}/creatives/approval/PENDING_APPROVAL?limit=10`, tokens.ops)
      ).json(),
    );
    expect(list.total).toBe(before);
    const [first, second] = list.items;
    if (!first || !second) throw new Error('too few creatives');
    const approve = await server.send('PUT', `${OPS}/creatives/${first.id}/approval`, tokens.ops, {
      approvalState: 'APPROVED',
      version: first.version,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expectFieldError(
      await server.send('PUT', `${OPS}/creatives/${second.id}/approval`, tokens.ops, {
        approvalState: 'REJECTED',
        version: second.version,
      }),
      'reason',
    );
    const reject = await server.send('PUT', `${OPS}/creatives/${second.id}/approval`, tokens.ops, {
      approvalState: 'REJECTED',
      reason: 'Logo unscharf',
      version: second.version,
    });
    expect(digitalCreativeSchema.parse(reject.json())).toMatchObject({
      approvalState: 'REJECTED',
      rejectionReason: 'Logo unscharf',
      status: 'REJECTED',
    });
    expect(await count()).toBe(before - 2);
    if (second.position) expect(await statusOf(second.position.id)).toBe('DECLINED');
    const declined = await sql<{
      activityType: string;
    }>`select activity_type from activity where entity_type = 'CREATIVE_TECHNICAL' and entity_id = ${second.id}`.execute(
      db(),
    );
    expect(declined.rows.map((row) => row.activityType)).toEqual(['CREATIVE_DECLINED']);
    expectErrorBody(
      await server.send('PUT', `${OPS}/creatives/${first.id}/approval`, tokens.ops, {
        approvalState: 'APPROVED',
        version: first.version,
      }),
      412,
    );
    expectErrorBody(
      await server.send('PUT', `${OPS}/creatives/${first.id}/approval`, tokens.ops, {
        approvalState: 'APPROVED',
        version: first.version + 1,
      }),
      409,
    );
    expectErrorBody(
      await server.send('PUT', `${OPS}/creatives/${first.id}/approval`, agencyAdminOps, {
        approvalState: 'APPROVED',
        version: first.version + 1,
      }),
      404,
    );
    const drafts = await server.send(
      'GET',
      `${OPS}/creatives/approval/PENDING_APPROVAL?kind=DRAFT`,
      tokens.ops,
    );
    expect(
      pageOf(digitalCreativeSchema)
        .parse(drafts.json())
        .items.every((item) => item.kind === 'DRAFT'),
    ).toBe(true);
  });

  it('requests creatives by mail through the outbox, with the text in a language', async () => {
    const id = await positionIn('CREATIVE_PENDING');
    const position = await db()
      .selectFrom('campaignPosition')
      .select('campaignId')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const text = await server.send(
      'POST',
      `${OPS}/campaigns/${position.campaignId}/emails/text?language=fr`,
      tokens.ops,
      { positionIds: [id] },
    );
    expect(text.statusCode, text.body).toBe(200);
    expect((text.json() as { subject: string }).subject).toMatch(/^Supports publicitaires/);
    const response = await server.send(
      'PUT',
      `${OPS}/campaigns/${position.campaignId}/campaign-positions/request-creatives`,
      tokens.ops,
      { positionIds: [id], language: 'de', recipient: 'werbung@beispiel.ch' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusOf(id)).toBe('CREATIVE_REQUESTED');
    const mail = await db()
      .selectFrom('mailOutbox')
      .selectAll()
      .where('relatedType', '=', 'CAMPAIGN')
      .where('relatedId', '=', position.campaignId)
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      recipient: 'werbung@beispiel.ch',
      state: 'QUEUED',
      template: 'digital-creatives-request',
    });
    expect(mail.subject).toMatch(/^Werbemittel/);
    expectErrorBody(
      await server.send(
        'PUT',
        `${OPS}/campaigns/${position.campaignId}/campaign-positions/request-creatives`,
        agencyAdminOps,
        { positionIds: [id] },
      ),
      404,
    );
  });

  it('shows screenshots per tab as images and moves them', async () => {
    const counts = (
      await server.send('GET', `${OPS}/screenshot-counts`, tokens.ops)
    ).json() as Record<string, number>;
    expect(Object.keys(counts).sort()).toEqual(['approvals', 'campaigns', 'done', 'hidden']);
    const list = await server.send('GET', `${OPS}/screenshots/campaigns`, tokens.ops);
    const items = (list.json() as { items: { id: number; status: string; version: number }[] })
      .items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => ['NEW', 'DECLINED'].includes(item.status))).toBe(true);
    const image = await server.send('GET', `${OPS}/screenshots/${items[0]?.id}/image`, tokens.ops);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const moved = await server.send(
      'PUT',
      `${OPS}/screenshots/${items[0]?.id}/status`,
      tokens.ops,
      { status: 'APPROVED', version: items[0]?.version },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const done = await server.send('GET', `${OPS}/screenshots/done?limit=100`, tokens.ops);
    expect((done.json() as { items: { id: number }[] }).items.map((item) => item.id)).toContain(
      items[0]?.id,
    );
    expectErrorBody(
      await server.send('GET', `${OPS}/screenshots/${items[0]?.id}/image`, agencyAdminOps),
      404,
    );
    expectErrorBody(await server.send('GET', `${OPS}/screenshots/campaigns`, tokens.sales), 403);
  });

  it(
    'runs an action on many positions as a background job with per-position results',
    async () => {
      const ids = (
        await sql<{
          id: number;
        }>`select id from campaign_position where company_id = ${opsCompany.id} and position_type = 'DIGITAL' order by id limit 60`.execute(
          db(),
        )
      ).rows.map((row) => row.id);
      await sql`update campaign_position set status = 'READY_TO_PUSH' where id = any(${ids}::int[])`.execute(
        db(),
      );
      await sql`delete from ad_server_line_item where campaign_position_id = any(${ids}::int[])`.execute(
        db(),
      );
      const started = positionActionResultSchema.parse(
        (await act('push-to-adserver', { ids })).json(),
      );
      expect(started.jobId).toBeGreaterThan(0);
      let results = started;
      for (let attempt = 0; attempt < 100; attempt++) {
        const run = await db()
          .selectFrom('jobRun')
          .select('state')
          .where('id', '=', started.jobId as number)
          .executeTakeFirstOrThrow();
        if (run.state === 'COMPLETED') break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      results = positionActionResultSchema.parse(
        (await server.send('GET', `${OPS}/position-actions/${started.jobId}`, tokens.ops)).json(),
      );
      expect(results.done).toBe(60);
      const pushed = await sql<{
        count: string;
      }>`select count(*) from ad_server_line_item where campaign_position_id = any(${ids}::int[]) and push_count = 1`.execute(
        db(),
      );
      expect(Number(pushed.rows[0]?.count)).toBe(60);
      expectErrorBody(
        await server.send('GET', `${OPS}/position-actions/${started.jobId}`, agencyAdminOps),
        404,
      );
    },
    slack(60_000),
  );
});
