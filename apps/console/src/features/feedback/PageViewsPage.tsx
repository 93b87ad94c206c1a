import { type PageViews, pageViewEndpoints } from '@adconsole/api';
import {
  createDataTableColumns,
  DataTable,
  Loader,
  PageLayout,
  Select,
  Stack,
  Text,
} from '@adconsole/ui';
import { useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { routePattern } from './usePageViews.ts';

type Row = PageViews['items'][number] & { title: string };

interface TableRoute {
  fullPath: string;
  parentRoute?: TableRoute;
  options: { staticData?: { node?: { title?: string; screen?: unknown } } };
}

/**
 * Every screen of the console as the router names it (`/crm/accounts/$accountId`) with the title
 * keys that name it: its own and its parent's ("Tags third-party › Créer": a bare "Créer" says
 * nothing). The routes the router was built from carry their table node (issue 34: a screen
 * reads the table through the router, it imports none of it).
 */
function useScreens(): ReadonlyMap<string, readonly string[]> {
  const router = useRouter();
  return useMemo(() => {
    const screens = new Map<string, readonly string[]>();
    for (const route of Object.values(router.routesById) as readonly TableRoute[]) {
      const node = route.options.staticData?.node;
      if (!node?.screen || !node.title) continue;
      const titles = [node.title];
      for (
        let parent = route.parentRoute;
        parent && titles.length < 2;
        parent = parent.parentRoute
      ) {
        const title = parent.options.staticData?.node?.title;
        if (title && title !== titles[0]) titles.unshift(title);
      }
      screens.set(routePattern(route.fullPath), titles);
    }
    return screens;
  }, [router]);
}

/** A screen's name: its titles in the reader's language, a parameter as "…" (no `{{userId}}`). */
const screenName = (t: (key: string) => string, keys: readonly string[]) =>
  keys.map((key) => t(key).replace(/\{\{\s*\w+\s*\}\}/g, '…')).join(' › ');

const PERIODS = [7, 30, 90, 365] as const;

/**
 * /admin/page-views (issue 44; our page): how often each screen was opened in the last days,
 * by how many different users (hashed: nobody is named), most used first; the screens nobody
 * opened are listed after them with 0, so the least used are seen too. Users who opted out in
 * their settings are in no figure.
 */
export function PageViewsPage() {
  const { t } = useTranslation();
  const { title, crumbs } = usePageHeading();
  const [days, setDays] = useState<(typeof PERIODS)[number]>(30);
  const views = useEndpoint(pageViewEndpoints.pageViews, { query: { days } });
  const screens = useScreens();
  const rows = useMemo(() => {
    const seen = new Map((views.data?.items ?? []).map((item) => [item.route, item]));
    const counted: Row[] = (views.data?.items ?? []).map((item) => ({
      ...item,
      title: screenName(t, screens.get(item.route) ?? [item.route]),
    }));
    const unseen: Row[] = [...screens]
      .filter(([route]) => !seen.has(route))
      .map(([route, keys]) => ({ route, views: 0, users: 0, title: screenName(t, keys) }))
      .sort((a, b) => a.route.localeCompare(b.route));
    return [...counted, ...unseen];
  }, [views.data, screens, t]);
  const columns = useMemo(() => {
    const column = createDataTableColumns<Row>();
    return [
      column.accessor('title', { header: t('pageViews.columns.screen'), meta: { kind: 'name' } }),
      column.accessor('route', { header: t('pageViews.columns.route'), meta: { kind: 'code' } }),
      column.accessor('views', { header: t('pageViews.columns.views'), meta: { kind: 'number' } }),
      column.accessor('users', { header: t('pageViews.columns.users'), meta: { kind: 'number' } }),
    ];
  }, [t]);
  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      <Stack space="medium">
        <Text tone="muted">{t('pageViews.hint')}</Text>
        <Select
          label={t('pageViews.period')}
          value={String(days)}
          onChange={(key) => key && setDays(Number(key) as (typeof PERIODS)[number])}
          options={PERIODS.map((period) => ({
            id: String(period),
            label: t('pageViews.lastDays', { count: period }),
          }))}
        />
        {views.data ? (
          <DataTable
            aria-label={title}
            rows={rows}
            columns={columns}
            getRowId={(row) => row.route}
          />
        ) : (
          <Loader />
        )}
      </Stack>
    </PageLayout>
  );
}
