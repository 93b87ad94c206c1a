import type { Db } from '../../db/database.ts';
import type { Actor } from '../../http/access.ts';
import type { Scope } from '../../kit/scope.ts';

// A campaign's history (spec 2: CAMPAIGN_FIELD_CHANGED and CAMPAIGN_POSITION_FIELD_CHANGED
// system entries), written in the transaction of the change: one entry per changed field of the
// campaign or of a position, and one for a position added or removed (issue 33: only the status
// moves showed). A reference is stored by its name, as the reader reads it, never by its id.

export interface FieldChange {
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

/** The campaign's fields that point at another record, and the table that names it. */
const REFERENCES = {
  agencyAccountId: 'account',
  invoicingAccountId: 'account',
  brandId: 'brand',
  industryId: 'industry',
  salesUserId: 'appUser',
} as const;
type Referenced = (typeof REFERENCES)[keyof typeof REFERENCES];

async function namesOf(
  scope: Scope,
  trx: Db,
  table: Referenced,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  if (table === 'appUser') {
    const users = await scope
      .rows('appUser', trx)
      .select(['id', 'firstName', 'lastName'])
      .where('id', 'in', ids)
      .execute();
    return new Map(users.map((user) => [user.id, `${user.firstName} ${user.lastName}`]));
  }
  const rows = await scope.rows(table, trx).select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The changes with each reference's id replaced by the record's name. */
export async function namedChanges(
  scope: Scope,
  trx: Db,
  changes: readonly FieldChange[],
): Promise<FieldChange[]> {
  const named = new Map<string, Map<number, string>>();
  for (const table of new Set(Object.values(REFERENCES))) {
    const ids = changes
      .filter((change) => REFERENCES[change.field as keyof typeof REFERENCES] === table)
      .flatMap((change) => [change.oldValue, change.newValue])
      .filter((value): value is string => value !== null)
      .map(Number);
    named.set(table, await namesOf(scope, trx, table, [...new Set(ids)]));
  }
  const nameOf = (field: string, value: string | null) => {
    const table = REFERENCES[field as keyof typeof REFERENCES];
    if (!table || value === null) return value;
    return named.get(table)?.get(Number(value)) ?? value;
  };
  return changes.map((change) => ({
    field: change.field,
    oldValue: nameOf(change.field, change.oldValue),
    newValue: nameOf(change.field, change.newValue),
  }));
}

/**
 * Writes the history entries of a change of a campaign (or, with `position`, of one of its
 * positions) in the caller's transaction.
 */
export async function writeCampaignEntries(
  scope: Scope,
  trx: Db,
  actor: Actor,
  entry: {
    campaignId: number;
    campaignName: string;
    position?: { id: number; name: string };
    at: Date;
    changes: readonly FieldChange[];
  },
): Promise<void> {
  if (entry.changes.length === 0) return;
  const { position } = entry;
  await scope
    .insert(
      'activity',
      entry.changes.map(({ field, oldValue, newValue }) => ({
        entityType: position ? 'CAMPAIGN_POSITION_UPDATE' : 'CAMPAIGN_UPDATE',
        entityId: entry.campaignId,
        entityName: entry.campaignName,
        accountId: null,
        taskId: null,
        activityType: position ? 'CAMPAIGN_POSITION_FIELD_CHANGED' : 'CAMPAIGN_FIELD_CHANGED',
        title: position?.name ?? null,
        message: `${field}: ${oldValue ?? '–'} → ${newValue ?? '–'}`,
        activityDate: entry.at,
        creationDate: entry.at,
        creatorUserId: actor.user.userId,
        ...(position ? { campaignPositionIds: [position.id] } : {}),
        keyValues: JSON.stringify({
          campaignId: String(entry.campaignId),
          ...(position ? { campaignPositionId: String(position.id) } : {}),
          field,
          oldValue,
          newValue,
        }),
      })),
      trx,
    )
    .execute();
}
