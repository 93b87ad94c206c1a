import {
  type ImpressionAggregate,
  type ImpressionGrouping,
  type ImpressionSortField,
  publisherEndpoints,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { AccessRule } from '../../http/access.ts';
import { registerEndpoint } from '../../http/routes.ts';
import type { ServiceContext } from '../context.ts';
import { type Column, grouped, sortOrDefault, timeCuts } from './aggregates.ts';

// POST ws-clickstream-analytics/impression-aggregates (spec 2 "Impression analytics"): the page
// impressions of the caller's websites, grouped by one time cut (Zurich DAY, ISO WEEK from
// Monday, MONTH) and by domain, country and device, sorted as asked. The facts are the
// publisher's own (company scope); a website id of another publisher simply matches nothing.
// Decisions (the spec shows neither body nor answer): see the contract in
// packages/api/src/contracts/publishers.ts and this folder's README.

/** Publishers (and ADMIN, whose company role includes PUBLISHER), for their acting company. */
export const publisherAccess: AccessRule = { roles: { anyOf: ['PUBLISHER'] }, company: 'actable' };

/** The SQL of each grouping's value, and the answer's field it goes to. */
const groupings: Record<ImpressionGrouping, Column> = {
  ...timeCuts,
  PAGE_DOMAIN: { value: sql`w.domain`, field: 'pageDomain' },
  COUNTRY_CODE: { value: sql`f.country_code`, field: 'countryCode' },
  DEVICE_CATEGORY: { value: sql`f.device_category`, field: 'deviceCategory' },
};

/** The answer's field a sort field orders by. */
const sortColumn: Record<ImpressionSortField, string> = {
  TIMESTAMP: 'timestamp',
  PAGE_DOMAIN: 'pageDomain',
  COUNTRY_CODE: 'countryCode',
  DEVICE_CATEGORY: 'deviceCategory',
  PAGE_IMPRESSION_COUNT: 'pageImpressionCount',
};

const pageImpressions: Column = {
  value: sql`sum(f.page_impressions)`,
  field: 'pageImpressionCount',
};

export function registerImpressionAggregates({ app }: ServiceContext): void {
  registerEndpoint(
    app,
    publisherEndpoints.impressionAggregates,
    publisherAccess,
    async ({ body, scope }) => {
      const cuts = body.groupBy.map((grouping) => groupings[grouping]);
      const sort = sortOrDefault(
        body.sort,
        cuts.some((cut) => cut.field === 'timestamp'),
        'PAGE_IMPRESSION_COUNT',
      ).map(({ field, order }) => ({ field: sortColumn[field], order }));
      let rows = scope
        .rows('pageImpressionFact as f')
        .$if(body.groupBy.includes('PAGE_DOMAIN'), (query) =>
          query.innerJoin('website as w', 'w.id', 'f.websiteId'),
        )
        .where('f.day', '>=', body.from)
        .where('f.day', '<=', body.to);
      if (body.websiteIds?.length) rows = rows.where('f.websiteId', 'in', body.websiteIds);
      if (body.deviceCategories?.length) {
        rows = rows.where('f.deviceCategory', 'in', body.deviceCategories);
      }
      if (body.countryCodes?.length) rows = rows.where('f.countryCode', 'in', body.countryCodes);
      const found = await grouped(rows, cuts, [pageImpressions], sort);
      const items = found.map((row) => {
        const item: Record<string, unknown> = {
          pageImpressionCount: Number(row.pageImpressionCount),
        };
        for (const { field } of cuts) item[field] = row[field];
        return item as ImpressionAggregate;
      });
      return {
        items,
        totalPageImpressionCount: items.reduce((sum, item) => sum + item.pageImpressionCount, 0),
      };
    },
  );
}
