import {
  type BulkRowResult,
  IAB_AUDIENCE_SECTIONS,
  type IabAudience,
  type IabAudienceSection,
  iabAudienceEndpoints,
} from '@adconsole/api/contracts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import { bulkSummary, notFoundRow, refused } from '../../kit/bulk.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { semantiqAccess } from './access.ts';
import { IAB_AUDIENCE_ROWS, IAB_AUDIENCE_TAXONOMY_VERSION } from './iab-audience-taxonomy.ts';

// The IAB audiences a Semantiq customer offers (issue 42; spec 1 §2.12 /semantiq/iab-audiences;
// DOMAIN §8 IabAudience: version, unique ID, tier path, enabled). The taxonomy is the product's
// data (iab-audience-taxonomy.ts), the same for every company; what a company offers is a row of
// its own (iab_audience_choice, on the acting company's rows by the endpoints' access). The list
// filters the shipped taxonomy in memory (379 rows) and reads the company's choices in one query.

interface TaxonomyAudience {
  id: number;
  name: string;
  parentId: number | null;
  section: IabAudienceSection;
  tier: number;
  path: string[];
}

const SECTION_OF_ROOT: Record<string, IabAudienceSection> = {
  Demographic: 'DEMOGRAPHIC',
  Interest: 'INTEREST',
  'Purchase Intent': 'PURCHASE_INTENT',
};

/** The taxonomy with each audience's path and section, in IAB's order. */
export const IAB_AUDIENCES: readonly TaxonomyAudience[] = (() => {
  const byId = new Map<number, TaxonomyAudience>();
  for (const [id, parentId, name] of IAB_AUDIENCE_ROWS) {
    const parent = parentId === null ? undefined : byId.get(parentId);
    const path = parent ? [...parent.path, name] : [name];
    const section = SECTION_OF_ROOT[path[0] ?? ''] ?? 'INTEREST';
    byId.set(id, { id, name, parentId, section, tier: path.length, path });
  }
  return [...byId.values()];
})();
const audienceById = new Map(IAB_AUDIENCES.map((audience) => [audience.id, audience]));

async function choicesOf(scope: Scope) {
  const rows = await scope.rows('iabAudienceChoice').select(['audienceId', 'enabledAt']).execute();
  return new Map(rows.map((row) => [row.audienceId, row.enabledAt]));
}

interface AudienceQuery {
  section: IabAudienceSection;
  searchQuery?: string | undefined;
  enabledOnly?: boolean | undefined;
}

const matching = (query: Omit<AudienceQuery, 'section'>, chosen: Map<number, Date>) => {
  const text = query.searchQuery?.toLowerCase();
  return IAB_AUDIENCES.filter(
    (audience) =>
      (!text ||
        audience.path.some((name) => name.toLowerCase().includes(text)) ||
        String(audience.id) === text) &&
      (!query.enabledOnly || chosen.has(audience.id)),
  );
};

export function registerIabAudiences({ app, database }: ServiceContext): void {
  registerEndpoint(app, iabAudienceEndpoints.list, semantiqAccess, async ({ scope, query }) => {
    const chosen = await choicesOf(scope);
    const rows = matching(query, chosen).filter((audience) => audience.section === query.section);
    const sorted =
      query.sort === 'name'
        ? [...rows].sort(
            (a, b) => a.path.join(' ').localeCompare(b.path.join(' '), 'en') || a.id - b.id,
          )
        : rows;
    const ordered = query.order === 'DESC' ? [...sorted].reverse() : sorted;
    const start = query.page * query.limit;
    return {
      version: IAB_AUDIENCE_TAXONOMY_VERSION,
      total: ordered.length,
      items: ordered.slice(start, start + query.limit).map(
        (audience): IabAudience => ({
          ...audience,
          enabled: chosen.has(audience.id),
          enabledAt: chosen.get(audience.id)?.toISOString() ?? null,
        }),
      ),
    };
  });

  registerEndpoint(app, iabAudienceEndpoints.counts, semantiqAccess, async ({ scope, query }) => {
    const counts: Record<string, number> = {};
    for (const audience of matching(query, await choicesOf(scope)))
      counts[audience.section] = (counts[audience.section] ?? 0) + 1;
    return Object.fromEntries(
      IAB_AUDIENCE_SECTIONS.filter((section) => counts[section]).map((section) => [
        section,
        counts[section] as number,
      ]),
    );
  });

  // Offer or stop offering: each audience answered on its own (one of the taxonomy, not offered
  // yet / offered); the rows change in one transaction.
  registerEndpoint(
    app,
    iabAudienceEndpoints.bulk,
    semantiqAccess,
    async ({ scope, params, body, actor }) => {
      const { user } = requireActor(actor);
      return database.db.transaction().execute(async (trx) => {
        const chosen = new Set(
          (
            await scope
              .lockedRows('iabAudienceChoice', trx)
              .where('audienceId', 'in', body.ids)
              .select('audienceId')
              .execute()
          ).map((row) => row.audienceId),
        );
        const enable = params.action === 'enable';
        const results: BulkRowResult[] = body.ids.map((id) => {
          const audience = audienceById.get(id);
          if (!audience) return notFoundRow(id, 'IAB audience');
          const name = audience.path.join(' › ');
          if (enable && chosen.has(id))
            return refused(id, name, 'The audience is already offered', 'ALREADY_ACTIVE');
          if (!enable && !chosen.has(id))
            return refused(id, name, 'The audience is not offered', 'ALREADY_INACTIVE');
          return { id, name, outcome: 'DONE' };
        });
        const done = results.filter((row) => row.outcome === 'DONE').map((row) => row.id);
        if (!body.dryRun && done.length > 0) {
          if (enable)
            await scope
              .insert(
                'iabAudienceChoice',
                done.map((audienceId) => ({ audienceId, enabledByUserId: user.userId })),
                trx,
              )
              .onConflict((conflict) => conflict.columns(['companyId', 'audienceId']).doNothing())
              .execute();
          else
            await scope.delete('iabAudienceChoice', trx).where('audienceId', 'in', done).execute();
        }
        return bulkSummary(body.dryRun, results);
      });
    },
  );
}
