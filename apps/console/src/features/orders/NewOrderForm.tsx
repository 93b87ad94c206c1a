import {
  type CampaignRecord,
  crmAccountEndpoints,
  orderEndpoints,
  taskEndpoints,
} from '@adconsole/api';
import {
  FormCombobox,
  FormDatePicker,
  maxLengthText,
  optionSchema,
  requiredChoice,
  requiredDate,
  requiredText,
} from '@adconsole/forms';
import { Loader } from '@adconsole/ui';
import { z } from 'zod/mini';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { QueryFailure } from '../../kit/QueryFailure.tsx';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { useTableParams } from '../../routes/useTableParams.ts';
import { loadAccountOptions } from '../crm/crmLookups.ts';
import { campaignHref } from './campaignHref.ts';
import { campaignRecordCalls, tabOfStatus } from './orderCalls.ts';

// The new order's form, loaded when its route shows (CampaignPages.tsx): its date and lookup.
const newOrderForm = z.object({
  campaignTypeId: requiredChoice(z.string()),
  advertiser: requiredChoice(optionSchema),
  name: z.pipe(requiredText(), maxLengthText(200)),
  startDate: requiredDate(),
  endDate: requiredDate(),
});

/**
 * /orders/campaigns/OFFERED/new-order, …/new-order/{accountId} and
 * …/tasks/{taskId}/new-order: a new offer for an account (from a task: the task's account),
 * then on to its positions.
 */
export function NewOrderForm() {
  // One screen on three routes: none, one or the other of these ids in the path.
  const { accountId }: { accountId?: number } = useTableParams<'orders.newOrderForAccount'>();
  const { taskId }: { taskId?: number } = useTableParams<'orders.newOrderFromTask'>();
  const types = useEndpoint(orderEndpoints.ordersCampaignTypes, {});
  const account = useEndpoint(
    crmAccount,
    { params: { id: accountId ?? 0 } },
    { enabled: accountId !== undefined },
  );
  // From a task: the task's account is the advertiser.
  const task = useEndpoint(
    taskEndpoints.get,
    { params: { id: taskId ?? 0 } },
    { enabled: taskId !== undefined },
  );
  if (types.isError) return <QueryFailure error={types.error} onRetry={() => types.refetch()} />;
  if (
    !types.data ||
    (accountId !== undefined && !account.data) ||
    (taskId !== undefined && !task.data)
  ) {
    return <Loader />;
  }
  const preset =
    (account.data as { id: number; displayName: string } | undefined) ?? task.data?.account;
  return (
    <RecordFormPage
      calls={campaignRecordCalls}
      texts="orders.campaign"
      form={{
        schema: newOrderForm,
        defaults: () => ({
          campaignTypeId: null,
          advertiser: preset ? { id: String(preset.id), label: preset.displayName } : null,
          name: '',
          startDate: '',
          endDate: '',
        }),
        toWrite: (values) => ({
          campaignTypeId: Number(values.campaignTypeId),
          advertiserAccountId: Number(values.advertiser.id),
          name: values.name,
          startDate: values.startDate,
          endDate: values.endDate,
          ...(taskId ? { taskId } : {}),
        }),
        fields: [
          {
            kind: 'select',
            name: 'campaignTypeId',
            isRequired: true,
            options: types.data.items.map((type) => ({ id: String(type.id), label: type.name })),
          },
          {
            kind: 'field',
            name: 'advertiser',
            component: FormCombobox,
            isRequired: true,
            props: { loadOptions: loadAccounts, debounceMs: 500 },
          },
          { kind: 'text', name: 'name', isRequired: true, maxLength: 200 },
          { kind: 'field', name: 'startDate', component: FormDatePicker, isRequired: true },
          { kind: 'field', name: 'endDate', component: FormDatePicker, isRequired: true },
        ],
      }}
      savedTo={(saved) =>
        campaignHref(tabOfStatus((saved as CampaignRecord).status), saved.id, 'edit-positions')
      }
      cancelTo="/orders/campaigns"
    />
  );
}

const crmAccount = crmAccountEndpoints.get;
const loadAccounts = loadAccountOptions();
