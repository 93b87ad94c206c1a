// A module of its own: the histories that name a task's fields load it, not every page that
// loads the task contracts.

/**
 * A task's written fields by the key of their name (`tasks.facts.*`): the history names the
 * fields an update changed with these (server's German sentence, console's reader language).
 */
export const TASK_FIELD_NAMES: Readonly<Record<string, string>> = {
  priority: 'priority',
  description: 'description',
  accountId: 'account',
  leadSourceId: 'source',
  taskTopicId: 'topic',
  campaignId: 'campaign',
  salesPromotionId: 'promotion',
  salesPersonUserId: 'salesPerson',
  participantIds: 'participants',
};

/**
 * One field an update of a task changed, as its history entry keeps it (the key value
 * `changes`, JSON): the field (a key of TASK_FIELD_NAMES) and its values as people read them
 * (a reference by its name; the priority by its code, said in the reader's language).
 */
export interface TaskFieldChange {
  field: string;
  from: string | null;
  to: string | null;
}

/** The changes of a history entry's key value `changes`; none where it holds no list. */
export function taskFieldChangesOf(json: string | undefined): TaskFieldChange[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed)
      ? parsed.filter(
          (change): change is TaskFieldChange =>
            typeof change === 'object' && change !== null && typeof change.field === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * The changes said in one line: "Priority: Medium → High; Source: Fair → Webinar". `label`
 * names a field, `shown` says a value (a dash for none).
 */
export function saidTaskChanges(
  changes: readonly TaskFieldChange[],
  label: (field: string) => string,
  shown: (field: string, value: string | null) => string,
): string {
  return changes
    .map(
      (change) =>
        `${label(change.field)}: ${shown(change.field, change.from)} → ${shown(change.field, change.to)}`,
    )
    .join('; ');
}
