import { businessDay, type CampaignRecord, orderEndpoints, PAYMENT_STATUSES } from '@adconsole/api';
import {
  FormDatePicker,
  FormSelect,
  FormShell,
  FormTextField,
  maxLengthText,
  optionalText,
  requiredChoice,
  requiredDate,
  useZodForm,
} from '@adconsole/forms';
import { formatDisplayDate, formatMoney, type Language } from '@adconsole/i18n';
import {
  Card,
  createDataTableColumns,
  DataTable,
  Heading,
  Stack,
  Text,
  useToast,
} from '@adconsole/ui';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { call, useEndpoint, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { fieldsOf } from '../../kit/fieldsOf.ts';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { useSignedInContext } from '../../routes/useSignedInContext.ts';
import * as styles from './orders.css.ts';

// The campaign page's payment tab, loaded when it shows (CampaignPages.tsx): its form's date.
export function CampaignPayment({ campaign }: { campaign: CampaignRecord }) {
  const { t, i18n } = useTranslation();
  const { roles } = useSignedInContext();
  const language = i18n.language as Language;
  const payment = useEndpoint(orderEndpoints.ordersCampaignPayment, {
    params: { id: campaign.id },
  });
  if (!payment.data) return <QueryPending query={payment} />;
  const data = payment.data;
  return (
    <Stack space="large">
      <Card as="section" aria-label={t('orders.payment.title')}>
        <Stack space="small">
          <Heading level={2}>{t('orders.payment.title')}</Heading>
          <dl className={styles.amounts}>
            <Text as="dt">{t('orders.payment.current')}</Text>
            <Text as="dd">
              {data.paymentStatus
                ? t(`orders.payment.status.${data.paymentStatus}`)
                : t('orders.payment.notCharged')}
            </Text>
            <Text as="dt">{t('orders.payment.total')}</Text>
            <Text as="dd">{formatMoney(data.total, language, data.currency)}</Text>
            <Text as="dt">{t('orders.payment.terms')}</Text>
            <Text as="dd">{t('orders.payment.days', { count: data.paymentTermsDays })}</Text>
            <Text as="dt">{t('orders.payment.dueDate')}</Text>
            <Text as="dd">{data.dueDate ? formatDisplayDate(data.dueDate) : '—'}</Text>
            <Text as="dt">{t('orders.payment.prepayment')}</Text>
            <Text as="dd">{t(data.prepaymentRequired ? 'orders.yes' : 'orders.no')}</Text>
          </dl>
        </Stack>
      </Card>
      {(roles.has('ADMIN') || roles.has('ADMIN_INVOICE') || roles.has('PAYMENTS')) && (
        <PaymentForm campaign={campaign} />
      )}
      <DataTable
        aria-label={t('orders.payment.events')}
        layout="table"
        rows={data.events}
        getRowId={(event) => `${event.status}-${event.date}`}
        columns={paymentColumns(t)}
      />
    </Stack>
  );
}

const paymentForm = z.object({
  paymentStatus: requiredChoice(z.string()),
  date: requiredDate(),
  note: z.pipe(optionalText(), maxLengthText(500)),
});

/** Finance records the payment status a campaign reached on a day (spec 3 §3 constants). */
function PaymentForm({ campaign }: { campaign: CampaignRecord }) {
  const { t } = useTranslation();
  const toast = useToast();
  const invalidate = useInvalidatePath();
  const controller = useZodForm({
    schema: paymentForm,
    defaultValues: { paymentStatus: null, date: businessDay(), note: '' },
    onSubmit: async (values) => {
      await call(orderEndpoints.ordersCampaignPaymentRecord, {
        params: { id: campaign.id },
        body: {
          version: campaign.version,
          paymentStatus: values.paymentStatus as (typeof PAYMENT_STATUSES)[number],
          date: values.date,
          note: values.note || null,
        },
      });
      toast({
        title: t('orders.payment.recorded', {
          status: t(`orders.payment.status.${values.paymentStatus}`),
        }),
        tone: 'positive',
      });
      controller.form.reset();
      await invalidate('ws-order/campaigns');
    },
  });
  const field = fieldsOf(controller.control, t, 'orders.payment.columns');
  return (
    <Card as="section">
      <FormShell
        controller={controller}
        title={t('orders.payment.record')}
        submitLabel={t('orders.payment.recordSubmit')}
      >
        <FormSelect
          control={controller.control}
          name="paymentStatus"
          label={t('orders.payment.columns.status')}
          isRequired
          options={PAYMENT_STATUSES.map((status) => ({
            id: status,
            label: t(`orders.payment.status.${status}`),
          }))}
        />
        <FormDatePicker {...field('date')} isRequired />
        <FormTextField {...field('note')} maxLength={500} />
      </FormShell>
    </Card>
  );
}

type PaymentEvent = { status: string; date: string; note: string | null; recordedBy: string };
function paymentColumns(t: (key: string) => string) {
  const column = createDataTableColumns<PaymentEvent>();
  return [
    column.accessor('date', {
      id: 'date',
      header: t('orders.payment.columns.date'),
      cell: (info) => formatDisplayDate(info.getValue()),
    }),
    column.accessor('status', {
      id: 'status',
      header: t('orders.payment.columns.status'),
      cell: (info) => t(`orders.payment.status.${info.getValue()}`),
    }),
    column.accessor((event) => event.note ?? '', {
      id: 'note',
      header: t('orders.payment.columns.note'),
    }),
    column.accessor('recordedBy', {
      id: 'recordedBy',
      header: t('orders.payment.columns.recordedBy'),
    }),
  ];
}
