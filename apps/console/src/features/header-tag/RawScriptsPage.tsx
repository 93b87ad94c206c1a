import { headerTagEndpoints } from '@adconsole/api';
import { createDataTableColumns, DataTable, EmptyState, Link, PageLayout } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { usePageHeading } from '../../kit/usePageHeading.ts';

interface ScriptRow {
  id: string;
  tagId: number;
  tagName: string;
  name: string;
  priority: string;
  active: boolean;
}

/**
 * /header-tag/raw-scripts (spec 1 §2.5): the raw scripts of every header tag in one table, each
 * opening its tag's raw-scripts tab, where it is edited.
 */
export function RawScriptsPage() {
  const { t } = useTranslation();
  const heading = usePageHeading();
  const tags = useEndpoint(headerTagEndpoints.list, { query: { limit: 100 } });
  const rows: ScriptRow[] = (tags.data?.items ?? []).flatMap((tag) =>
    tag.rawScripts.map((script, index) => ({
      id: `${tag.id}-${index}`,
      tagId: tag.id,
      tagName: tag.name,
      name: script.name,
      priority: script.priority,
      active: script.active,
    })),
  );
  const helper = createDataTableColumns<ScriptRow>();
  const columns = [
    helper.accessor('name', {
      header: t('headerTag.rawScripts.columns.name'),
      meta: { kind: 'name' },
    }),
    helper.accessor('tagName', {
      header: t('headerTag.floorRules.columns.headerTag'),
      cell: ({ row: { original } }) => (
        <Link href={`/header-tag/tags/${original.tagId}/raw-scripts`}>{original.tagName}</Link>
      ),
    }),
    helper.accessor('priority', {
      header: t('headerTag.rawScripts.columns.priority'),
      cell: ({ getValue }) => t(`headerTag.priorities.${getValue()}`),
    }),
    helper.accessor('active', {
      header: t('headerTag.rawScripts.columns.active'),
      cell: ({ getValue }) => t(getValue() ? 'headerTag.yes' : 'headerTag.no'),
    }),
  ];
  return (
    <PageLayout title={heading.title} breadcrumbs={heading.crumbs}>
      {!tags.data ? (
        <QueryPending query={tags} />
      ) : rows.length === 0 ? (
        <EmptyState message={t('headerTag.rawScripts.empty')} />
      ) : (
        <DataTable
          aria-label={heading.title}
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id}
        />
      )}
    </PageLayout>
  );
}
