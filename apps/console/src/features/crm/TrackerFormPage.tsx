import {
  type ConversionTracker,
  type ConversionTrackerWrite,
  conversionTrackerEndpoints,
  TRACKER_DELIVERIES,
  TRACKER_EVENTS,
  TRACKER_KINDS,
  TRACKER_NAME_MAX,
} from '@adconsole/api';
import {
  FormMultiSelect,
  FormNumberField,
  FormSwitch,
  maxLengthText,
  optionSchema,
  requiredChoice,
  requiredText,
} from '@adconsole/forms';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import type { RecordField } from '../../kit/RecordFields.tsx';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { useTableParams } from '../../routes/useTableParams.ts';
import { valueOptions } from './crmLookups.ts';

const trackerForm = z.object({
  name: z.pipe(requiredText(), maxLengthText(TRACKER_NAME_MAX)),
  kind: requiredChoice(z.string()),
  delivery: requiredChoice(z.string()),
  url: z.pipe(requiredText(), maxLengthText(2000)),
  events: z.array(optionSchema),
  postClickDays: requiredChoice(z.number()),
  postViewDays: requiredChoice(z.number()),
  active: z.boolean(),
});

/**
 * /crm/accounts/{accountId}/conversion-tracker/create and …/edit/{conversionTrackerId}: a pixel
 * or postback of the account (Xandr's attribution types and windows), back to its tab.
 */
function TrackerForm({ accountId, id }: { accountId: number; id?: number }) {
  const { t } = useTranslation();
  const eventOption = (event: string) => ({ id: event, label: t(`crm.trackerEvent.${event}`) });
  const fields: RecordField[] = [
    { kind: 'text', name: 'name', isRequired: true, maxLength: TRACKER_NAME_MAX },
    {
      kind: 'select',
      name: 'kind',
      isRequired: true,
      options: valueOptions(t, 'crm.trackerKind', TRACKER_KINDS),
    },
    {
      kind: 'select',
      name: 'delivery',
      isRequired: true,
      options: valueOptions(t, 'crm.trackerDelivery', TRACKER_DELIVERIES),
    },
    { kind: 'text', name: 'url', isRequired: true, maxLength: 2000, hint: true },
    {
      kind: 'field',
      name: 'events',
      component: FormMultiSelect,
      props: { options: TRACKER_EVENTS.map(eventOption) },
    },
    {
      kind: 'field',
      name: 'postClickDays',
      component: FormNumberField,
      isRequired: true,
      props: { minValue: 1, maxValue: 90, formatOptions: { maximumFractionDigits: 0 } },
    },
    {
      kind: 'field',
      name: 'postViewDays',
      component: FormNumberField,
      isRequired: true,
      props: { minValue: 0, maxValue: 30, formatOptions: { maximumFractionDigits: 0 } },
    },
    { kind: 'field', name: 'active', component: FormSwitch },
  ];
  const back = `/crm/accounts/${accountId}?tab=trackers`;
  return (
    <RecordFormPage
      calls={conversionTrackerEndpoints}
      id={id}
      texts="crm.trackers"
      form={{
        schema: trackerForm,
        defaults: (tracker: ConversionTracker | undefined) => ({
          name: tracker?.name ?? '',
          kind: tracker?.kind ?? 'CLICK',
          delivery: tracker?.delivery ?? 'PIXEL',
          url: tracker?.url ?? '',
          events: (tracker?.events ?? []).map(eventOption),
          postClickDays: tracker?.postClickDays ?? 30,
          postViewDays: tracker?.postViewDays ?? 1,
          active: tracker?.active ?? true,
        }),
        toWrite: (values): ConversionTrackerWrite => ({
          accountId,
          name: values.name,
          kind: values.kind as ConversionTrackerWrite['kind'],
          delivery: values.delivery as ConversionTrackerWrite['delivery'],
          url: values.url,
          events: values.events.map((event) => event.id) as ConversionTrackerWrite['events'],
          postClickDays: values.postClickDays,
          postViewDays: values.postViewDays,
          active: values.active,
        }),
        fields,
      }}
      savedTo={() => back}
      cancelTo={back}
    />
  );
}

export function TrackerCreatePage() {
  const { accountId } = useTableParams<'crm.account'>();
  return <TrackerForm accountId={accountId} />;
}

export function TrackerEditPage() {
  const { accountId, conversionTrackerId } = useTableParams<'crm.trackerEdit'>();
  return <TrackerForm accountId={accountId} id={conversionTrackerId} />;
}
