import type { CampaignRecord } from '@adconsole/api';
import {
  FormDatePicker,
  maxLengthText,
  optionalDate,
  optionalText,
  requiredChoice,
  requiredDate,
  requiredText,
} from '@adconsole/forms';
import { Text } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { campaignHref } from './campaignHref.ts';
import { campaignRecordCalls } from './orderCalls.ts';

// The campaign page's edit tab, loaded when it shows (CampaignPages.tsx): its date fields.
const LANGUAGES = ['de', 'fr', 'it', 'en'] as const;
const campaignEditForm = z.object({
  name: requiredText(),
  startDate: requiredDate(),
  endDate: requiredDate(),
  language: requiredChoice(z.string()),
  offerValidUntil: optionalDate(),
  customerPo: z.pipe(optionalText(), maxLengthText(100)),
});

export function CampaignEdit({ campaign, type }: { campaign: CampaignRecord; type: string }) {
  const { t } = useTranslation();
  if (!campaign.editable) return <Text tone="muted">{t('orders.campaign.notEditable')}</Text>;
  return (
    <RecordFormPage
      embedded
      calls={campaignRecordCalls}
      id={campaign.id}
      texts="orders.campaign"
      form={{
        schema: campaignEditForm,
        defaults: (record?: CampaignRecord) => ({
          name: record?.name ?? '',
          startDate: record?.startDate ?? '',
          endDate: record?.endDate ?? '',
          language: record?.language ?? 'de',
          offerValidUntil: record?.offerValidUntil ?? '',
          customerPo: record?.customerPo ?? '',
        }),
        toWrite: (values) => ({
          name: values.name,
          startDate: values.startDate,
          endDate: values.endDate,
          language: values.language as (typeof LANGUAGES)[number],
          offerValidUntil: values.offerValidUntil,
          customerPo: values.customerPo || null,
        }),
        fields: [
          { kind: 'text', name: 'name', isRequired: true, maxLength: 200 },
          { kind: 'field', name: 'startDate', component: FormDatePicker, isRequired: true },
          { kind: 'field', name: 'endDate', component: FormDatePicker, isRequired: true },
          {
            kind: 'select',
            name: 'language',
            isRequired: true,
            options: LANGUAGES.map((language) => ({
              id: language,
              label: t(`orders.language.${language}`),
            })),
          },
          { kind: 'field', name: 'offerValidUntil', component: FormDatePicker },
          { kind: 'text', name: 'customerPo', maxLength: 100 },
        ],
      }}
      savedTo={(saved) => campaignHref(type, saved.id, 'overview')}
      cancelTo={campaignHref(type, campaign.id, 'overview')}
    />
  );
}
