import { type Payment, type PaymentInvoiceOption, paymentEndpoints } from '@adconsole/api';
import { formatDisplayDate, type Language } from '@adconsole/i18n';
import { Button, Combobox, type Option, Stack, Text, useToast } from '@adconsole/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../kit/ActionDialog.tsx';
import { call, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { RecordFacts } from '../../kit/RecordFacts.tsx';
import { useFailureToast } from '../../kit/useFailureToast.ts';
import { minorMoney } from './invoiceParts.tsx';

/**
 * Assigns an unmatched payment to an invoice by hand: the invoice searched by its number, its
 * account or its campaign (the payment's currency only), each option with what is still open;
 * the chosen invoice's facts before the payment is posted to it.
 */
export function PaymentAssignDialog({
  payment,
  onClose,
}: {
  payment: Payment;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const toast = useToast();
  const failed = useFailureToast();
  const invalidate = useInvalidatePath();
  const loaded = useRef(new Map<string, PaymentInvoiceOption>());
  const [chosen, setChosen] = useState<Option | null>(null);
  const [busy, setBusy] = useState(false);
  const money = (minor: number, currency: string) => minorMoney(minor, language, currency);
  const invoice = chosen ? loaded.current.get(chosen.id) : undefined;
  const assign = async () => {
    if (!invoice) return;
    setBusy(true);
    try {
      const assigned = await call(paymentEndpoints.assign, {
        params: { id: payment.id },
        body: { invoiceId: invoice.id, version: payment.version },
      });
      toast({
        title: t('payments.toast.assigned', {
          number: invoice.number,
          status: t(`payments.status.${assigned.status}`),
        }),
        tone: 'positive',
      });
      await invalidate(paymentEndpoints.list.path);
      await invalidate('ws-finances/invoices');
      onClose();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ActionDialog
      title={t('payments.assign.title', { amount: money(payment.amount, payment.currency) })}
      onClose={onClose}
      cancel={t('payments.assign.cancel')}
      actions={
        <Button variant="primary" isBusy={busy} isDisabled={!invoice} onPress={() => void assign()}>
          {t('payments.actions.assign')}
        </Button>
      }
    >
      <Stack space="medium">
        <Text>
          {t('payments.assign.payment', {
            debtor: payment.debtorName ?? t('payments.unknownDebtor'),
            date: formatDisplayDate(payment.bookingDate),
          })}
        </Text>
        <Combobox
          label={t('payments.assign.invoice')}
          placeholder={t('payments.assign.placeholder')}
          value={chosen}
          onChange={setChosen}
          loadOptions={async (search, { signal }) => {
            const options = await call(
              paymentEndpoints.invoiceOptions,
              {
                query: {
                  search: search.trim(),
                  currency: payment.currency as 'CHF' | 'EUR',
                },
              },
              { signal },
            );
            for (const option of options) loaded.current.set(String(option.id), option);
            return options.map((option) => ({
              id: String(option.id),
              label: t('payments.assign.option', {
                number: option.number,
                account: option.accountName,
                open: money(option.open, option.currency),
              }),
            }));
          }}
        />
        {invoice && (
          <RecordFacts
            label={t('payments.assign.invoice')}
            facts={[
              [t('payments.assign.facts.account'), invoice.accountName],
              [t('payments.assign.facts.campaign'), invoice.campaignName],
              [t('payments.assign.facts.total'), money(invoice.total, invoice.currency)],
              [t('payments.assign.facts.open'), money(invoice.open, invoice.currency)],
              [
                t('payments.assign.facts.dueDate'),
                invoice.dueDate ? formatDisplayDate(invoice.dueDate) : null,
              ],
            ]}
          />
        )}
      </Stack>
    </ActionDialog>
  );
}
