import { campaignEndpoints, type OrderListStatus } from '@adconsole/api';
import { formatNumber, type Language } from '@adconsole/i18n';
import { Box, Card, Heading, Link, PageLayout, Stack, Text } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { useSignedInContext } from '../../routes/useSignedInContext.ts';
import { tabCount } from '../orders/orderCalls.ts';
import { campaignTabs } from '../orders/orderTabs.ts';

// /dashboard (spec 1 §2.12, agency and not post-ad-manager; DOMAIN2 §9): the agency's campaigns
// at a glance, each tile a link to the exact list it counts: the campaigns list on that status
// tab, counted by the same call the list's tabs are counted with (`campaignEndpoints.counts`
// and `tabCount`), so a tile and the list it opens show the same number. Where DOMAIN2 §9 is a
// judgment beyond what an agency may open: positions missing creatives and invoices have no
// list an agency user reaches (creatives and finances are the house's roles), so no tile.

/** The tiles, in order: the campaigns list's tab each one counts. */
const TILES = [
  'RUNNING',
  'OFFERED',
  'PREPAYMENT',
  'BOOKED',
  'UNFINISHED',
] as const satisfies readonly OrderListStatus[];

/** /dashboard: the agency's campaign tiles. */
export function AgencyDashboardPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { title, crumbs } = usePageHeading();
  const { roles } = useSignedInContext();
  const visible = new Set<string>(campaignTabs(roles));
  const counts = useEndpoint(campaignEndpoints.counts, { query: {} });
  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      <Stack space="large">
        <Text>{t('home.dashboard.hint')}</Text>
        {counts.data ? (
          // Tiles, not bullet points (the s13 stranger saw a "•" beside each).
          <Box
            as="ul"
            display="flex"
            flexDirection="column"
            gap="medium"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {TILES.filter((tile) => visible.has(tile)).map((tile) => {
              const count = tabCount(tile, counts.data);
              const headingId = `dashboard-${tile}`;
              return (
                <li key={tile}>
                  <Card as="section" aria-labelledby={headingId}>
                    <Stack space="small">
                      <Heading level={2} id={headingId}>
                        {t(`home.dashboard.tiles.${tile}`)}
                      </Heading>
                      <Link href={`/orders/campaigns?status=${tile}`} data-tile={tile}>
                        {t('home.dashboard.count', {
                          count,
                          number: formatNumber(count, language),
                        })}
                      </Link>
                    </Stack>
                  </Card>
                </li>
              );
            })}
          </Box>
        ) : (
          <QueryPending query={counts} />
        )}
        {/* The documents of the campaigns a link away (s15 stranger: no way there but the menu). */}
        <Card as="section" aria-labelledby="dashboard-documents">
          <Stack space="small">
            <Heading level={2} id="dashboard-documents">
              {t('home.dashboard.documents.title')}
            </Heading>
            <Link href="/dashboard/documents">{t('home.dashboard.documents.link')}</Link>
          </Stack>
        </Card>
      </Stack>
    </PageLayout>
  );
}
