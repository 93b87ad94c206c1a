import { payoutEndpoints } from '@adconsole/api';
import { formatDisplayDate, type Language } from '@adconsole/i18n';
import { DataTable, PageLayout, Stack, Text } from '@adconsole/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { PayoutPdfButton, payoutColumns } from '../finances/payoutParts.tsx';

// /publishers/payouts/documents (spec 1 §2.12; issue 39): the publisher's self-billing credit
// notes, newest month first, each downloaded as the archived PDF (byte for byte the file made
// at the approval). Drafts are not documents yet: they are on the multi-payouts page.

/** /publishers/payouts/documents: the approved payouts' credit notes. */
export function PayoutDocumentsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { title, crumbs } = usePageHeading();
  const payouts = useEndpoint(payoutEndpoints.list, { query: { state: 'APPROVED' } });
  const columns = useMemo(() => {
    const parts = payoutColumns(t, language);
    return [
      parts.month,
      parts.column.accessor((payout) => formatDisplayDate(payout.issueDate ?? ''), {
        id: 'issueDate',
        header: t('payouts.columns.issueDate'),
        meta: { kind: 'date' },
      }),
      parts.configName,
      ...parts.figures.slice(-1),
      parts.column.display({
        id: 'actions',
        header: t('payouts.columns.actions'),
        cell: ({ row: { original } }) => <PayoutPdfButton payout={original} />,
        meta: { kind: 'actions' },
      }),
    ];
  }, [t, language]);
  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      {payouts.data ? (
        payouts.data.items.length === 0 ? (
          <Text>{t('payouts.documents.empty')}</Text>
        ) : (
          <Stack space="medium">
            <DataTable
              aria-label={title}
              columns={columns}
              rows={payouts.data.items}
              getRowId={(row) => String(row.id)}
            />
          </Stack>
        )
      ) : (
        <QueryPending query={payouts} />
      )}
    </PageLayout>
  );
}
