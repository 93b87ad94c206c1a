import type {
  BulkRowResult,
  CheckType,
  DigitalPositionStatus,
  PositionAction,
} from '@adconsole/api/contracts';
import { businessDay, serverMessage } from '@adconsole/api/contracts';
import { sql, type Transaction } from 'kysely';
import type { AdServer } from '../../adserver/ad-server.ts';
import type { Schema } from '../../db/database.ts';
import { ValidationError } from '../../http/errors.ts';
import { notFoundRow, refused } from '../../kit/bulk.ts';
import { scopeOf } from '../../kit/scope.ts';
import { isoDay, positionKeys, withCampaign } from '../orders/campaigns.ts';
import { type SystemActivity, writeSystemActivities } from '../timeline/timeline.ts';
import { digitalTransitions } from './digital-transitions.ts';

/** Who acts: a user of a company with their roles (a job carries these as its parameters). */
export interface Operator {
  userId: number;
  companyId: number;
  roles: readonly string[];
}

/** What an action is asked beside the positions (the changeStatusForm of spec 3 §7). */
export interface ActionOptions {
  status?: DigitalPositionStatus | undefined;
  checkType?: CheckType | undefined;
  comment?: string | undefined;
}

interface PositionRow {
  id: number;
  companyId: number;
  campaignId: number;
  name: string;
  status: string;
  unit: string;
  quantity: string;
  startDate: Date | string;
  endDate: Date | string;
  keyValues: { key: string; values: string[] }[];
  campaignName: string;
  advertiserName: string;
  creativesUploaded: boolean | null;
  statusBeforeHidden: string | null;
}

/** Which campaign and account a position of a bulk preview is of (its name alone repeats). */
const contextOf = (row: PositionRow) => `${row.campaignName} · ${row.advertiserName}`;

/** One position's planned change: where it goes and what else happens. */
interface Plan {
  row: PositionRow;
  to?: DigitalPositionStatus;
  push?: 'push' | 'update';
  pause?: boolean;
  uploaded?: boolean;
  confirm?: CheckType;
}

type Verdict = { plan: Plan } | { refused: string; translationKey: string };

const refuse = (reason: string, translationKey = 'TRANSITION_NOT_ALLOWED'): Verdict => ({
  refused: reason,
  translationKey,
});

const PUSHED = new Set(['PENDING', 'READY', 'RUNNING', 'ISSUES', 'PUSH_UPDATE']);

/** A move through the transition table, or its refusal with the table's reason. */
function move(
  row: PositionRow,
  to: DigitalPositionStatus,
  operator: Operator,
  plan: Omit<Plan, 'row' | 'to'> = {},
): Verdict {
  const verdict = digitalTransitions.check(row.status as DigitalPositionStatus, to, operator.roles);
  if (!verdict.allowed) return refuse(verdict.reason, verdict.translationKey);
  return { plan: { row, to, ...plan } };
}

/** What an action would do to one position (nothing is written here). */
function judge(
  action: PositionAction,
  row: PositionRow,
  options: ActionOptions,
  operator: Operator,
  today: string,
  checks: Map<number, Set<string>>,
): Verdict {
  const status = row.status as DigitalPositionStatus;
  switch (action) {
    case 'push-to-adserver':
      if (status === 'READY_TO_PUSH') {
        return move(row, isoDay(row.startDate) <= today ? 'READY' : 'PENDING', operator, {
          push: 'push',
        });
      }
      if (status === 'PUSH_UPDATE') return move(row, 'RUNNING', operator, { push: 'update' });
      return refuse(
        `Only positions ready to push or waiting for an update go to the ad server; this one is ${status}`,
      );
    case 'clear-update':
      if (status !== 'PUSH_UPDATE') {
        return refuse(
          `Only a position waiting for an update can be cleared; this one is ${status}`,
        );
      }
      return move(row, 'RUNNING', operator);
    case 'change-status': {
      const to = options.status as DigitalPositionStatus;
      if (to === 'HIDDEN') return move(row, to, operator, { pause: true });
      return move(row, to, operator);
    }
    case 'check-stage': {
      if (options.checkType && options.checkType !== 'ALL') {
        const checkType = options.checkType;
        if (!checks.get(row.id)?.has(checkType)) {
          return refuse(
            `The position has no ${checkType} check waiting for confirmation`,
            'NOTHING_TO_CHECK',
          );
        }
        if (options.status && options.status !== status) {
          return move(row, options.status, operator, { confirm: checkType });
        }
        return { plan: { row, confirm: checkType } };
      }
      // The creatives stage: the received creatives fit and go to approval.
      return move(row, options.status ?? 'PENDING_APPROVAL', operator);
    }
    case 'unhide': {
      if (status !== 'HIDDEN')
        return refuse(`Only a hidden position can be unhidden; this one is ${status}`);
      const back = (row.statusBeforeHidden ?? 'CREATIVE_PENDING') as DigitalPositionStatus;
      return move(row, back, operator, { pause: !PUSHED.has(back) });
    }
    case 'toggle-creatives-uploaded': {
      const uploaded = !(row.creativesUploaded ?? false);
      if (uploaded && ['CREATIVE_PENDING', 'CREATIVE_REQUESTED', 'DECLINED'].includes(status)) {
        return move(row, 'CREATIVE_RECEIVED', operator, { uploaded });
      }
      if (!uploaded && status === 'CREATIVE_RECEIVED') {
        return move(row, 'CREATIVE_PENDING', operator, { uploaded });
      }
      if (PUSHED.has(status) || status === 'FINISHED' || status === 'DELETED') {
        return refuse(`The creatives of a position in ${status} are on the ad server already`);
      }
      return { plan: { row, uploaded } };
    }
  }
}

/** The activity type an action's entry has (spec 2 §3). */
const ACTIVITY_OF: Record<PositionAction, string> = {
  'push-to-adserver': 'PUSH_TO_ADSERVER',
  'clear-update': 'CAMPAIGN_POSITION_FIELD_CHANGED',
  'change-status': 'CAMPAIGN_POSITION_FIELD_CHANGED',
  'check-stage': 'RUNNING_STAGE_CHECKED',
  unhide: 'CAMPAIGN_POSITION_FIELD_CHANGED',
  'toggle-creatives-uploaded': 'CAMPAIGN_POSITION_FIELD_CHANGED',
};

/**
 * Applies an action to positions of the operator's company in the caller's transaction (or
 * only judges them: `dryRun`): each position locked, judged by the transition table, then
 * moved together — statuses and history, the ad server's line items, the system activity
 * entries (spec 2 §3) — and answered one result per asked id. A position of another company
 * is refused as unknown: nothing of it changes.
 */
export async function applyPositionAction(
  trx: Transaction<Schema>,
  adServer: AdServer,
  operator: Operator,
  action: PositionAction,
  ids: readonly number[],
  options: ActionOptions,
  dryRun: boolean,
  now = new Date(),
): Promise<BulkRowResult[]> {
  if (action === 'change-status' && !options.status) {
    throw new ValidationError({ status: serverMessage('targetStatusRequired') }, []);
  }
  const unique = [...new Set(ids)];
  // The operator's company (a job carries it in its parameters) is the action's scope.
  let query = withCampaign(scopeOf(trx, operator.companyId).rows('campaignPosition as p'))
    .innerJoin('account as a', 'a.id', 'c.advertiserAccountId')
    .leftJoin('digitalPositionState as s', 's.campaignPositionId', 'p.id')
    .select([
      ...positionKeys,
      'p.unit',
      'p.quantity',
      'p.startDate',
      'p.endDate',
      'p.keyValues',
      'c.name as campaignName',
      'a.name as advertiserName',
      's.creativesUploaded',
      's.statusBeforeHidden',
    ])
    .where('p.id', 'in', unique)
    .where('p.positionType', '=', 'DIGITAL')
    .orderBy('p.id');
  if (!dryRun) query = query.forUpdate('p');
  const rows = (await query.execute()) as PositionRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const today = businessDay(now);
  const checks = new Map<number, Set<string>>();
  if (action === 'check-stage' && options.checkType && rows.length > 0) {
    const open = await trx
      .selectFrom('positionCheck')
      .select(['campaignPositionId', 'checkType'])
      .where(
        'campaignPositionId',
        'in',
        rows.map((row) => row.id),
      )
      .where('checkedAt', 'is', null)
      .execute();
    for (const check of open) {
      const set = checks.get(check.campaignPositionId) ?? new Set<string>();
      set.add(check.checkType);
      checks.set(check.campaignPositionId, set);
    }
  }
  const results: BulkRowResult[] = [];
  const plans: Plan[] = [];
  for (const id of unique) {
    const row = byId.get(id);
    if (!row) {
      results.push(notFoundRow(id, 'digital position', `#${id}`));
      continue;
    }
    const verdict = judge(action, row, options, operator, today, checks);
    if ('refused' in verdict) {
      results.push({
        ...refused(id, row.name, verdict.refused, verdict.translationKey),
        context: contextOf(row),
      });
    } else {
      plans.push(verdict.plan);
      results.push({ id, name: row.name, context: contextOf(row), outcome: 'DONE' });
    }
  }
  if (dryRun || plans.length === 0) return results;
  await carryOut(trx, adServer, operator, action, plans, options, now);
  return results;
}

async function carryOut(
  trx: Transaction<Schema>,
  adServer: AdServer,
  operator: Operator,
  action: PositionAction,
  plans: Plan[],
  options: ActionOptions,
  now: Date,
): Promise<void> {
  const moved = plans.filter((plan) => plan.to && plan.to !== plan.row.status);
  if (moved.length > 0) {
    const values = sql.join(moved.map((plan) => sql`(${plan.row.id}::int, ${plan.to}::text)`));
    await sql`update campaign_position p set status = v.status, version = p.version + 1, updated_at = ${now}
              from (values ${values}) v(id, status) where p.id = v.id`.execute(trx);
    await trx
      .insertInto('campaignPositionHistory')
      .values(
        moved.map((plan) => ({
          companyId: plan.row.companyId,
          campaignId: plan.row.campaignId,
          campaignPositionId: plan.row.id,
          campaignPositionType: 'DIGITAL',
          positionName: plan.row.name,
          changeKind: 'UPDATE',
          fieldName: 'status',
          oldValue: plan.row.status,
          newValue: plan.to ?? null,
          changedByUserId: operator.userId,
          changedAt: now,
        })),
      )
      .execute();
  }
  // What operations note beside the status: uploaded creatives, the status before hiding.
  const noted = plans.filter(
    (plan) => plan.uploaded !== undefined || plan.to === 'HIDDEN' || action === 'unhide',
  );
  if (noted.length > 0) {
    await trx
      .insertInto('digitalPositionState')
      .values(
        noted.map((plan) => ({
          campaignPositionId: plan.row.id,
          companyId: plan.row.companyId,
          creativesUploaded: plan.uploaded ?? plan.row.creativesUploaded ?? false,
          statusBeforeHidden: plan.to === 'HIDDEN' ? plan.row.status : null,
          updatedAt: now,
        })),
      )
      .onConflict((oc) =>
        oc.column('campaignPositionId').doUpdateSet((eb) => ({
          creativesUploaded: eb.ref('excluded.creativesUploaded'),
          statusBeforeHidden: eb.ref('excluded.statusBeforeHidden'),
          updatedAt: eb.ref('excluded.updatedAt'),
        })),
      )
      .execute();
  }
  const receipts = new Map<number, string>();
  for (const kind of ['push', 'update'] as const) {
    const pushed = plans
      .filter((plan) => plan.push === kind)
      .map((plan) => ({
        id: plan.row.id,
        companyId: plan.row.companyId,
        name: plan.row.name,
        unit: plan.row.unit,
        quantity: Number(plan.row.quantity),
        startDate: isoDay(plan.row.startDate),
        endDate: isoDay(plan.row.endDate),
        keyValues: plan.row.keyValues,
        pushedByUserId: operator.userId,
      }));
    if (pushed.length === 0) continue;
    const done =
      kind === 'push' ? await adServer.push(trx, pushed) : await adServer.update(trx, pushed);
    for (const receipt of done) {
      receipts.set(
        receipt.positionId,
        `${adServer.name}: line item ${receipt.externalId} (push ${receipt.pushCount}, ${receipt.creatives} creatives)`,
      );
    }
  }
  const paused = plans.filter((plan) => plan.pause !== undefined);
  await adServer.pause(
    trx,
    paused.filter((plan) => plan.pause).map((plan) => plan.row.id),
    true,
  );
  await adServer.pause(
    trx,
    paused.filter((plan) => !plan.pause).map((plan) => plan.row.id),
    false,
  );
  const confirmed = plans.filter((plan) => plan.confirm);
  for (const checkType of new Set(confirmed.map((plan) => plan.confirm as string))) {
    await trx
      .updateTable('positionCheck')
      .set({ checkedAt: now, checkedByUserId: operator.userId })
      .where('checkType', '=', checkType)
      .where(
        'campaignPositionId',
        'in',
        confirmed.filter((plan) => plan.confirm === checkType).map((plan) => plan.row.id),
      )
      .execute();
  }
  if (options.comment && (action === 'check-stage' || action === 'change-status')) {
    await trx
      .insertInto('stageComment')
      .values(
        plans.map((plan) => ({
          companyId: plan.row.companyId,
          campaignPositionId: plan.row.id,
          stage:
            action === 'check-stage' && options.checkType
              ? ('RUNNING' as const)
              : ('CREATIVES' as const),
          message: options.comment as string,
          authorUserId: operator.userId,
        })),
      )
      .execute();
  }
  const entries: SystemActivity[] = plans.flatMap((plan): SystemActivity[] => {
    const base: SystemActivity = {
      companyId: plan.row.companyId,
      entityType: 'CAMPAIGN_POSITION_UPDATE',
      activityType: ACTIVITY_OF[action],
      message: '',
      entityId: plan.row.campaignId,
      entityName: plan.row.campaignName,
      title: plan.row.name,
      creatorUserId: operator.userId,
      campaignPositionIds: [plan.row.id],
    };
    const statusChange =
      plan.to && plan.to !== plan.row.status
        ? `status: ${plan.row.status} → ${plan.to}`
        : undefined;
    const keyValues = {
      campaignId: String(plan.row.campaignId),
      campaignPositionId: String(plan.row.id),
      ...(statusChange
        ? { field: 'status', oldValue: plan.row.status, newValue: plan.to as string }
        : {}),
    };
    if (action === 'push-to-adserver') {
      return [
        {
          ...base,
          entityType: 'CAMPAIGN_TECHNICAL' as const,
          activityType: 'PUSH_TO_ADSERVER',
          message: `${receipts.get(plan.row.id) ?? adServer.name}; ${statusChange ?? ''}`.trim(),
          keyValues,
        },
      ];
    }
    if (action === 'check-stage') {
      const stage = plan.confirm ? 'RUNNING_STAGE_CHECKED' : 'CREATIVES_STAGE_CHECKED';
      const what = plan.confirm ? `${plan.confirm} check confirmed` : 'creatives checked';
      return [
        {
          ...base,
          entityType: 'CAMPAIGN_TECHNICAL' as const,
          activityType: stage,
          message: [what, statusChange, options.comment].filter(Boolean).join('; '),
          keyValues: { ...keyValues, ...(plan.confirm ? { checkType: plan.confirm } : {}) },
        },
      ];
    }
    if (action === 'toggle-creatives-uploaded') {
      return [
        {
          ...base,
          activityType: ACTIVITY_OF[action],
          message: [
            `creativesUploaded: ${plan.row.creativesUploaded ?? false} → ${plan.uploaded}`,
            statusChange,
          ]
            .filter(Boolean)
            .join('; '),
          keyValues: {
            ...keyValues,
            field: 'creativesUploaded',
            oldValue: String(plan.row.creativesUploaded ?? false),
            newValue: String(plan.uploaded),
          },
        },
      ];
    }
    return statusChange
      ? [{ ...base, activityType: ACTIVITY_OF[action], message: statusChange, keyValues }]
      : [];
  });
  await writeSystemActivities(trx, entries, now);
}
