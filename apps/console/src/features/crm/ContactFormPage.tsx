import {
  CRM_LANGUAGES,
  type CrmContact,
  type CrmContactWrite,
  crmAccountEndpoints,
  crmContactEndpoints,
  MAIL_STATUSES,
  SALUTATIONS,
} from '@adconsole/api';
import {
  FormCombobox,
  FormMultiSelect,
  FormSwitch,
  maxLengthText,
  optionalText,
  optionSchema,
  requiredChoice,
  requiredText,
} from '@adconsole/forms';
import { Loader, PageLayout } from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { endpointQuery, useActingCompanyId } from '../../kit/endpointQuery.ts';
import type { RecordField } from '../../kit/RecordFields.tsx';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { useTableParams, useTableSearch } from '../../routes/useTableParams.ts';
import { loadAccountOptions, recordOptions, useCrmLookups, valueOptions } from './crmLookups.ts';
import { useContactDuplicateWarning } from './duplicates.tsx';

const contactForm = z.object({
  salutation: requiredChoice(z.string()),
  firstName: z.pipe(requiredText(), maxLengthText(100)),
  lastName: z.pipe(requiredText(), maxLengthText(100)),
  jobTitle: z.pipe(optionalText(), maxLengthText(100)),
  email: z.pipe(optionalText(), maxLengthText(254)),
  phone: z.pipe(optionalText(), maxLengthText(40)),
  language: requiredChoice(z.string()),
  accountId: requiredChoice(optionSchema),
  labelIds: z.array(optionSchema),
  mailStatus: requiredChoice(z.string()),
  active: z.boolean(),
});
type ContactValues = z.input<typeof contactForm>;

const toWrite = (values: z.output<typeof contactForm>): CrmContactWrite => ({
  salutation: values.salutation as CrmContactWrite['salutation'],
  firstName: values.firstName,
  lastName: values.lastName,
  jobTitle: values.jobTitle || null,
  email: values.email || null,
  phone: values.phone || null,
  language: values.language as CrmContactWrite['language'],
  accountId: Number(values.accountId.id),
  labelIds: values.labelIds.map((label) => Number(label.id)),
  mailStatus: values.mailStatus as CrmContactWrite['mailStatus'],
  active: values.active,
});

const loadAccounts = loadAccountOptions();

function ContactForm({
  id,
  account,
}: {
  id?: number;
  account?: { id: number; displayName: string; language: string } | undefined;
}) {
  const { t } = useTranslation();
  const lookups = useCrmLookups();
  const warnOfDuplicates = useContactDuplicateWarning();
  const defaults = (contact: CrmContact | undefined): ContactValues => ({
    salutation: contact?.salutation ?? 'NONE',
    firstName: contact?.firstName ?? '',
    lastName: contact?.lastName ?? '',
    jobTitle: contact?.jobTitle ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    language: contact?.language ?? account?.language ?? 'de',
    accountId: contact
      ? { id: String(contact.account.id), label: contact.account.name }
      : account
        ? { id: String(account.id), label: account.displayName }
        : null,
    labelIds: (contact?.labels ?? []).map((label) => ({ id: String(label.id), label: label.name })),
    mailStatus: contact?.mailStatus ?? 'NONE',
    active: contact?.active ?? true,
  });
  const fields: RecordField[] = [
    {
      kind: 'select',
      name: 'salutation',
      isRequired: true,
      options: valueOptions(t, 'crm.salutation', SALUTATIONS),
    },
    { kind: 'text', name: 'firstName', isRequired: true, maxLength: 100 },
    { kind: 'text', name: 'lastName', isRequired: true, maxLength: 100 },
    { kind: 'text', name: 'jobTitle', maxLength: 100 },
    {
      kind: 'field',
      name: 'accountId',
      component: FormCombobox,
      isRequired: true,
      props: { loadOptions: loadAccounts, debounceMs: 500 },
    },
    { kind: 'text', name: 'email', maxLength: 254 },
    { kind: 'text', name: 'phone', maxLength: 40 },
    {
      kind: 'select',
      name: 'language',
      isRequired: true,
      options: valueOptions(t, 'crm.language', CRM_LANGUAGES),
    },
    {
      kind: 'field',
      name: 'labelIds',
      component: FormMultiSelect,
      props: { options: recordOptions(lookups?.contactLabels) },
    },
    {
      kind: 'select',
      name: 'mailStatus',
      isRequired: true,
      options: valueOptions(t, 'crm.mailStatus', MAIL_STATUSES),
    },
    { kind: 'field', name: 'active', component: FormSwitch },
  ];
  return (
    <RecordFormPage
      calls={crmContactEndpoints}
      id={id}
      texts="crm.contacts"
      form={{ schema: contactForm, defaults, toWrite, fields }}
      savedTo={() => '/crm/contacts'}
      cancelTo="/crm/contacts"
      confirmCreate={warnOfDuplicates}
    />
  );
}

/** The account a contact form starts with (`?accountId=`), loaded for its name. */
function usePreselectedAccount(accountId: string | undefined) {
  const companyId = useActingCompanyId();
  const id = accountId && /^[0-9]{1,15}$/.test(accountId) ? Number(accountId) : undefined;
  const account = useQuery({
    ...endpointQuery(crmAccountEndpoints.get, { params: { id: id ?? 0 } }, companyId),
    enabled: id !== undefined,
  });
  return { isLoading: id !== undefined && account.isPending, account: account.data };
}

/** /crm/contacts/create, optionally for an account (`accountId`) and back to `redirectTo`. */
export function ContactCreatePage() {
  const { accountId } = useTableSearch<'crm.contactCreate'>();
  const { title, crumbs } = usePageHeading();
  const preselected = usePreselectedAccount(accountId);
  if (preselected.isLoading) {
    return (
      <PageLayout title={title} breadcrumbs={crumbs}>
        <Loader />
      </PageLayout>
    );
  }
  return <ContactForm account={preselected.account} />;
}

/** /crm/contacts/edit/{contactId}: back to `redirectTo` after saving. */
export function ContactEditPage() {
  const { contactId } = useTableParams<'crm.contactEdit'>();
  return <ContactForm id={contactId} />;
}
