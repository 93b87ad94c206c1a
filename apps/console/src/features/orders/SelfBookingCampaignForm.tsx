import {
  FormDatePicker,
  maxLengthText,
  requiredChoice,
  requiredDate,
  requiredText,
} from '@adconsole/forms';
import { z } from 'zod/mini';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { sbHref } from './campaignHref.ts';
import { campaignRecordCalls } from './orderCalls.ts';

// The self-booking campaign's form (step 1), loaded when it shows (SelfBookingPages.tsx).

const sbCampaignForm = z.object({
  campaignTypeId: requiredChoice(z.string()),
  name: z.pipe(requiredText(), maxLengthText(200)),
  startDate: requiredDate(),
  endDate: requiredDate(),
});

/** The campaign for the customer's own account, of the self-bookable types. */
export function SelfBookingCampaignForm({
  accountId,
  types,
}: {
  accountId: number;
  types: { id: number; name: string }[];
}) {
  return (
    <RecordFormPage
      calls={campaignRecordCalls}
      texts="orders.sb.campaign"
      form={{
        schema: sbCampaignForm,
        defaults: () => ({
          campaignTypeId: types.length === 1 ? String(types[0]?.id) : null,
          name: '',
          startDate: '',
          endDate: '',
        }),
        toWrite: (values) => ({
          campaignTypeId: Number(values.campaignTypeId),
          advertiserAccountId: accountId,
          name: values.name,
          startDate: values.startDate,
          endDate: values.endDate,
        }),
        fields: [
          {
            kind: 'select',
            name: 'campaignTypeId',
            isRequired: true,
            options: types.map((type) => ({ id: String(type.id), label: type.name })),
          },
          { kind: 'text', name: 'name', isRequired: true, maxLength: 200 },
          { kind: 'field', name: 'startDate', component: FormDatePicker, isRequired: true },
          { kind: 'field', name: 'endDate', component: FormDatePicker, isRequired: true },
        ],
      }}
      savedTo={(saved) => sbHref(saved.id)}
      cancelTo="/orders/campaigns"
    />
  );
}
