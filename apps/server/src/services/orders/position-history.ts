import {
  type CampaignPositionType,
  type ChangeKind,
  endpoints,
  type PositionHistoryEntry,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { AccessRule } from '../../http/access.ts';
import { registerEndpoint } from '../../http/routes.ts';
import { listPage, newestFirst } from '../../kit/paged-list.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { positionNameIn } from './orders-record.ts';

/**
 * The order desk (spec 1 §2.6: agencies and workflow staff, not the post-ad-manager) reads
 * the history of its company's campaigns.
 */
export const positionHistoryAccess: AccessRule = {
  roles: { anyOf: ['AGENCY', 'WORKFLOW'], noneOf: ['POSTADMANAGER'] },
  company: 'actable',
};

/** Whether a position of the entry's campaign was deleted: it has a DELETE entry. */
const positionDeleted = sql<boolean>`exists (
  select 1 from campaign_position_history d
  where d.campaign_id = h.campaign_id
    and d.campaign_position_id = h.campaign_position_id
    and d.change_kind = 'DELETE'
)`;

/** The campaign's history, without deleted positions unless asked, of one type if asked. */
interface HistoryFilters {
  includeDeleted: boolean;
  campaignPositionType?: CampaignPositionType | undefined;
}

/** A call about a campaign's history: the campaign in the path, the filters in the query. */
interface HistoryCall {
  scope: Scope;
  params: { campaignId: number };
  query: HistoryFilters;
}

function history(scope: Scope, campaignId: number, filters: HistoryFilters) {
  let entries = scope.rows('campaignPositionHistory as h').where('h.campaignId', '=', campaignId);
  if (!filters.includeDeleted) entries = entries.where(sql<boolean>`not ${positionDeleted}`);
  if (filters.campaignPositionType) {
    entries = entries.where('h.campaignPositionType', '=', filters.campaignPositionType);
  }
  return entries;
}

type History = ReturnType<typeof history>;

/** The entry's position name, its product's name in the reader's language (orders-record.ts). */
const shownName = (scope: Scope) => sql<string>`coalesce((
  select ${positionNameIn(scope.language, 'h.positionName')}
  from campaign_position p join product pr on pr.id = p.product_id
  where p.id = h.campaign_position_id), h.position_name)`;

async function pageOfHistory(scope: Scope, entries: History, page: number, limit: number) {
  const { items: rows, total } = await listPage(
    entries,
    {
      ...newestFirst('h.changedAt', 'h.id'),
      select: (history) =>
        history
          .leftJoin('appUser as u', 'u.id', 'h.changedByUserId')
          .select([
            'h.id',
            'h.campaignId',
            'h.campaignPositionId',
            'h.campaignPositionType',
            shownName(scope).as('positionName'),
            'h.changeKind',
            'h.fieldName',
            'h.oldValue',
            'h.newValue',
            'h.changedAt',
            'u.firstName',
            'u.lastName',
            positionDeleted.as('positionDeleted'),
          ]),
    },
    { page, limit },
  );
  return {
    items: rows.map(
      (row): PositionHistoryEntry => ({
        id: row.id,
        campaignId: row.campaignId,
        campaignPositionId: row.campaignPositionId,
        campaignPositionType: row.campaignPositionType as CampaignPositionType,
        positionName: row.positionName,
        changeKind: row.changeKind as ChangeKind,
        field: row.fieldName,
        oldValue: row.oldValue,
        newValue: row.newValue,
        changedBy: row.firstName ? `${row.firstName} ${row.lastName}` : null,
        changedAt: row.changedAt.toISOString(),
        positionDeleted: row.positionDeleted,
      }),
    ),
    total,
  };
}

/**
 * The campaign-position history and its three lookups (spec 2 §7). A campaign without
 * history (or another company's) answers an empty list.
 */
export function registerPositionHistoryService({ app }: ServiceContext): void {
  const access = positionHistoryAccess;

  /** The history of the call's campaign under the call's filters. */
  const historyOf = ({ scope, params, query }: HistoryCall) =>
    history(scope, params.campaignId, query);

  registerEndpoint(app, endpoints.positionHistory, access, async (call) => {
    const { scope, query } = call;
    return pageOfHistory(scope, historyOf(call), query.page, query.limit);
  });

  registerEndpoint(app, endpoints.positionHistoryTypes, access, async (call) => {
    const rows = await historyOf(call)
      .select('h.campaignPositionType')
      .distinct()
      .orderBy('h.campaignPositionType')
      .execute();
    return {
      items: rows.map((row) => row.campaignPositionType as CampaignPositionType),
    };
  });

  registerEndpoint(app, endpoints.positionHistoryPositions, access, async (call) => {
    // The latest name and type of each position.
    const rows = await historyOf(call)
      .select([
        'h.campaignPositionId',
        'h.campaignPositionType',
        shownName(call.scope).as('positionName'),
        positionDeleted.as('deleted'),
      ])
      .distinctOn('h.campaignPositionId')
      .orderBy('h.campaignPositionId')
      .orderBy('h.changedAt', 'desc')
      .orderBy('h.id', 'desc')
      .execute();
    return {
      items: rows.map((row) => ({
        campaignPositionId: row.campaignPositionId,
        campaignPositionType: row.campaignPositionType as CampaignPositionType,
        name: row.positionName,
        deleted: row.deleted,
      })),
    };
  });

  registerEndpoint(
    app,
    endpoints.positionHistoryOfPosition,
    access,
    async ({ params, query, scope }) => {
      // One position's own history shows its deletion too.
      const entries = history(scope, params.campaignId, {
        includeDeleted: true,
      }).where('h.campaignPositionId', '=', params.campaignPositionId);
      return pageOfHistory(scope, entries, query.page, query.limit);
    },
  );
}
