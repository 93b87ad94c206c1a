import { homeCountsSchema } from '@adconsole/api/contracts';
import { expect, it } from 'vitest';
import { describeOnLanes } from './support/lane-server.ts';
import { companyNamed, userIdOf } from './support/sales.ts';
import type { TestServer } from './support/server.ts';

// Issue 33 "A home per role": what the user must do today for the roles they hold, each count
// linking into the exact list it counts. The spec sends every workflow user to /sales (spec 1
// §2.1 "workflow to /sales").
describeOnLanes(
  'the home counts',
  ['sales', 'ops', 'printops', 'postnetz', 'finance', 'agency', 'admin'],
  ({ server, tokens }) => {
    const get = async (
      url: string,
      token: string,
      company?: Parameters<TestServer['request']>[0]['company'],
    ) => {
      const response = await server.request({ url, token, ...(company ? { company } : {}) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Record<string, number> & { total?: number };
    };
    const homeOf = async (
      token: string,
      company?: Parameters<TestServer['request']>[0]['company'],
    ) =>
      Object.fromEntries(
        homeCountsSchema
          .parse(await get('/api/ws-home/counts', token, company))
          .items.map((item) => [item.key, item.count]),
      );

    /** The counts on each persona's home: its own lists' keys, in their order. */
    const listsOf = [
      ['sales', 'myTasksInProgress mySnoozedTasks unassignedTasks'],
      ['ops', 'creativesToApprove digitalPositionsToPush'],
      ['printops', 'printPositionsToPush printCreativesToRequest printProofsToSend'],
      ['postnetz', 'dispatchesToConfirm dispatchesToSend'],
    ] as const;

    it('gives each role the counts of its own lists, and nothing of the others', async () => {
      for (const [persona, keys] of listsOf) {
        expect(Object.keys(await homeOf(tokens[persona])), persona).toEqual(keys.split(' '));
      }
      // Finance: the invoices overdue and the drafts to issue, the payments no invoice was
      // found for (issue 38: "Meine Arbeit" said nothing waited despite 43 overdue invoices).
      expect(Object.keys(await homeOf(tokens.finance))).toEqual([
        'overdueInvoices',
        'draftInvoices',
        'unmatchedPayments',
        // Issue 38: the credit notes waiting for a second person (ACCESS_COMPLIANCE).
        'creditNotesToApprove',
      ]);
      // The admin holds every area role but POSTNETZ (the logistics team's own).
      expect(Object.keys(await homeOf(tokens.admin))).toEqual(
        expect.arrayContaining(['myTasksInProgress', 'creativesToApprove', 'printProofsToSend']),
      );
      expect(Object.keys(await homeOf(tokens.admin))).not.toContain('dispatchesToConfirm');
    });

    it('counts what the linked list shows: the same total, for the acting company', async () => {
      const sales = await homeOf(tokens.sales);
      const me = await userIdOf(server.database.db, 'sales@example.com');
      const tasks = (query: string) =>
        get(`/api/ws-funnel/tasks?${query}&limit=1`, tokens.sales).then((page) => page.total);
      expect(sales.myTasksInProgress).toBe(await tasks(`status=IN_PROGRESS&assigneeId=${me}`));
      expect(sales.mySnoozedTasks).toBe(await tasks(`status=SNOOZED&assigneeId=${me}`));
      expect(sales.unassignedTasks).toBe(await tasks('status=NEW'));
      expect(sales.myTasksInProgress).toBeGreaterThan(0);

      const finance = await homeOf(tokens.finance);
      const invoices = (tab: string) =>
        get(`/api/ws-finances/invoices?invoiceState=${tab}&limit=1`, tokens.finance).then(
          (page) => page.total,
        );
      expect(finance.overdueInvoices).toBe(await invoices('OVERDUE'));
      expect(finance.draftInvoices).toBe(await invoices('DRAFT'));
      expect(finance.unmatchedPayments).toBe(
        await get('/api/ws-finances/payments?status=UNMATCHED&limit=1', tokens.finance).then(
          (page) => page.total,
        ),
      );
      expect(finance.overdueInvoices).toBeGreaterThan(0);
      expect(finance.creditNotesToApprove).toBe(
        await get(
          '/api/ws-compliance/credit-notes?state=PENDING_APPROVAL&limit=1',
          tokens.finance,
        ).then((page) => page.total),
      );
      expect(finance.creditNotesToApprove).toBeGreaterThan(0);

      const ops = await homeOf(tokens.ops);
      const opsList = (path: string) =>
        get(`/api/ws-operations/${path}`, tokens.ops).then((page) => page.total);
      expect(ops.creativesToApprove).toBe(
        await opsList('creatives/approval/PENDING_APPROVAL?kind=CREATIVE&limit=1&page=0'),
      );
      expect(ops.digitalPositionsToPush).toBe(
        await opsList('campaigns/READY_TO_PUSH?limit=1&page=0'),
      );

      const printops = await homeOf(tokens.printops);
      // Issue 37: a stranger saw "531 créations reçues" lead to an empty list. The list's total
      // is the home's count, and its first page shows those rows (a row its items' joins lost
      // would count but not show).
      const printList = async (status: string) => {
        const page = (await get(
          `/api/ws-print-operations/campaign-positions?campaignPositionStatus=${status}&limit=20`,
          tokens.printops,
        )) as unknown as { total: number; items: { status: string }[] };
        expect(page.items.length, status).toBe(Math.min(page.total, 20));
        expect(page.items.every((item) => item.status === status)).toBe(true);
        return page.total;
      };
      expect(printops.printPositionsToPush).toBe(await printList('READY_TO_PUSH'));
      expect(printops.printCreativesToRequest).toBe(await printList('CREATIVE_PENDING'));
      expect(printops.printProofsToSend).toBe(await printList('CREATIVE_RECEIVED'));
      expect(printops.printProofsToSend).toBeGreaterThan(0);

      const postnetz = await homeOf(tokens.postnetz);
      const dispatches = (state: string) =>
        get(`/api/ws-analog-operations/dispatches?state=${state}&limit=20`, tokens.postnetz).then(
          (page) => page.total,
        );
      expect(postnetz.dispatchesToConfirm).toBe(await dispatches('PLANNED'));
      expect(postnetz.dispatchesToSend).toBe(await dispatches('CONFIRMED'));
      expect(
        (postnetz.dispatchesToConfirm ?? 0) + (postnetz.dispatchesToSend ?? 0),
      ).toBeGreaterThan(0);
    });

    it('scopes the counts to the company the admin acts for', async () => {
      const team = await companyNamed(server.database.db, 'Adconsole Sales');
      const own = await homeOf(tokens.admin);
      const actingForTeam = await homeOf(tokens.admin, team);
      const proofs = await get(
        '/api/ws-print-operations/campaign-positions?campaignPositionStatus=CREATIVE_RECEIVED&limit=20',
        tokens.admin,
        team,
      );
      expect(actingForTeam.printProofsToSend).toBe(proofs.total);
      expect(actingForTeam.printProofsToSend).toBeGreaterThan(0);
      expect(own.printProofsToSend).not.toBe(actingForTeam.printProofsToSend);
    });

    it('refuses a user outside the workflow companies with 403 in the error shape', async () => {
      const response = await server.request({ url: '/api/ws-home/counts', token: tokens.agency });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ translationKey: 'FORBIDDEN' });
      const anonymous = await server.request({ url: '/api/ws-home/counts' });
      expect(anonymous.statusCode).toBe(401);
    });
  },
);
