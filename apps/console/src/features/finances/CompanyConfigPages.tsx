import {
  type CompanyConfig,
  type CompanyConfigWrite,
  companyConfigEndpoints,
  INVOICE_CURRENCIES,
  ISSUER_COUNTRIES,
  ISSUER_LIMITS,
  PAYMENT_TERMS_MAX_DAYS,
  settingsEndpoints,
} from '@adconsole/api';
import { FormNumberField, maxLengthText, requiredText } from '@adconsole/forms';
import { formatDateTime } from '@adconsole/i18n';
import { createDataTableColumns, DataTable, Heading, Stack } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { QueryPending } from '../../kit/QueryPending.tsx';
import type { RecordField } from '../../kit/RecordFields.tsx';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { useTableParams } from '../../routes/useTableParams.ts';

// /finances/company-configs (spec 1 §2.11, ADMIN; issue 38): what the acting company prints on
// its invoices and QR-bills, one configuration per currency. The server checks IBAN and QR-IBAN
// (ibantools) and answers its field errors in the interface language.

const TEXTS = 'companyConfigs';
const LIST = '/finances/company-configs';

const text = (max: number) => z.pipe(requiredText(), maxLengthText(max));
const optional = (max: number) => maxLengthText(max);
const configForm = z.object({
  currency: z.string(),
  legalName: text(ISSUER_LIMITS.legalName),
  street: text(ISSUER_LIMITS.street),
  buildingNumber: optional(ISSUER_LIMITS.buildingNumber),
  postalCode: text(ISSUER_LIMITS.postalCode),
  city: text(ISSUER_LIMITS.city),
  countryCode: z.string(),
  vatNumber: optional(ISSUER_LIMITS.vatNumber),
  email: optional(ISSUER_LIMITS.email),
  iban: optional(ISSUER_LIMITS.iban),
  qrIban: optional(ISSUER_LIMITS.iban),
  invoicePattern: text(ISSUER_LIMITS.pattern),
  manualPattern: text(ISSUER_LIMITS.pattern),
  creditNotePattern: text(ISSUER_LIMITS.pattern),
  paymentTermsDays: z.number(),
});
type ConfigValues = z.output<typeof configForm>;

const orNull = (value: string) => (value.trim() === '' ? null : value);

function useConfigForm() {
  const { t } = useTranslation();
  const options = (prefix: string, values: readonly string[]) =>
    values.map((id) => ({ id, label: prefix ? t(`${prefix}.${id}`) : id }));
  return {
    schema: configForm,
    defaults: (config?: CompanyConfig): ConfigValues => ({
      currency: config?.currency ?? 'CHF',
      legalName: config?.legalName ?? '',
      street: config?.street ?? '',
      buildingNumber: config?.buildingNumber ?? '',
      postalCode: config?.postalCode ?? '',
      city: config?.city ?? '',
      countryCode: config?.countryCode ?? 'CH',
      vatNumber: config?.vatNumber ?? '',
      email: config?.email ?? '',
      iban: config?.iban ?? '',
      qrIban: config?.qrIban ?? '',
      invoicePattern: config?.invoicePattern ?? 'RE-{YYYY}-{seq:6}',
      manualPattern: config?.manualPattern ?? 'RM-{YYYY}-{seq:6}',
      creditNotePattern: config?.creditNotePattern ?? 'GS-{YYYY}-{seq:6}',
      paymentTermsDays: config?.paymentTermsDays ?? 30,
    }),
    toWrite: (values: ConfigValues): CompanyConfigWrite => ({
      ...values,
      currency: values.currency as CompanyConfigWrite['currency'],
      countryCode: values.countryCode as CompanyConfigWrite['countryCode'],
      buildingNumber: orNull(values.buildingNumber),
      vatNumber: orNull(values.vatNumber),
      email: orNull(values.email),
      iban: orNull(values.iban),
      qrIban: orNull(values.qrIban),
    }),
    fields: [
      { kind: 'section', name: 'issuer' },
      {
        kind: 'select',
        name: 'currency',
        isRequired: true,
        options: options('', INVOICE_CURRENCIES),
      },
      { kind: 'text', name: 'legalName', isRequired: true, maxLength: ISSUER_LIMITS.legalName },
      { kind: 'text', name: 'street', isRequired: true, maxLength: ISSUER_LIMITS.street },
      { kind: 'text', name: 'buildingNumber', maxLength: ISSUER_LIMITS.buildingNumber },
      { kind: 'text', name: 'postalCode', isRequired: true, maxLength: ISSUER_LIMITS.postalCode },
      { kind: 'text', name: 'city', isRequired: true, maxLength: ISSUER_LIMITS.city },
      {
        kind: 'select',
        name: 'countryCode',
        isRequired: true,
        options: options('companyConfigs.countries', ISSUER_COUNTRIES),
      },
      { kind: 'text', name: 'vatNumber', maxLength: ISSUER_LIMITS.vatNumber, hint: true },
      { kind: 'text', name: 'email', maxLength: ISSUER_LIMITS.email },
      { kind: 'section', name: 'bank' },
      { kind: 'text', name: 'iban', maxLength: ISSUER_LIMITS.iban, hint: true },
      { kind: 'text', name: 'qrIban', maxLength: ISSUER_LIMITS.iban, hint: true },
      { kind: 'section', name: 'numbers' },
      {
        kind: 'text',
        name: 'invoicePattern',
        isRequired: true,
        maxLength: ISSUER_LIMITS.pattern,
        hint: true,
      },
      { kind: 'text', name: 'manualPattern', isRequired: true, maxLength: ISSUER_LIMITS.pattern },
      {
        kind: 'text',
        name: 'creditNotePattern',
        isRequired: true,
        maxLength: ISSUER_LIMITS.pattern,
      },
      { kind: 'section', name: 'terms' },
      {
        kind: 'field',
        name: 'paymentTermsDays',
        component: FormNumberField,
        isRequired: true,
        props: { minValue: 0, maxValue: PAYMENT_TERMS_MAX_DAYS, step: 1 },
      },
    ] satisfies RecordField[],
  };
}

/** /finances/company-configs/create: a configuration for another currency. */
export function CompanyConfigCreatePage() {
  const form = useConfigForm();
  return (
    <RecordFormPage
      calls={companyConfigEndpoints}
      texts={TEXTS}
      form={form}
      savedTo={(config: CompanyConfig) => `${LIST}/${config.id}`}
      cancelTo={LIST}
    />
  );
}

type AuditRow = {
  id: number;
  field: string;
  oldValue: unknown;
  newValue: unknown;
  actor: string | null;
  changedAt: string;
};

/** Who changed which field of the configuration, when, from what to what (newest first). */
function ConfigHistory({ id }: { id: number }) {
  const { t } = useTranslation();
  const audit = useEndpoint(settingsEndpoints.settingsAudit, {
    query: { entityType: 'FINANCE_COMPANY_CONFIG', entityId: id },
  });
  const column = createDataTableColumns<AuditRow>();
  const shown = (value: unknown) => (value === null || value === undefined ? '–' : String(value));
  const columns = [
    column.accessor('changedAt', {
      header: t('companyConfigs.history.changedAt'),
      cell: (info) => formatDateTime(info.getValue()),
      meta: { kind: 'date' },
    }),
    column.accessor((row) => row.actor ?? t('companyConfigs.history.system'), {
      id: 'actor',
      header: t('companyConfigs.history.actor'),
    }),
    column.accessor((row) => t(`companyConfigs.form.${row.field}`), {
      id: 'field',
      header: t('companyConfigs.history.field'),
    }),
    column.accessor((row) => `${shown(row.oldValue)} → ${shown(row.newValue)}`, {
      id: 'change',
      header: t('companyConfigs.history.change'),
    }),
  ];
  if (!audit.data) return <QueryPending query={audit} />;
  return (
    <Stack space="small">
      <Heading level={2}>{t('companyConfigs.history.title')}</Heading>
      <DataTable
        aria-label={t('companyConfigs.history.title')}
        layout="table"
        columns={columns}
        rows={audit.data.items as AuditRow[]}
        getRowId={(row) => String(row.id)}
      />
    </Stack>
  );
}

/** /finances/company-configs/{configId}: a configuration and its history. */
export function CompanyConfigEditPage() {
  const { configId } = useTableParams<'finances.companyConfig'>();
  const form = useConfigForm();
  return (
    <RecordFormPage
      calls={companyConfigEndpoints}
      id={configId}
      texts={TEXTS}
      form={form}
      savedTo={() => LIST}
      cancelTo={LIST}
      below={() => <ConfigHistory id={configId} />}
    />
  );
}
