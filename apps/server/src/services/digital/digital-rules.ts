import type { BulkRowResult } from '@adconsole/api/contracts';
import type { AccessRule, Actor } from '../../http/access.ts';
import type { Scope } from '../../kit/scope.ts';
import type { Operator } from './digital-actions.ts';

// What the calls of digital operations share: their access rules, the operator of an action,
// and the shapes of their answers.

/** Spec 3 §6: digital operations need MANAGE_DIGITAL_PRODUCTS, and each screen its own role. */
const digital = (role: 'OPS_PUSH' | 'OPS_SCREENSHOTS' | 'OPS_CHECKS'): AccessRule => ({
  roles: { allOf: ['MANAGE_DIGITAL_PRODUCTS', role] },
  company: 'actable',
});
export const opsPushAccess = digital('OPS_PUSH');
export const opsScreenshotsAccess = digital('OPS_SCREENSHOTS');
export const opsChecksAccess = digital('OPS_CHECKS');
/** Approval: ops push, never a customer (spec 3 §2.3). */
export const approvalAccess: AccessRule = {
  roles: { allOf: ['MANAGE_DIGITAL_PRODUCTS', 'OPS_PUSH'], noneOf: ['CUSTOMER'] },
  company: 'actable',
};
/** Reading the unchecked positions: the quality checks' people, or ops push. */
export const checksOrPush: AccessRule = {
  roles: { anyOf: ['OPS_CHECKS', 'OPS_PUSH'], allOf: ['MANAGE_DIGITAL_PRODUCTS'] },
  company: 'actable',
};

export const operatorOf = (actor: Actor): Operator => ({
  userId: actor.user.userId,
  companyId: actor.actingCompanyId,
  roles: [...actor.roles],
});

export const fullName = (first: string | null, last: string | null) =>
  `${first ?? ''} ${last ?? ''}`.trim();

/** Counts of a grouped query as a record. */
export const countsOf = (rows: { key: string; count: string | number | bigint }[]) =>
  Object.fromEntries(rows.map((row) => [row.key, Number(row.count)]));

/** The answer of a position action: its results, or the job that runs it. */
export const summary = (results: BulkRowResult[], dryRun: boolean, jobId?: number) => ({
  dryRun,
  done: results.filter((result) => result.outcome === 'DONE').length,
  refused: results.filter((result) => result.outcome === 'REFUSED').length,
  results,
  ...(jobId ? { jobId } : {}),
});

/** Whether `id` is a digital position of the scope's company. */
export async function isDigitalPosition(scope: Scope, id: number): Promise<boolean> {
  const position = await scope
    .byId('campaignPosition', id)
    .select(['id'])
    .where('positionType', '=', 'DIGITAL')
    .executeTakeFirst();
  return position !== undefined;
}
