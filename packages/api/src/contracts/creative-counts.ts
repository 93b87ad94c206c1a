import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { countsSchema } from './resource.ts';

// The approval counts of digital creatives: digital operations' call, which the signed-in
// frame's navigation badge reads too. A module of its own, so the frame does not load every
// digital-operations contract for one call (issue 36: 3.3 kB on every signed-in page).

/** What the approval lists hold: creatives, or the agencies' drafts of them. */
export const CREATIVE_KINDS = ['CREATIVE', 'DRAFT'] as const;

/** How many creatives (or drafts) each approval state has. */
export const operationsCreativeCountsEndpoint = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: 'ws-operations/creatives/approval-counts',
  summary: 'How many creatives (or drafts) each approval state has',
  query: z.strictObject({ kind: z._default(z.enum(CREATIVE_KINDS), 'CREATIVE') }),
  response: countsSchema,
});
