import {
  invoiceEndpoints,
  MANUAL_INVOICE_MAX_LINES,
  MANUAL_LINE_TEXT_MAX,
  MANUAL_QUANTITY_MAX,
  MANUAL_UNIT_PRICE_MAX,
  type ManualInvoiceCampaign,
  manualInvoiceEndpoints,
} from '@adconsole/api';
import {
  FormDatePicker,
  FormNumberField,
  FormShell,
  FormTextField,
  maxLengthText,
  type RowsForm,
  requiredDate,
  requiredText,
  useFormRows,
  useZodForm,
} from '@adconsole/forms';
import type { Language } from '@adconsole/i18n';
import { Button, Heading, Inline, PageLayout, Stack, Text, useToast } from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import { type Control, type FieldValues, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { call, useEndpoint, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { RecordFacts } from '../../kit/RecordFacts.tsx';
import { recordCrumbs, withListCrumb } from '../../kit/recordPaths.ts';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import { invoiceHref, minorMoney, periodText } from './invoiceParts.tsx';

// /finances/manual-invoice/{campaignId} (spec 1 §2.11; issue 38): free lines for a campaign's
// invoicing account: text, service period, quantity, unit price. The server takes each line's
// VAT from its service period (a line across the rate change becomes two), writes a draft
// manual invoice and answers it; its page issues it (the number of the MANUAL series) and shows
// its PDF with the QR-bill.

const lineForm = z.object({
  description: z.pipe(requiredText(), maxLengthText(MANUAL_LINE_TEXT_MAX)),
  serviceFrom: requiredDate(),
  serviceTo: requiredDate(),
  quantity: z.number().check(z.positive(), z.maximum(MANUAL_QUANTITY_MAX)),
  /** In the currency's units (CHF 1'500.00), sent in minor units. */
  unitPrice: z.number().check(z.maximum(MANUAL_UNIT_PRICE_MAX / 100)),
});
const manualForm = z.object({
  lines: z.array(lineForm).check(z.minLength(1), z.maxLength(MANUAL_INVOICE_MAX_LINES)),
});
type ManualValues = z.output<typeof manualForm>;

/** The net of the lines as typed: quantity × unit price, in minor units. */
const netOf = (lines: Partial<ManualValues['lines'][number]>[] | undefined) =>
  (lines ?? []).reduce(
    (sum, line) => sum + Math.round((line.quantity ?? 0) * Math.round((line.unitPrice ?? 0) * 100)),
    0,
  );

function ManualInvoiceForm({ campaign }: { campaign: ManualInvoiceCampaign }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const invalidate = useInvalidatePath();
  const newLine = () => ({
    description: '',
    serviceFrom: campaign.startDate,
    serviceTo: campaign.endDate,
    quantity: 1,
    unitPrice: 0,
  });
  const controller = useZodForm({
    schema: manualForm,
    defaultValues: { lines: [newLine()] },
    onSubmit: async (values) => {
      const invoice = await call(manualInvoiceEndpoints.createManual, {
        body: {
          campaignId: campaign.id,
          lines: values.lines.map((line) => ({
            ...line,
            description: line.description.trim(),
            unitPrice: Math.round(line.unitPrice * 100),
          })),
        },
      });
      toast({ title: t('manualInvoice.toast.created'), tone: 'positive' });
      await invalidate(invoiceEndpoints.list.path);
      void navigate({ href: invoiceHref(invoice) });
    },
  });
  const control = controller.control as unknown as Control<FieldValues>;
  const typed = useWatch({ control, name: 'lines' }) as Partial<ManualValues['lines'][number]>[];
  const lines = useFormRows<ReturnType<typeof newLine>>(
    controller.form as unknown as RowsForm,
    'lines',
    typed,
  );
  const language = i18n.language as Language;
  return (
    <FormShell
      controller={controller}
      title={t('manualInvoice.lines')}
      submitLabel={t('manualInvoice.create')}
      onCancel={() => void navigate({ href: '/finances/invoices' })}
    >
      <Stack space="large">
        {lines.keys.map((key, index) => (
          <fieldset key={key} aria-label={t('manualInvoice.lineLabel', { number: index + 1 })}>
            <Stack space="small">
              <Heading level={3}>{t('manualInvoice.lineLabel', { number: index + 1 })}</Heading>
              <FormTextField
                control={control}
                name={`lines.${index}.description`}
                label={t('manualInvoice.form.description')}
                isRequired
                maxLength={MANUAL_LINE_TEXT_MAX}
              />
              <Inline space="medium">
                <FormDatePicker
                  control={control}
                  name={`lines.${index}.serviceFrom`}
                  label={t('manualInvoice.form.serviceFrom')}
                  isRequired
                />
                <FormDatePicker
                  control={control}
                  name={`lines.${index}.serviceTo`}
                  label={t('manualInvoice.form.serviceTo')}
                  isRequired
                />
                <FormNumberField
                  control={control}
                  name={`lines.${index}.quantity`}
                  label={t('manualInvoice.form.quantity')}
                  isRequired
                  minValue={0}
                />
                <FormNumberField
                  control={control}
                  name={`lines.${index}.unitPrice`}
                  label={t('manualInvoice.form.unitPrice', { currency: campaign.currency })}
                  isRequired
                  formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
                />
              </Inline>
              {lines.keys.length > 1 ? (
                <Inline space="small">
                  <Button variant="secondary" onPress={() => lines.remove(index)}>
                    {t('manualInvoice.removeLine', { number: index + 1 })}
                  </Button>
                </Inline>
              ) : null}
            </Stack>
          </fieldset>
        ))}
        <Inline space="small">
          <Button
            variant="secondary"
            isDisabled={lines.keys.length >= MANUAL_INVOICE_MAX_LINES}
            onPress={() => lines.append(newLine())}
          >
            {t('manualInvoice.addLine')}
          </Button>
        </Inline>
        <Text>
          {t('manualInvoice.net', {
            amount: minorMoney(netOf(typed), language, campaign.currency),
          })}
        </Text>
        <Text tone="muted">{t('manualInvoice.vatHint')}</Text>
      </Stack>
    </FormShell>
  );
}

/**
 * /finances/manual-invoice/{campaignId}: a manual invoice of free lines for the campaign's
 * invoicing account, in the campaign's currency.
 */
export function ManualInvoicePage() {
  const { t } = useTranslation();
  const { campaignId } = useTableParams<'finances.manualInvoice'>();
  const { title, crumbs } = usePageHeading();
  const campaign = useEndpoint(manualInvoiceEndpoints.manualCampaign, {
    params: { id: campaignId },
  });
  // The heading names whom and what is billed, not the campaign's id (issue 38).
  const named = campaign.data
    ? t('manualInvoice.title', {
        account: campaign.data.accountName,
        campaign: campaign.data.name,
      })
    : title;
  return (
    <PageLayout
      title={named}
      breadcrumbs={recordCrumbs(
        withListCrumb(crumbs, { label: t('routes.invoices'), href: '/finances/invoices' }),
        campaignId,
        named,
      )}
    >
      {campaign.data ? (
        <Stack space="large">
          <RecordFacts
            label={t('manualInvoice.campaign')}
            facts={[
              [t('manualInvoice.facts.campaign'), campaign.data.name],
              [t('manualInvoice.facts.account'), campaign.data.accountName],
              [t('manualInvoice.facts.currency'), campaign.data.currency],
              [
                t('manualInvoice.facts.period'),
                periodText(campaign.data.startDate, campaign.data.endDate),
              ],
            ]}
          />
          <ManualInvoiceForm campaign={campaign.data} />
        </Stack>
      ) : (
        <QueryPending query={campaign} />
      )}
    </PageLayout>
  );
}
