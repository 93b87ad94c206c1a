import { z } from 'zod/mini';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
  }),
  commit: z.string(),
  startedAt: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
