import {
  CREATIVE_NAME_MAX,
  type CreativeFileCheck,
  DIGITAL_CREATIVE_FORMATS,
  type DigitalCreativeItem,
  type DigitalCreativeWrite,
  digitalCreativeEndpoints,
  TAG_CODE_MAX,
} from '@adconsole/api';
import {
  FilePicker,
  FormLookup,
  FormNumberField,
  FormTextArea,
  maxLengthText,
  optionSchema,
  requiredChoice,
  requiredText,
} from '@adconsole/forms';
import { formatFileSize, Stack, Text } from '@adconsole/ui';
import { useState } from 'react';
import { type Control, type FieldValues, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { asOption } from '../../app/lookups.ts';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import type { RecordField } from '../../kit/RecordFields.tsx';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { useTableParams } from '../../routes/useTableParams.ts';
import { LiveTagCheck } from '../ad-tags/tagParts.tsx';
import { advertiserField } from './advertiserField.tsx';
import { loadPositionOptions, uploadCreativeFile } from './creativeCalls.ts';
import { CreativeWarnings, SavedPreview } from './creativeParts.tsx';
import { creativeSize, refusalText } from './creativeTexts.ts';

const creativeForm = z.object({
  name: z.pipe(requiredText(), maxLengthText(CREATIVE_NAME_MAX)),
  account: requiredChoice(optionSchema),
  position: z.nullable(optionSchema),
  format: requiredChoice(z.string()),
  fileId: z.string(),
  tag: z.pipe(z.string(), maxLengthText(TAG_CODE_MAX)),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
  clickUrl: z.pipe(z.string(), maxLengthText(2000)),
});
type CreativeFormValues = z.input<typeof creativeForm>;

const TEXTS = 'creatives.digital';

/** The findings of an uploaded file, as the form shows them under the picker. */
function FileFindings({ check }: { check: CreativeFileCheck }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack space="xxsmall">
      <Text size="small">
        {t(`${TEXTS}.file.found`, {
          format: t(`creatives.formats.${check.format}`),
          size: creativeSize(check) || t(`${TEXTS}.file.noSize`),
          source: check.sizeSource ? t(`creatives.sizeSources.${check.sizeSource}`) : '',
          weight: formatFileSize(check.weightBytes, i18n.language),
        })}
      </Text>
      <CreativeWarnings warnings={check.warnings} />
    </Stack>
  );
}

/**
 * The file of a creative: chosen, uploaded at once (the server scans and checks it), its
 * findings or its refusal shown; the form keeps the stored file's id.
 */
function CreativeFileField({
  control,
  label,
  creative,
}: {
  control: Control<FieldValues>;
  label: string;
  creative: DigitalCreativeItem | undefined;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'fileId' });
  const [file, setFile] = useState<File>();
  const [check, setCheck] = useState<CreativeFileCheck>();
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const choose = async (chosen: File | undefined) => {
    setFile(chosen);
    setCheck(undefined);
    setRefusal(undefined);
    if (!chosen) return;
    setBusy(true);
    try {
      const found = await uploadCreativeFile(chosen);
      setCheck(found);
      field.onChange(found.fileId);
    } catch (failure) {
      setRefusal(refusalText(failure));
      field.onChange(creative?.fileId ?? '');
    } finally {
      setBusy(false);
    }
  };
  const error = refusal ?? fieldState.error?.message;
  return (
    <Stack space="xsmall">
      <FilePicker
        label={label}
        file={file}
        onChange={(chosen) => void choose(chosen)}
        accept=".jpg,.jpeg,.png,.gif,.webp,.zip,.xml"
        isDisabled={busy}
      />
      {busy && <Text size="small">{t(`${TEXTS}.file.checking`)}</Text>}
      {error && (
        <Text size="small" tone="critical" role="alert">
          {error}
        </Text>
      )}
      {check && <FileFindings check={check} />}
      {!check && creative?.fileName && (
        <Stack space="xsmall">
          <Text size="small">
            {t(`${TEXTS}.file.current`, {
              name: creative.fileName,
              version: creative.fileVersion,
              size: creativeSize(creative),
            })}
          </Text>
          <CreativeWarnings warnings={creative.warnings} />
          <SavedPreview creative={creative} />
        </Stack>
      )}
    </Stack>
  );
}

/** The advertiser's digital positions; none to choose before an advertiser is. */
function PositionField({ control, label }: { control: Control<FieldValues>; label: string }) {
  const { t } = useTranslation();
  const account = useWatch({ control, name: 'account' }) as { id: string } | null;
  return (
    <FormLookup
      key={account?.id ?? 'none'}
      control={control}
      name="position"
      label={label}
      description={t(`${TEXTS}.form.positionHint`)}
      disabledReason={account ? undefined : t(`${TEXTS}.form.positionNeedsAccount`)}
      load={(search, context) =>
        account ? loadPositionOptions(Number(account.id), search, context) : Promise.resolve([])
      }
      toEntry={asOption}
    />
  );
}

/** The typed tag's check (VALID / WARN / INVALID and why), as the lists and approval show it. */
function TypedCreativeTagCheck({ control }: { control: Control<FieldValues> }) {
  const code = useWatch({ control, name: 'tag' }) as string | undefined;
  return <LiveTagCheck code={code ?? ''} format={undefined} />;
}

/** The fields of the creative's format: a file, or a tag's code and size. */
function FormatFields({
  control,
  creative,
  fileLabel,
}: {
  control: Control<FieldValues>;
  creative: DigitalCreativeItem | undefined;
  fileLabel: string;
}) {
  const { t } = useTranslation();
  const format = useWatch({ control, name: 'format' }) as string;
  if (format !== 'THIRD_PARTY_TAG') {
    return <CreativeFileField control={control} label={fileLabel} creative={creative} />;
  }
  const label = (name: string) => t(`${TEXTS}.form.${name}`);
  const size = {
    minValue: 1,
    maxValue: 4000,
    formatOptions: { maximumFractionDigits: 0, useGrouping: false },
  };
  return (
    <Stack space="small">
      <FormTextArea
        control={control}
        name="tag"
        label={label('tag')}
        description={t(`${TEXTS}.form.tagHint`)}
        isRequired
        rows={6}
        maxLength={TAG_CODE_MAX}
      />
      <TypedCreativeTagCheck control={control} />
      <FormNumberField control={control} name="width" label={label('width')} isRequired {...size} />
      <FormNumberField
        control={control}
        name="height"
        label={label('height')}
        isRequired
        {...size}
      />
    </Stack>
  );
}

function CreativeForm({ id }: { id?: number }) {
  const { t } = useTranslation();
  // The saved file's facts and preview beside the form (the form page reads the record too).
  const record = useEndpoint(
    digitalCreativeEndpoints.get,
    { params: { id: id ?? 0 } },
    { enabled: id !== undefined },
  );
  const creative = id === undefined ? undefined : record.data;
  const fields: RecordField[] = [
    { kind: 'text', name: 'name', isRequired: true, maxLength: CREATIVE_NAME_MAX },
    advertiserField('account'),
    {
      kind: 'custom',
      name: 'position',
      render: (control, label) => <PositionField control={control} label={label} />,
    },
    {
      kind: 'select',
      name: 'format',
      isRequired: true,
      // A native creative keeps its format when edited (the console creates the other four).
      options: [
        ...DIGITAL_CREATIVE_FORMATS,
        ...(creative?.format === 'NATIVE' ? (['NATIVE'] as const) : []),
      ].map((format) => ({
        id: format,
        label: t(`creatives.formats.${format}`),
      })),
    },
    {
      kind: 'custom',
      name: 'file',
      render: (control, label) => (
        <FormatFields control={control} creative={creative} fileLabel={label} />
      ),
    },
    { kind: 'text', name: 'clickUrl', maxLength: 2000, hint: true },
  ];
  return (
    <RecordFormPage
      calls={digitalCreativeEndpoints}
      id={id}
      texts={TEXTS}
      form={{
        schema: creativeForm,
        defaults: (item: DigitalCreativeItem | undefined): CreativeFormValues => ({
          name: item?.name ?? '',
          account: item?.account ? { id: String(item.account.id), label: item.account.name } : null,
          position: item?.position
            ? { id: String(item.position.id), label: item.position.name }
            : null,
          format: item?.format ?? 'IMAGE',
          fileId: item?.fileId ?? '',
          tag: item?.tag ?? '',
          width: item?.width ?? null,
          height: item?.height ?? null,
          clickUrl: item?.clickUrl ?? '',
        }),
        toWrite: (values): DigitalCreativeWrite => ({
          name: values.name,
          accountId: Number(values.account?.id),
          campaignPositionId: values.position ? Number(values.position.id) : null,
          format: values.format as DigitalCreativeWrite['format'],
          fileId: values.fileId || null,
          tag: values.format === 'THIRD_PARTY_TAG' ? values.tag : null,
          width: values.format === 'THIRD_PARTY_TAG' ? values.width : null,
          height: values.format === 'THIRD_PARTY_TAG' ? values.height : null,
          clickUrl: values.clickUrl.trim() || null,
        }),
        fields,
      }}
      savedTo={() => '/creatives/digital'}
      cancelTo="/creatives/digital"
    />
  );
}

/** /creatives/digital/create */
export function DigitalCreativeCreatePage() {
  return <CreativeForm />;
}

/** /creatives/digital/{creativeId}/edit */
export function DigitalCreativeEditPage() {
  const { creativeId } = useTableParams<'creatives.digitalEdit'>();
  return <CreativeForm id={creativeId} />;
}
