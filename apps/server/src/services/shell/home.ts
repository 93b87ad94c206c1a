import {
  type Counts,
  creditNoteEndpoints,
  dispatchEndpoints,
  type Endpoint,
  endpoints,
  type HomeCount,
  type HomeCountKey,
  invoiceEndpoints,
  paymentEndpoints,
  printPositionEndpoints,
  taskEndpoints,
} from '@adconsole/api/contracts';
import { SELECTED_COMPANY_HEADER } from '@adconsole/api/envelope';
import { satisfiesRoles } from '@adconsole/api/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessRule, Actor } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { registerEndpoint, routeUrl } from '../../http/routes.ts';
import { analogAccess } from '../analog/analog-operations.ts';
import { complianceAccess } from '../compliance/access.ts';
import type { ServiceContext } from '../context.ts';
import { funnelAccess } from '../crm/sales-records.ts';
import { approvalAccess, opsPushAccess } from '../digital/digital-rules.ts';
import { invoicingAccess } from '../finances/invoice-access.ts';
import { paymentsAccess } from '../finances/payments.ts';
import { printAccess } from '../print/print-rules.ts';

/**
 * One count of the home: the tab of a list it counts. `call` is the list's own tab-count call
 * and `access` the rule that call is registered with, so a count is offered exactly to whom its
 * list opens and counts what the list's tab shows (same query, same filters, same company).
 */
interface HomeCountSource {
  key: HomeCountKey;
  access: AccessRule;
  call: Endpoint;
  /** The filters the home's link puts into the list's URL, as the counts call takes them. */
  query: (actor: Actor) => Record<string, string>;
  tab: string;
}

const mine = (actor: Actor) => ({ assigneeId: String(actor.user.userId) });
const none = () => ({});

/** The home's counts, in the order the home shows them (issue 33 "a home per role"). */
export const HOME_COUNT_SOURCES: readonly HomeCountSource[] = [
  {
    key: 'myTasksInProgress',
    access: funnelAccess,
    call: taskEndpoints.counts,
    query: mine,
    tab: 'IN_PROGRESS',
  },
  {
    key: 'mySnoozedTasks',
    access: funnelAccess,
    call: taskEndpoints.counts,
    query: mine,
    tab: 'SNOOZED',
  },
  {
    key: 'unassignedTasks',
    access: funnelAccess,
    call: taskEndpoints.counts,
    query: none,
    tab: 'NEW',
  },
  {
    key: 'creativesToApprove',
    access: approvalAccess,
    call: endpoints.operationsCreativeCounts,
    query: () => ({ kind: 'CREATIVE' }),
    tab: 'PENDING_APPROVAL',
  },
  {
    key: 'digitalPositionsToPush',
    access: opsPushAccess,
    call: endpoints.operationsPositionCounts,
    query: none,
    tab: 'READY_TO_PUSH',
  },
  {
    key: 'printPositionsToPush',
    access: printAccess,
    call: printPositionEndpoints.counts,
    query: none,
    tab: 'READY_TO_PUSH',
  },
  {
    key: 'printCreativesToRequest',
    access: printAccess,
    call: printPositionEndpoints.counts,
    query: none,
    tab: 'CREATIVE_PENDING',
  },
  {
    key: 'printProofsToSend',
    access: printAccess,
    call: printPositionEndpoints.counts,
    query: none,
    tab: 'CREATIVE_RECEIVED',
  },
  {
    key: 'dispatchesToConfirm',
    access: analogAccess,
    call: dispatchEndpoints.counts,
    query: none,
    tab: 'PLANNED',
  },
  {
    key: 'dispatchesToSend',
    access: analogAccess,
    call: dispatchEndpoints.counts,
    query: none,
    tab: 'CONFIRMED',
  },
  // The finance persona's day (issue 38): overdue invoices to follow up, drafts (of the
  // month's run or by hand) to check and issue, bank payments no invoice was found for.
  {
    key: 'overdueInvoices',
    access: invoicingAccess,
    call: invoiceEndpoints.counts,
    query: none,
    tab: 'OVERDUE',
  },
  {
    key: 'draftInvoices',
    access: invoicingAccess,
    call: invoiceEndpoints.counts,
    query: none,
    tab: 'DRAFT',
  },
  {
    key: 'unmatchedPayments',
    access: paymentsAccess,
    call: paymentEndpoints.counts,
    query: none,
    tab: 'UNMATCHED',
  },
  // Issue 38: the credit notes waiting for a second person (the list's first tab).
  {
    key: 'creditNotesToApprove',
    access: complianceAccess,
    call: creditNoteEndpoints.counts,
    query: none,
    tab: 'PENDING_APPROVAL',
  },
];

/** Who may open the home's counts: workflow staff (the home is /sales, spec 1 §2.1). */
export const homeAccess: AccessRule = { roles: { anyOf: ['WORKFLOW'] }, company: 'actable' };

/**
 * Runs a list's counts call in-process as the caller (their token and acting company), so the
 * count is the list's own: its access rule, its company scope and its query answer it.
 */
async function countsAs(
  app: FastifyInstance,
  request: FastifyRequest,
  call: Endpoint,
  query: Record<string, string>,
): Promise<Counts> {
  const selected = request.headers[SELECTED_COMPANY_HEADER.toLowerCase()];
  const response = await app.inject({
    method: 'GET',
    url: routeUrl(call),
    query,
    headers: {
      authorization: request.headers.authorization ?? '',
      ...(typeof selected === 'string' ? { [SELECTED_COMPANY_HEADER]: selected } : {}),
    },
  });
  if (response.statusCode !== 200) {
    throw new HttpError(response.statusCode, `Counting ${call.path} failed`, 'COUNTS_FAILED');
  }
  return response.json() as Counts;
}

/** GET ws-home/counts: the counts the caller's roles open, each from its list's counts call. */
export function registerHomeService({ app }: ServiceContext): void {
  registerEndpoint(app, endpoints.homeCounts, homeAccess, async ({ caller, request }) => {
    const offered = HOME_COUNT_SOURCES.filter((source) =>
      source.access.roles === 'signed-in' || source.access.roles === 'anyone'
        ? true
        : satisfiesRoles(caller.roles, source.access.roles),
    );
    // One counts call per list and filter, shared by the counts of its tabs.
    const calls = new Map<string, Promise<Counts>>();
    const items: HomeCount[] = await Promise.all(
      offered.map(async (source) => {
        const query = source.query(caller);
        const id = `${source.call.path}?${new URLSearchParams(query)}`;
        let counts = calls.get(id);
        if (!counts) {
          counts = countsAs(app, request, source.call, query);
          calls.set(id, counts);
        }
        return { key: source.key, count: (await counts)[source.tab] ?? 0 };
      }),
    );
    return { items };
  });
}
