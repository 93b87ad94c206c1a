import {
  type ImpressionAggregate,
  type ImpressionGrouping,
  type ImpressionSortField,
  publisherEndpoints,
} from '@adconsole/api/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { AccessRule } from '../../http/access.ts';
import { registerEndpoint } from '../../http/routes.ts';
import type { ServiceContext } from '../context.ts';

// POST ws-clickstream-analytics/impression-aggregates (spec 2 "Impression analytics"): the page
// impressions of the caller's websites, grouped by one time cut (Zurich DAY, ISO WEEK from
// Monday, MONTH) and by domain, country and device, sorted as asked. The facts are the
// publisher's own (company scope); a website id of another publisher simply matches nothing.
// Decisions (the spec shows neither body nor answer): see the contract in
// packages/api/src/contracts/publishers.ts and this folder's README.

/** Publishers (and ADMIN, whose company role includes PUBLISHER), for their acting company. */
export const publisherAccess: AccessRule = { roles: { anyOf: ['PUBLISHER'] }, company: 'actable' };

/** The SQL of each grouping's value, and the answer's field it goes to. */
const groupings: Record<
  ImpressionGrouping,
  { value: RawBuilder<string>; field: keyof Omit<ImpressionAggregate, 'pageImpressionCount'> }
> = {
  DAY: { value: sql`to_char(f.day, 'YYYY-MM-DD')`, field: 'timestamp' },
  WEEK: { value: sql`to_char(date_trunc('week', f.day), 'YYYY-MM-DD')`, field: 'timestamp' },
  MONTH: { value: sql`to_char(date_trunc('month', f.day), 'YYYY-MM-DD')`, field: 'timestamp' },
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

export function registerImpressionAggregates({ app }: ServiceContext): void {
  registerEndpoint(
    app,
    publisherEndpoints.impressionAggregates,
    publisherAccess,
    async ({ body, scope }) => {
      const grouped = body.groupBy.map((grouping) => groupings[grouping]);
      const hasTime = grouped.some((grouping) => grouping.field === 'timestamp');
      const sort = body.sort?.length
        ? body.sort
        : [
            hasTime
              ? ({ field: 'TIMESTAMP', order: 'ASC' } as const)
              : ({ field: 'PAGE_IMPRESSION_COUNT', order: 'DESC' } as const),
          ];
      let rows = scope
        .rows('pageImpressionFact as f')
        .innerJoin('website as w', 'w.id', 'f.websiteId')
        .where('f.day', '>=', body.from)
        .where('f.day', '<=', body.to);
      if (body.websiteIds?.length) rows = rows.where('f.websiteId', 'in', body.websiteIds);
      if (body.deviceCategories?.length) {
        rows = rows.where('f.deviceCategory', 'in', body.deviceCategories);
      }
      if (body.countryCodes?.length) rows = rows.where('f.countryCode', 'in', body.countryCodes);
      let query = rows.select((eb) => [
        ...grouped.map(({ value, field }) => value.as(field)),
        eb.fn.sum<string>('f.pageImpressions').as('pageImpressionCount'),
      ]);
      for (const { value } of grouped) query = query.groupBy(value);
      for (const { field, order } of sort) {
        query = query.orderBy(sql.ref(sortColumn[field]), order === 'ASC' ? 'asc' : 'desc');
      }
      // A stable order: the grouped values after the asked sort.
      for (const { field } of grouped) query = query.orderBy(sql.ref(field), 'asc');
      const found = (await query.execute()) as unknown as Record<string, string>[];
      const items = found.map((row) => {
        const item: Record<string, string | number> = {
          pageImpressionCount: Number(row.pageImpressionCount),
        };
        for (const { field } of grouped) item[field] = row[field] as string;
        return item as ImpressionAggregate;
      });
      return {
        items,
        totalPageImpressionCount: items.reduce((sum, item) => sum + item.pageImpressionCount, 0),
      };
    },
  );
}
