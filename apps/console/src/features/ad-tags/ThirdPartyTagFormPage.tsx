import {
  type TagFormat,
  THIRD_PARTY_TAG_CODE_MAX,
  THIRD_PARTY_TAG_FORMATS,
  type ThirdPartyTag,
  type ThirdPartyTagWrite,
  thirdPartyTagEndpoints,
} from '@adconsole/api';
import {
  FormNumberField,
  FormSwitch,
  FormTextArea,
  maxLengthText,
  optionSchema,
  requiredChoice,
  requiredText,
} from '@adconsole/forms';
import { type Control, type FieldValues, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import type { RecordField } from '../../kit/RecordFields.tsx';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { Section } from '../../kit/Section.tsx';
import { useTableParams } from '../../routes/useTableParams.ts';
import { advertiserField } from '../creatives/advertiserField.tsx';
import { LiveTagCheck, TagCheck, TagPreview } from './tagParts.tsx';

const tagForm = z.object({
  name: z.pipe(requiredText(), maxLengthText(200)),
  advertiser: requiredChoice(optionSchema),
  format: requiredChoice(z.string()),
  width: requiredChoice(z.number()),
  height: requiredChoice(z.number()),
  code: z.pipe(requiredText(), maxLengthText(THIRD_PARTY_TAG_CODE_MAX)),
  draft: z.boolean(),
});

const size = {
  minValue: 1,
  maxValue: 4000,
  formatOptions: { maximumFractionDigits: 0, useGrouping: false },
};

/** The check of the code and format as typed (before saving). */
function TypedTagCheck({ control }: { control: Control<FieldValues> }) {
  const [code, format] = useWatch({ control, name: ['code', 'format'] }) as [string, TagFormat];
  return <LiveTagCheck code={code ?? ''} format={format} />;
}

function TagForm({ id }: { id?: number }) {
  const { t } = useTranslation();
  const fields: RecordField[] = [
    { kind: 'text', name: 'name', isRequired: true, maxLength: 200 },
    advertiserField('advertiser'),
    {
      kind: 'select',
      name: 'format',
      isRequired: true,
      options: THIRD_PARTY_TAG_FORMATS.map((format) => ({
        id: format,
        label: t(`adTags.formats.${format}`),
      })),
    },
    { kind: 'field', name: 'width', component: FormNumberField, isRequired: true, props: size },
    { kind: 'field', name: 'height', component: FormNumberField, isRequired: true, props: size },
    {
      kind: 'field',
      name: 'code',
      component: FormTextArea,
      isRequired: true,
      hint: true,
      props: { rows: 8, maxLength: THIRD_PARTY_TAG_CODE_MAX },
    },
    { kind: 'custom', name: 'check', render: (control) => <TypedTagCheck control={control} /> },
    { kind: 'field', name: 'draft', component: FormSwitch, hint: true },
  ];
  return (
    <RecordFormPage
      calls={thirdPartyTagEndpoints}
      id={id}
      texts="adTags.thirdParty"
      form={{
        schema: tagForm,
        defaults: (tag: ThirdPartyTag | undefined) => ({
          name: tag?.name ?? '',
          advertiser: tag?.advertiser
            ? { id: String(tag.advertiser.id), label: tag.advertiser.name }
            : null,
          format: tag?.format ?? 'JS',
          width: tag?.width ?? 300,
          height: tag?.height ?? 250,
          code: tag?.code ?? '',
          draft: tag?.status === 'DRAFT',
        }),
        toWrite: (values): ThirdPartyTagWrite => ({
          name: values.name,
          advertiserAccountId: Number(values.advertiser?.id),
          format: values.format as ThirdPartyTagWrite['format'],
          width: values.width ?? 0,
          height: values.height ?? 0,
          code: values.code,
          draft: values.draft,
        }),
        fields,
      }}
      // A saved tag opens its record: its check, vendor, preview and history (issue 40).
      savedTo={(tag) => `/ad-tags/3rd-party/${tag.id}`}
      cancelTo="/ad-tags/3rd-party"
      below={(tag) =>
        tag ? (
          <>
            <Section title={t('adTags.thirdParty.check')}>
              <TagCheck tag={tag} />
            </Section>
            <Section title={t('adTags.preview.heading')}>
              <TagPreview tag={tag} />
            </Section>
          </>
        ) : null
      }
    />
  );
}

/** /ad-tags/3rd-party/add */
export function ThirdPartyTagCreatePage() {
  return <TagForm />;
}

/** /ad-tags/3rd-party/edit/{tagId} */
export function ThirdPartyTagEditPage() {
  const { tagId } = useTableParams<'adTags.thirdPartyEdit'>();
  return <TagForm id={tagId} />;
}
