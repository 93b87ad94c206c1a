import { z } from 'zod/mini';
import { positiveInt, timestamp } from './primitives.ts';

// A record's audit trail (the settings audit, a promotion's history; issue 37): a module of its
// own, so that a screen reading a promotion's history does not load the settings' contracts.

/** One changed field of a record: its old and new value, who changed it and when. */
export const settingsAuditEntrySchema = z.object({
  id: positiveInt(),
  field: z.string(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  actor: z.nullable(z.string()),
  changedAt: timestamp(),
});
