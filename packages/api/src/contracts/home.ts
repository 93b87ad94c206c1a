import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { countInt } from './primitives.ts';

/**
 * The counts of a workflow user's home (/sales, issue 33): what they must do today, each the
 * count of one list tab (the list's own tab-count call), for the roles they hold.
 */
export const HOME_COUNTS = [
  'myTasksInProgress',
  'mySnoozedTasks',
  'unassignedTasks',
  'creativesToApprove',
  'digitalPositionsToPush',
  'printPositionsToPush',
  'printCreativesToRequest',
  'printProofsToSend',
  'dispatchesToConfirm',
  'dispatchesToSend',
  'overdueInvoices',
  'draftInvoices',
  'unmatchedPayments',
  // issue 38: credit notes that wait for a second person's approval
  'creditNotesToApprove',
] as const;
export type HomeCountKey = (typeof HOME_COUNTS)[number];

/** One count of the home: which, and how many (the tab's count in its list). */
export const homeCountSchema = z.object({ key: z.enum(HOME_COUNTS), count: countInt() });
export type HomeCount = z.infer<typeof homeCountSchema>;

export const homeCountsSchema = z.object({ items: z.array(homeCountSchema) });
export type HomeCounts = z.infer<typeof homeCountsSchema>;

export const homeEndpoints = {
  homeCounts: endpoint({
    method: 'GET',
    path: 'ws-home/counts',
    summary: "The home's counts for the caller's roles in the acting company, in one call",
    response: homeCountsSchema,
  }),
};
