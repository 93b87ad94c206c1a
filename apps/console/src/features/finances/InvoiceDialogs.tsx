import { campaignEndpoints, invoiceEndpoints } from '@adconsole/api';
import { formatNumber, type Language } from '@adconsole/i18n';
import { Button, Combobox, type Option, Select, Stack, Text } from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../kit/ActionDialog.tsx';
import { call, useActingCompanyId } from '../../kit/endpointQuery.ts';
import { defineLookup, idOption } from '../../kit/lookups.ts';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { useFailureToast } from '../../kit/useFailureToast.ts';
import { minorMoney } from './invoiceParts.tsx';

// The invoices list's two dialogs, a module of their own that loads when one first opens
// (InvoicesPage's OnDemandDialog; issue 36: ui's Dialog and react-aria's overlays, about 18 kB,
// no longer load with the list).

/** The campaigns to bill by hand, by name (the order desk's campaigns list). */
const loadCampaigns = defineLookup({
  endpoint: campaignEndpoints.list,
  text: 'searchQuery',
  option: (campaign) =>
    idOption(campaign.id, `${campaign.name} · ${campaign.invoicingAccount.name}`),
});

/** "New manual invoice": choose the campaign, then its manual invoice's page. */
export function NewManualInvoiceDialog({
  campaign,
  onCampaignChange,
  onClose,
}: {
  campaign: Option | null;
  onCampaignChange: (campaign: Option | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ActionDialog
      title={t('finances.actions.newManual')}
      onClose={onClose}
      cancel={t('finances.run.cancel')}
      actions={
        <Button
          variant="primary"
          isDisabled={!campaign}
          onPress={() =>
            campaign && void navigate({ href: `/finances/manual-invoice/${campaign.id}` })
          }
        >
          {t('finances.newManual.next')}
        </Button>
      }
    >
      <Combobox
        label={t('finances.newManual.campaign')}
        description={t('finances.newManual.hint')}
        value={campaign}
        loadOptions={loadCampaigns}
        onChange={onCampaignChange}
      />
    </ActionDialog>
  );
}

/** What the run of the month will bill: its campaigns and their net per currency. */
function RunPreview({ month }: { month: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const companyId = useActingCompanyId();
  const preview = useQuery({
    queryKey: [invoiceEndpoints.runPreview.path, companyId, month],
    queryFn: () => call(invoiceEndpoints.runPreview, { body: { month } }),
  });
  if (!preview.data) return <QueryPending query={preview} />;
  const { campaigns, currencies } = preview.data;
  return (
    <Stack space="small" aria-live="polite">
      <Text weight="strong">
        {campaigns === 0
          ? t('finances.run.previewNone')
          : t('finances.run.preview', {
              count: campaigns,
              number: formatNumber(campaigns, language),
            })}
      </Text>
      {currencies.length > 0 && (
        <Stack as="ul" space="xsmall">
          {currencies.map((sum) => (
            <li key={sum.currency}>
              {t('finances.run.previewCurrency', {
                count: sum.campaigns,
                number: formatNumber(sum.campaigns, language),
                amount: minorMoney(sum.net, language, sum.currency),
              })}
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The month's invoice run: the month, what it will bill, and the start of its job. */
export function InvoiceRunDialog({
  months,
  month,
  onMonthChange,
  onStarted,
  onClose,
}: {
  months: readonly { id: string; label: string }[];
  month: string;
  onMonthChange: (month: string) => void;
  /** The run's job started: the list follows it in its toast. */
  onStarted: (jobId: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const failed = useFailureToast();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const { jobId } = await call(invoiceEndpoints.run, { body: { month } });
      onStarted(jobId);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ActionDialog
      title={t('finances.run.title')}
      onClose={onClose}
      cancel={t('finances.run.cancel')}
      actions={
        <Button variant="primary" isBusy={busy} onPress={() => void start()}>
          {t('finances.run.start')}
        </Button>
      }
    >
      <Stack space="medium">
        <Select
          label={t('finances.run.month')}
          description={t('finances.run.monthHint')}
          options={[...months]}
          value={month}
          onChange={(value) => value && onMonthChange(value)}
        />
        <RunPreview month={month} />
      </Stack>
    </ActionDialog>
  );
}
