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
import { formatDisplayDate } from '@adconsole/i18n';
import { Loader, Text } from '@adconsole/ui';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { QueryFailure } from '../../kit/QueryFailure.tsx';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { useTableParams } from '../../routes/useTableParams.ts';
import { loadAccountOptions } from '../crm/crmLookups.ts';
import { campaignHref } from './campaignHref.ts';
import { campaignRecordCalls, tabOfStatus } from './orderCalls.ts';
import { presetOf } from './timelineSelection.ts';

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
 * then on to its positions. From booking v2 (`?adMediumId=…&from=…&to=…`, timelineSelection.ts)
 * the dates are the chosen period, the types offered those that book the medium's kind, and the
 * positions open on a new position of that medium for those days.
 */
export function NewOrderForm() {
  // One screen on three routes: none, one or the other of these ids in the path.
  const { accountId }: { accountId?: number } = useTableParams<'orders.newOrderForAccount'>();
  const { taskId }: { taskId?: number } = useTableParams<'orders.newOrderFromTask'>();
  const { t } = useTranslation();
  const preset = presetOf(useLocation({ select: (location) => location.searchStr }));
  // The medium's name and kind, read as the booking calendar shows it (the same scope).
  const medium = useEndpoint(
    orderEndpoints.ordersBookingCalendar,
    {
      query: { from: preset?.from ?? '', weeks: 1, adMediumId: preset?.adMediumId ?? 0 },
    },
    { enabled: preset !== undefined },
  );
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
    (taskId !== undefined && !task.data) ||
    (preset !== undefined && !medium.data && !medium.isError)
  ) {
    return <Loader />;
  }
  const advertiser =
    (account.data as { id: number; displayName: string } | undefined) ?? task.data?.account;
  const chosen = preset && medium.data?.rows[0];
  // A type books the medium when it names its kind (or names none); all types if none does.
  const booking = chosen
    ? types.data.items.filter(
        (type) => type.mediaTypes.length === 0 || type.mediaTypes.includes(chosen.positionType),
      )
    : [];
  const offered = booking.length > 0 ? booking : types.data.items;
  // The type made for the medium's kind: of the order desk's types (not the self-booking ones)
  // naming it, the one naming fewest kinds, when only one does (Print for print; Digital for
  // digital, not Crossmedia).
  const naming = chosen
    ? booking.filter((type) => !type.selfBookable && type.mediaTypes.includes(chosen.positionType))
    : [];
  const fewest = Math.min(...naming.map((type) => type.mediaTypes.length));
  const specific = naming.filter((type) => type.mediaTypes.length === fewest);
  return (
    <RecordFormPage
      calls={campaignRecordCalls}
      texts="orders.campaign"
      form={{
        schema: newOrderForm,
        defaults: () => ({
          // The one type that books the medium's kind is chosen (the s15 stranger had to pick
          // the print type for a print medium); with several, the user picks among them.
          campaignTypeId: specific.length === 1 && specific[0] ? String(specific[0].id) : null,
          advertiser: advertiser
            ? { id: String(advertiser.id), label: advertiser.displayName }
            : null,
          name: '',
          startDate: preset?.from ?? '',
          endDate: preset?.to ?? '',
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
            options: offered.map((type) => ({ id: String(type.id), label: type.name })),
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
      savedTo={(saved) => {
        const positions = campaignHref(
          tabOfStatus((saved as CampaignRecord).status),
          saved.id,
          'edit-positions',
        );
        if (!chosen || !preset) return positions;
        const search = new URLSearchParams({
          adMediumId: String(preset.adMediumId),
          from: preset.from,
          to: preset.to,
        });
        return `${positions}/${chosen.positionType}?${search}`;
      }}
      below={() =>
        preset ? (
          <Text tone={chosen ? 'muted' : 'critical'}>
            {chosen
              ? t('orders.timeline.preset', {
                  medium: chosen.adMedium.name,
                  from: formatDisplayDate(preset.from),
                  to: formatDisplayDate(preset.to),
                })
              : t('orders.timeline.presetUnknown')}
          </Text>
        ) : null
      }
      cancelTo="/orders/campaigns"
    />
  );
}

const crmAccount = crmAccountEndpoints.get;
const loadAccounts = loadAccountOptions();
