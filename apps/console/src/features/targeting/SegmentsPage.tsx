import { SEGMENT_EXPIRE_MAX_MINUTES, type Segment, segmentEndpoints } from '@adconsole/api';
import { maxLengthText, optionSchema, requiredChoice, requiredText } from '@adconsole/forms';
import { Stack, Text, TextArea } from '@adconsole/ui';
import { useMemo } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { loadAccountOptions } from '../../app/lookups.ts';
import { recordColumns } from '../../kit/columns.tsx';
import { useFormWatch } from '../../kit/formWatch.ts';
import { ListView } from '../../kit/ListView.tsx';
import { OnDemandCombobox, OnDemandNumberField } from '../../kit/OnDemandFields.tsx';
import { useList } from '../../kit/useList.ts';
import { useRecordEditing } from '../../kit/useRecordEditing.ts';
import { activeBulkActions, namedList } from './namedList.ts';
import { expiryText } from './segmentTexts.ts';

// /targeting/segments (issue 42; spec 1 §2.12, ADMIN; DOMAIN §8 Segment after Xandr's Segment
// service): the ad server's segments with their code, advertiser and expiry, created and edited
// in a dialog that also shows the segment's pixel (Xandr's, by code and the company's member;
// without a Xandr credential the dialog says where the member comes from). Xandr's own advice
// is to re-use segments rather than make new ones: the list searches by name and code.

const segmentList = namedList('targeting.segments');

const segmentForm = z.object({
  name: z.pipe(requiredText(), maxLengthText(100)),
  code: z.pipe(requiredText(), maxLengthText(50)),
  advertiserId: z.nullable(optionSchema),
  expireMinutes: requiredChoice(z.number()),
  pixel: z.string(),
});

const loadAdvertisers = loadAccountOptions;

/** The saved segment's pixel, to copy into the advertiser's pages. */
function PixelPart({ control, label }: { control: Control<FieldValues>; label: string }) {
  const { t } = useTranslation();
  const pixel = useFormWatch({ control, name: 'pixel' }) as string;
  if (!pixel)
    return (
      <Stack space="xsmall">
        <Text weight="strong">{label}</Text>
        <Text tone="muted">{t('targeting.segments.form.pixelMissing')}</Text>
      </Stack>
    );
  return (
    <TextArea
      label={label}
      description={t('targeting.segments.form.pixelHint')}
      value={pixel}
      isReadOnly
      rows={3}
    />
  );
}

export function SegmentsPage() {
  const { t } = useTranslation();
  const list = useList({
    definition: segmentList,
    listKey: 'targeting-segments',
    calls: segmentEndpoints,
    bulkActions: activeBulkActions('targeting.segments'),
  });
  const records = useRecordEditing({
    calls: segmentEndpoints,
    texts: 'targeting.segments',
    form: {
      schema: segmentForm,
      defaults: (segment?: Segment) => ({
        name: segment?.name ?? '',
        code: segment?.code ?? '',
        advertiserId:
          segment?.advertiserId && segment.advertiserName
            ? { id: String(segment.advertiserId), label: segment.advertiserName }
            : null,
        expireMinutes: segment?.expireMinutes ?? 43_200,
        pixel: segment?.pixel ?? '',
      }),
      toWrite: (values, segment) => ({
        name: values.name.trim(),
        code: values.code.trim(),
        advertiserId: values.advertiserId ? Number(values.advertiserId.id) : null,
        expireMinutes: values.expireMinutes ?? 0,
        active: segment?.active ?? true,
      }),
      fields: [
        { kind: 'text', name: 'name', isRequired: true, maxLength: 100 },
        { kind: 'text', name: 'code', isRequired: true, maxLength: 50, hint: true },
        {
          kind: 'field',
          name: 'advertiserId',
          component: OnDemandCombobox,
          hint: true,
          props: { loadOptions: loadAdvertisers, debounceMs: 500 },
        },
        {
          kind: 'field',
          name: 'expireMinutes',
          component: OnDemandNumberField,
          isRequired: true,
          hint: true,
          props: { minValue: 0, maxValue: SEGMENT_EXPIRE_MAX_MINUTES, step: 1 },
        },
        {
          kind: 'custom',
          name: 'pixel',
          render: (control, label) => <PixelPart control={control} label={label} />,
        },
      ],
    },
  });
  const columns = useMemo(() => {
    const column = recordColumns<Segment>(t, 'targeting.segments');
    return [
      column.name('name'),
      column.text('code'),
      column.text('advertiserName', (name) => name ?? t('targeting.segments.everyAdvertiser')),
      column.text('expireMinutes', (minutes) => expiryText(t, minutes)),
      column.text('visitorSegments', (count) =>
        t('targeting.segments.visitorSegmentCount', { count }),
      ),
      column.status(),
    ];
  }, [t]);
  return <ListView list={list} columns={columns} records={records} />;
}
