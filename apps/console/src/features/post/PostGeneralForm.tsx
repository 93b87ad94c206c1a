import { type PostCampaign, postCampaignEndpoints } from '@adconsole/api';
import {
  FormCombobox,
  FormDatePicker,
  maxLengthText,
  optionSchema,
  requiredChoice,
  requiredDate,
  requiredText,
} from '@adconsole/forms';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { call } from '../../kit/endpointQuery.ts';
import { accountOption } from '../../kit/lookups.ts';
import type { RecordField } from '../../kit/RecordFields.tsx';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { campaignBase } from './steps.ts';

// The general step's form (create and edit), loaded when it shows (PostCampaignPages.tsx): its
// date fields and the account lookup.
const generalForm = z.object({
  name: z.pipe(requiredText(), maxLengthText(200)),
  accountId: requiredChoice(optionSchema),
  countryCode: requiredChoice(z.string()),
  startDate: requiredDate(),
  endDate: requiredDate(),
});
type GeneralValues = z.input<typeof generalForm>;

const loadAccounts = async (text: string, { signal }: { signal: AbortSignal }) => {
  const accounts = await call(
    postCampaignEndpoints.accounts,
    { query: text.trim() ? { searchQuery: text.trim() } : {} },
    { signal },
  );
  return accounts.map(accountOption);
};

export function GeneralForm({
  id,
  account,
  contactIds,
  embedded = false,
}: {
  id?: number;
  account?: { id: number; name: string } | undefined;
  contactIds?: number[];
  embedded?: boolean;
}) {
  const { t } = useTranslation();
  const fields: RecordField[] = [
    { kind: 'text', name: 'name', isRequired: true, maxLength: 200 },
    {
      kind: 'field',
      name: 'accountId',
      component: FormCombobox,
      isRequired: true,
      props: { loadOptions: loadAccounts, debounceMs: 500 },
    },
    {
      kind: 'select',
      name: 'countryCode',
      isRequired: true,
      options: (['CH', 'AT', 'DE'] as const).map((code) => ({
        id: code,
        label: t(`post.countries.${code}`),
      })),
    },
    { kind: 'field', name: 'startDate', component: FormDatePicker, isRequired: true },
    { kind: 'field', name: 'endDate', component: FormDatePicker, isRequired: true },
  ];
  const defaults = (campaign: PostCampaign | undefined): GeneralValues => ({
    name: campaign?.name ?? '',
    accountId: campaign
      ? { id: String(campaign.account.id), label: campaign.account.name }
      : account
        ? { id: String(account.id), label: account.name }
        : null,
    countryCode: campaign?.countryCode ?? 'CH',
    startDate: campaign?.startDate ?? '',
    endDate: campaign?.endDate ?? '',
  });
  return (
    <RecordFormPage
      calls={postCampaignEndpoints}
      id={id}
      texts="post"
      form={{
        schema: generalForm,
        defaults,
        toWrite: (values, campaign) => ({
          name: values.name,
          accountId: Number(values.accountId.id),
          countryCode: values.countryCode as 'CH',
          startDate: values.startDate,
          endDate: values.endDate,
          contactIds: campaign?.contactIds ?? contactIds ?? [],
        }),
        fields,
      }}
      savedTo={(saved) =>
        `${campaignBase(saved)}/information${saved.info ? `/${saved.info.id}` : ''}`
      }
      cancelTo={id ? `/orders/post-campaigns/ALL/${id}` : '/orders/post-campaigns'}
      embedded={embedded}
    />
  );
}
