import { type YaleoSettings, yaleoEndpoints } from '@adconsole/api/contracts';
import { staleRecord } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import type { RowOf } from '../../kit/resource.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { auditChange } from '../settings/audit.ts';
import { yaleoAccess } from './access.ts';
import type { RecommendationRules } from './recommend.ts';

// Yaleo's settings (issue 42): one row per company, the defaults until it is first saved
// (version 0): only approved articles, every age and language, no excluded paths, links in the
// same tab, `utm_source=yaleo`. Saved with the version read (412 when stale) and its history
// (YALEO_SETTINGS) in one transaction.

const DEFAULTS: RecommendationRules & Omit<YaleoSettings, 'version' | 'updatedAt' | 'languages'> = {
  recommendPending: false,
  maxArticleAgeDays: null,
  excludedPaths: [],
  languages: [],
  openInNewTab: false,
  utmSource: 'yaleo',
};

const toSettings = (row: RowOf<'yaleoSettings'> | undefined): YaleoSettings =>
  row
    ? {
        recommendPending: row.recommendPending,
        maxArticleAgeDays: row.maxArticleAgeDays,
        excludedPaths: row.excludedPaths,
        languages: row.languages as YaleoSettings['languages'],
        openInNewTab: row.openInNewTab,
        utmSource: row.utmSource,
        version: row.version,
        updatedAt: row.updatedAt.toISOString(),
      }
    : { ...DEFAULTS, languages: [], version: 0, updatedAt: null };

/** The company's rules for what may be recommended (the defaults until saved). */
export async function settingsOf(scope: Scope): Promise<RecommendationRules> {
  const row = await scope.rows('yaleoSettings').selectAll().executeTakeFirst();
  return toSettings(row);
}

export function registerSettings({ app, database }: ServiceContext): void {
  registerEndpoint(app, yaleoEndpoints.settings, yaleoAccess, async ({ scope }) =>
    toSettings(await scope.rows('yaleoSettings').selectAll().executeTakeFirst()),
  );

  registerEndpoint(app, yaleoEndpoints.saveSettings, yaleoAccess, ({ scope, actor, body }) =>
    database.db.transaction().execute(async (trx) => {
      const { version, ...values } = body;
      const before = await scope
        .rows('yaleoSettings', trx)
        .selectAll()
        .forUpdate()
        .executeTakeFirst();
      if ((before?.version ?? 0) !== version) throw staleRecord('settings');
      const after = before
        ? await scope
            .update('yaleoSettings', trx)
            .set({ ...values, version: before.version + 1, updatedAt: new Date() })
            .where('id', '=', before.id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : await scope
            .insert('yaleoSettings', { ...values, version: 1 }, trx)
            .returningAll()
            .executeTakeFirstOrThrow();
      const { id: _id, version: _v, createdAt: _c, updatedAt: _u, ...audited } = after;
      await auditChange(trx, {
        actor,
        entityType: 'YALEO_SETTINGS',
        entityId: after.id,
        before: before && { ...before, id: undefined },
        after: audited,
      });
      return toSettings(after);
    }),
  );
}
