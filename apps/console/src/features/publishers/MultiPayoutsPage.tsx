import { type PayoutLine, payoutEndpoints } from '@adconsole/api';
import type { Language } from '@adconsole/i18n';
import {
  createDataTableColumns,
  DataTable,
  Heading,
  Inline,
  PageLayout,
  Stack,
  StatusBadge,
  Text,
} from '@adconsole/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { minorMoney } from '../finances/invoiceParts.tsx';
import { PayoutPdfButton, payoutMonth, websiteRevenueColumns } from '../finances/payoutParts.tsx';

// /publishers/payouts/multi-payouts (spec 1 §2.12; issue 39): each payout of the publisher,
// which pays several websites at once, with every website's gross, fees and net revenue, and
// what the payout makes of them. A draft is preliminary until approved.

/** /publishers/payouts/multi-payouts: the payouts and their websites' lines. */
export function MultiPayoutsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { title, crumbs } = usePageHeading();
  const payouts = useEndpoint(payoutEndpoints.list, { query: {} });
  const columns = useMemo(() => {
    const column = createDataTableColumns<PayoutLine & { currency: string }>();
    return websiteRevenueColumns(column, t, language);
  }, [t, language]);
  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      <Stack space="large">
        <Text>{t('payouts.multi.intro')}</Text>
        {!payouts.data ? (
          <QueryPending query={payouts} />
        ) : payouts.data.items.length === 0 ? (
          <Text>{t('payouts.multi.empty')}</Text>
        ) : (
          payouts.data.items.map((payout) => {
            const heading = `${payoutMonth(payout.month, language)} · ${payout.configName}`;
            return (
              <Stack key={payout.id} space="small">
                <Heading level={2}>{heading}</Heading>
                <Inline space="medium">
                  <StatusBadge tone={payout.state === 'APPROVED' ? 'positive' : 'warning'}>
                    {t(`payouts.states.${payout.state}`)}
                  </StatusBadge>
                  <Text>
                    {t('payouts.columns.total')}:{' '}
                    {payout.rolledOver
                      ? t('payouts.rolledOver')
                      : minorMoney(payout.total, language, payout.currency)}
                  </Text>
                  {payout.state === 'APPROVED' && <PayoutPdfButton payout={payout} />}
                </Inline>
                <DataTable
                  aria-label={heading}
                  columns={columns}
                  rows={payout.lines.map((line) => ({ ...line, currency: payout.currency }))}
                  getRowId={(row) => String(row.websiteId)}
                />
              </Stack>
            );
          })
        )}
      </Stack>
    </PageLayout>
  );
}
