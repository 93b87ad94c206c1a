import {
  bidderConfigEndpoints,
  type HeaderTagPlacement,
  headerTagPlacementEndpoints,
} from '@adconsole/api';
import { createDataTableColumns, DataTable, Link, PageLayout, Text } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { namedCrumb } from '../../kit/recordPaths.ts';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import { useTagCrumb } from './tagCrumb.ts';

/**
 * /header-tag/tags/{headerTagId}/bidders-assign (DOMAIN §7): the placements × bidders matrix,
 * one cell per set of params; a cell opens its placement, where the params are edited.
 */
export function BiddersAssignPage() {
  const { t } = useTranslation();
  const { headerTagId } = useTableParams<'headerTag.item'>();
  const heading = usePageHeading();
  const tagCrumb = useTagCrumb(headerTagId);
  const placements = useEndpoint(headerTagPlacementEndpoints.list, {
    query: { headerTagId, limit: 100 },
  });
  const bidders = useEndpoint(bidderConfigEndpoints.list, { query: { limit: 100 } });
  const helper = createDataTableColumns<HeaderTagPlacement>();
  const columns = [
    helper.accessor('code', {
      header: t('headerTag.placements.columns.code'),
      meta: { kind: 'name' },
    }),
    ...(bidders.data?.items ?? []).map((bidder) =>
      helper.display({
        id: `bidder-${bidder.id}`,
        header: bidder.name,
        cell: ({ row: { original } }) => {
          const bid = original.bids.find((entry) => entry.bidderId === bidder.id);
          const href = `/header-tag/tags/${headerTagId}/placement/${original.id}`;
          if (!bid) return <Text tone="muted">{t('headerTag.assign.none')}</Text>;
          const params = Object.entries(bid.params)
            .map(
              ([key, value]) =>
                `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
            )
            .join(', ');
          // The link's name starts with what it shows (axe: label-content-name-mismatch).
          return (
            <Link
              href={href}
              aria-label={t('headerTag.assign.edit', {
                params,
                placement: original.code,
                bidder: bidder.name,
              })}
            >
              {params}
            </Link>
          );
        },
      }),
    ),
  ];
  return (
    <PageLayout title={heading.title} breadcrumbs={namedCrumb(heading.crumbs, tagCrumb)}>
      {placements.data && bidders.data ? (
        <DataTable
          aria-label={heading.title}
          columns={columns}
          rows={placements.data.items}
          getRowId={(placement) => String(placement.id)}
        />
      ) : (
        <QueryPending query={placements.data ? bidders : placements} />
      )}
    </PageLayout>
  );
}
