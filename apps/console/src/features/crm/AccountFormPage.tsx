import {
  ACCOUNT_TYPES,
  CANTONS,
  COUNTRY_CODES,
  CRM_LANGUAGES,
  type CrmAccount,
  type CrmAccountWrite,
  CURRENCIES,
  crmAccountEndpoints,
  LEGAL_FORMS,
} from '@adconsole/api';
import {
  FormCombobox,
  FormMultiSelect,
  FormNumberField,
  FormSwitch,
  maxLengthText,
  optionalText,
  optionSchema,
  requiredChoice,
  requiredText,
} from '@adconsole/forms';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import type { RecordField } from '../../kit/RecordFields.tsx';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { useTableParams } from '../../routes/useTableParams.ts';
import {
  idOf,
  loadAccountOptions,
  ownerOptions,
  recordOptions,
  useCrmLookups,
  valueOptions,
} from './crmLookups.ts';
import { useAccountDuplicateWarning } from './duplicates.tsx';

const accountForm = z.object({
  name: z.pipe(requiredText(), maxLengthText(200)),
  displayName: z.pipe(optionalText(), maxLengthText(300)),
  legalForm: z.nullable(z.string()),
  accountType: requiredChoice(z.string()),
  uidNumber: z.pipe(optionalText(), maxLengthText(30)),
  industryId: z.nullable(z.string()),
  language: requiredChoice(z.string()),
  street: z.pipe(optionalText(), maxLengthText(200)),
  postalCode: z.pipe(optionalText(), maxLengthText(10)),
  city: z.pipe(optionalText(), maxLengthText(100)),
  countryCode: requiredChoice(z.string()),
  canton: z.nullable(z.string()),
  salesOwnerId: z.nullable(z.string()),
  agencyAccountId: z.nullable(optionSchema),
  brokerAccountId: z.nullable(optionSchema),
  labelIds: z.array(optionSchema),
  website: z.pipe(optionalText(), maxLengthText(200)),
  phone: z.pipe(optionalText(), maxLengthText(40)),
  email: z.pipe(optionalText(), maxLengthText(254)),
  creditLimit: z.nullable(z.number()),
  creditCurrency: z.nullable(z.string()),
  paymentTermsDays: z.nullable(z.number()),
  active: z.boolean(),
});
type AccountValues = z.input<typeof accountForm>;

const refOption = (ref: { id: number; name: string } | null) =>
  ref ? { id: String(ref.id), label: ref.name } : null;

const defaults = (account: CrmAccount | undefined): AccountValues => ({
  name: account?.name ?? '',
  displayName: account?.displayName ?? '',
  legalForm: account?.legalForm ?? null,
  accountType: account?.accountType ?? 'ADVERTISER',
  uidNumber: account?.uidNumber ?? '',
  industryId: account?.industry ? String(account.industry.id) : null,
  language: account?.language ?? 'de',
  street: account?.street ?? '',
  postalCode: account?.postalCode ?? '',
  city: account?.city ?? '',
  countryCode: account?.countryCode ?? 'CH',
  canton: account?.canton ?? null,
  salesOwnerId: account?.salesOwner ? String(account.salesOwner.userId) : null,
  agencyAccountId: refOption(account?.agency ?? null),
  brokerAccountId: refOption(account?.broker ?? null),
  labelIds: (account?.labels ?? []).map((label) => ({ id: String(label.id), label: label.name })),
  website: account?.website ?? '',
  phone: account?.phone ?? '',
  email: account?.email ?? '',
  creditLimit: account?.creditLimit?.amount ?? null,
  creditCurrency: account?.creditLimit?.currency ?? null,
  paymentTermsDays: account?.paymentTermsDays ?? 30,
  active: account?.active ?? true,
});

const toWrite = (values: z.output<typeof accountForm>): CrmAccountWrite => ({
  name: values.name,
  displayName: values.displayName || null,
  legalForm: (values.legalForm as CrmAccountWrite['legalForm']) ?? null,
  accountType: values.accountType as CrmAccountWrite['accountType'],
  uidNumber: values.uidNumber || null,
  industryId: idOf(values.industryId),
  language: values.language as CrmAccountWrite['language'],
  street: values.street || null,
  postalCode: values.postalCode || null,
  city: values.city || null,
  countryCode: values.countryCode as CrmAccountWrite['countryCode'],
  canton:
    values.countryCode === 'CH' ? ((values.canton as CrmAccountWrite['canton']) ?? null) : null,
  salesOwnerId: idOf(values.salesOwnerId),
  agencyAccountId: idOf(values.agencyAccountId),
  brokerAccountId: idOf(values.brokerAccountId),
  labelIds: values.labelIds.map((label) => Number(label.id)),
  website: values.website || null,
  phone: values.phone || null,
  email: values.email || null,
  creditLimit: values.creditLimit,
  creditCurrency:
    values.creditLimit === null ? null : ((values.creditCurrency as 'CHF' | 'EUR' | null) ?? null),
  paymentTermsDays: values.paymentTermsDays ?? 30,
  active: values.active,
});

const loadAgencies = loadAccountOptions(['AGENCY', 'MEDIA_AGENCY']);
const loadBrokers = loadAccountOptions(['BROKER']);

/** The account form's fields, in the order staff fill them in. */
function useAccountFields(): RecordField[] {
  const { t } = useTranslation();
  const lookups = useCrmLookups();
  return [
    { kind: 'section', name: 'company' },
    { kind: 'text', name: 'name', isRequired: true, maxLength: 200 },
    { kind: 'text', name: 'displayName', maxLength: 300, hint: true },
    { kind: 'select', name: 'legalForm', options: valueOptions(t, 'crm.legalForm', LEGAL_FORMS) },
    {
      kind: 'select',
      name: 'accountType',
      isRequired: true,
      options: valueOptions(t, 'crm.accountType', ACCOUNT_TYPES),
    },
    { kind: 'text', name: 'uidNumber', maxLength: 30, hint: true },
    { kind: 'select', name: 'industryId', options: recordOptions(lookups?.industries) },
    {
      kind: 'select',
      name: 'language',
      isRequired: true,
      options: valueOptions(t, 'crm.language', CRM_LANGUAGES),
    },
    { kind: 'section', name: 'address' },
    { kind: 'text', name: 'street', maxLength: 200 },
    { kind: 'text', name: 'postalCode', maxLength: 10 },
    { kind: 'text', name: 'city', maxLength: 100 },
    {
      kind: 'select',
      name: 'countryCode',
      isRequired: true,
      options: valueOptions(t, 'crm.country', COUNTRY_CODES),
    },
    {
      kind: 'select',
      name: 'canton',
      options: CANTONS.map((canton) => ({ id: canton, label: canton })),
      hint: true,
    },
    { kind: 'section', name: 'sales' },
    { kind: 'select', name: 'salesOwnerId', options: ownerOptions(lookups) },
    {
      kind: 'field',
      name: 'labelIds',
      component: FormMultiSelect,
      props: { options: recordOptions(lookups?.accountLabels) },
    },
    {
      kind: 'field',
      name: 'agencyAccountId',
      component: FormCombobox,
      props: { loadOptions: loadAgencies, debounceMs: 500 },
    },
    {
      kind: 'field',
      name: 'brokerAccountId',
      component: FormCombobox,
      props: { loadOptions: loadBrokers, debounceMs: 500 },
    },
    { kind: 'section', name: 'contact' },
    { kind: 'text', name: 'website', maxLength: 200 },
    { kind: 'text', name: 'phone', maxLength: 40 },
    { kind: 'text', name: 'email', maxLength: 254 },
    { kind: 'section', name: 'terms' },
    {
      kind: 'field',
      name: 'creditLimit',
      component: FormNumberField,
      props: { minValue: 0, formatOptions: { maximumFractionDigits: 2 } },
    },
    {
      kind: 'select',
      name: 'creditCurrency',
      options: CURRENCIES.map((currency) => ({ id: currency, label: currency })),
    },
    {
      kind: 'field',
      name: 'paymentTermsDays',
      component: FormNumberField,
      props: { minValue: 0, maxValue: 365, formatOptions: { maximumFractionDigits: 0 } },
    },
    { kind: 'field', name: 'active', component: FormSwitch },
  ];
}

function AccountForm({ id }: { id?: number }) {
  const fields = useAccountFields();
  const warnOfDuplicates = useAccountDuplicateWarning();
  return (
    <RecordFormPage
      calls={crmAccountEndpoints}
      id={id}
      texts="crm.accounts"
      form={{ schema: accountForm, defaults, toWrite, fields }}
      savedTo={(account: CrmAccount) => `/crm/accounts/${account.id}`}
      cancelTo={id === undefined ? '/crm/accounts' : `/crm/accounts/${id}`}
      confirmCreate={warnOfDuplicates}
    />
  );
}

/** /crm/accounts/create: a new account, after the duplicate warning. */
export function AccountCreatePage() {
  return <AccountForm />;
}

/** /crm/accounts/edit/{accountId}. */
export function AccountEditPage() {
  const { accountId } = useTableParams<'crm.accountEdit'>();
  return <AccountForm id={accountId} />;
}
