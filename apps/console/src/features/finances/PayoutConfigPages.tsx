import {
  INVOICE_CURRENCIES,
  PAYOUT_LIMITS,
  PAYOUT_MINIMUM_MAX,
  PAYOUT_VAT_STATUSES,
  type PayoutConfig,
  type PayoutConfigWrite,
  payoutConfigEndpoints,
  payoutEndpoints,
} from '@adconsole/api';
import {
  FormDatePicker,
  FormNumberField,
  FormSwitch,
  maxLengthText,
  optionalDate,
  requiredText,
} from '@adconsole/forms';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import type { RecordField } from '../../kit/RecordFields.tsx';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { useTableParams } from '../../routes/useTableParams.ts';

// /finances/payouts/payout-configs (spec 1 §2.11; DOMAIN2 §1.7; issue 39): a publisher's payout
// terms per currency: its share of the net revenue, the minimum payout (below it the amount
// rolls over), the day it agreed to self-billing and its VAT status. ADMIN changes them acting
// for the publisher; the publisher (PAYOUT) reads its own. A new config can start from a copy.

const TEXTS = 'payoutConfigs';
const LIST = '/finances/payouts/payout-configs';

const configForm = z.object({
  name: z.pipe(requiredText(), maxLengthText(PAYOUT_LIMITS.name)),
  currency: z.string(),
  sharePercent: z.number(),
  /** In the currency's units (the API takes minor units). */
  minimumPayout: z.number(),
  selfBillingAgreedAt: optionalDate(),
  vatStatus: z.string(),
  vatNumber: maxLengthText(PAYOUT_LIMITS.vatNumber),
  /** A house's id, `none`, or (a new config) `default`: the house the rule names. */
  payerCompanyId: z.string(),
  active: z.boolean(),
});
type ConfigValues = z.output<typeof configForm>;

/** The payer choice of a new config: the house that sells most of the publisher's sites. */
const DEFAULT_PAYER = 'default';
const NO_PAYER = 'none';

/**
 * Who pays (migration 0047): a house that sells the publisher's websites, whose finance staff
 * then read the payouts; none, and only the publisher reads them. A new config offers the
 * house the rule would choose, named.
 */
function usePayerOptions(isNew: boolean) {
  const { t } = useTranslation();
  const payers = useEndpoint(payoutEndpoints.payerOptions, {});
  const items = payers.data?.items ?? [];
  const defaultName = items.find((payer) => payer.id === payers.data?.defaultId)?.name;
  return [
    ...(isNew
      ? [
          {
            id: DEFAULT_PAYER,
            label: defaultName
              ? t('payoutConfigs.form.payerDefault', { name: defaultName })
              : t('payoutConfigs.form.payerDefaultNone'),
          },
        ]
      : []),
    ...items.map((payer) => ({ id: String(payer.id), label: payer.name })),
    { id: NO_PAYER, label: t('payoutConfigs.noPayer') },
  ];
}

const payerOfWrite = (value: string) =>
  value === DEFAULT_PAYER ? undefined : value === NO_PAYER ? null : Number(value);

function usePayoutConfigForm(isNew: boolean) {
  const { t } = useTranslation();
  const payerOptions = usePayerOptions(isNew);
  return {
    schema: configForm,
    defaults: (config?: PayoutConfig) => ({
      name: config?.name ?? '',
      currency: config?.currency ?? 'CHF',
      sharePercent: config?.sharePercent ?? 70,
      minimumPayout: (config?.minimumPayout ?? 5000) / 100,
      selfBillingAgreedAt: config?.selfBillingAgreedAt ?? null,
      vatStatus: config?.vatStatus ?? 'REGISTERED',
      vatNumber: config?.vatNumber ?? '',
      payerCompanyId: config
        ? config.payerCompanyId
          ? String(config.payerCompanyId)
          : NO_PAYER
        : DEFAULT_PAYER,
      active: config?.active ?? true,
    }),
    toWrite: (values: ConfigValues): PayoutConfigWrite => ({
      name: values.name,
      currency: values.currency as PayoutConfigWrite['currency'],
      sharePercent: values.sharePercent,
      minimumPayout: Math.round(values.minimumPayout * 100),
      selfBillingAgreedAt: values.selfBillingAgreedAt,
      vatStatus: values.vatStatus as PayoutConfigWrite['vatStatus'],
      vatNumber: values.vatNumber.trim() === '' ? null : values.vatNumber,
      payerCompanyId: payerOfWrite(values.payerCompanyId),
      active: values.active,
    }),
    fields: [
      { kind: 'section', name: 'terms' },
      { kind: 'text', name: 'name', isRequired: true, maxLength: PAYOUT_LIMITS.name },
      {
        kind: 'select',
        name: 'currency',
        isRequired: true,
        options: INVOICE_CURRENCIES.map((id) => ({ id, label: id })),
      },
      {
        kind: 'field',
        name: 'sharePercent',
        component: FormNumberField,
        isRequired: true,
        hint: true,
        props: { minValue: 0, maxValue: 100, step: 0.5 },
      },
      {
        kind: 'field',
        name: 'minimumPayout',
        component: FormNumberField,
        isRequired: true,
        hint: true,
        props: {
          minValue: 0,
          maxValue: PAYOUT_MINIMUM_MAX / 100,
          formatOptions: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
        },
      },
      { kind: 'section', name: 'tax' },
      { kind: 'field', name: 'selfBillingAgreedAt', component: FormDatePicker, hint: true },
      {
        kind: 'select',
        name: 'vatStatus',
        isRequired: true,
        options: PAYOUT_VAT_STATUSES.map((id) => ({
          id,
          label: t(`payoutConfigs.vatStatuses.${id}`),
        })),
      },
      { kind: 'text', name: 'vatNumber', maxLength: PAYOUT_LIMITS.vatNumber },
      { kind: 'section', name: 'payer' },
      {
        kind: 'select',
        name: 'payerCompanyId',
        isRequired: true,
        hint: true,
        options: payerOptions,
      },
      { kind: 'field', name: 'active', component: FormSwitch },
    ] satisfies RecordField[],
  };
}

/** /finances/payouts/payout-configs/create and create/{cloneId}: a new config, or a copy. */
export function PayoutConfigCreatePage() {
  const params = useTableParams<'finances.payoutCopy'>() as { cloneId?: number };
  const form = usePayoutConfigForm(true);
  return (
    <RecordFormPage
      calls={payoutConfigEndpoints}
      copyOf={params.cloneId}
      texts={TEXTS}
      form={form}
      savedTo={() => LIST}
      cancelTo={LIST}
    />
  );
}

/** /finances/payouts/payout-configs/{id}: a config. */
export function PayoutConfigEditPage() {
  const { id } = useTableParams<'finances.payoutItem'>();
  const form = usePayoutConfigForm(false);
  return (
    <RecordFormPage
      calls={payoutConfigEndpoints}
      id={id}
      texts={TEXTS}
      form={form}
      savedTo={() => LIST}
      cancelTo={LIST}
    />
  );
}
