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
