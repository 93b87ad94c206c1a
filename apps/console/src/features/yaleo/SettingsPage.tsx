import { ARTICLE_LANGUAGES, type YaleoSettings, yaleoEndpoints } from '@adconsole/api';
import {
  FormMultiSelect,
  FormNumberField,
  FormShell,
  FormSwitch,
  maxLengthText,
  optionSchema,
  useZodForm,
} from '@adconsole/forms';
import { formatDateTime } from '@adconsole/i18n';
import { Loader, PageLayout, Stack, Text, useToast } from '@adconsole/ui';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { call, useEndpoint, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { valueOptions } from '../../kit/options.ts';
import { RecordFields } from '../../kit/RecordFields.tsx';
import { SectionTabs } from '../../kit/SectionTabs.tsx';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { useStaleWriteGuard } from '../../kit/useStaleWriteGuard.ts';

// /yaleo/settings (issue 42): what Yaleo may recommend at all, for every placement and feed of
// the company: articles still waiting for the admin's approval or not, a maximum age, the
// languages, paths never recommended; and how links open (same or new tab, the utm_source they
// carry). One record per company, saved with its version (a stale save offers to reload).

const texts = 'yaleo.settings';
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const settingsForm = z.object({
  recommendPending: z.boolean(),
  maxArticleAgeDays: z.nullable(z.number()),
  languages: z.array(optionSchema),
  excludedPaths: z.string().check(z.maxLength(6000)),
  openInNewTab: z.boolean(),
  utmSource: maxLengthText(40),
});

function SettingsForm({ settings }: { settings: YaleoSettings }) {
  const { t } = useTranslation();
  const toast = useToast();
  const staleWrite = useStaleWriteGuard();
  const invalidate = useInvalidatePath();
  const reload = () => invalidate(yaleoEndpoints.settings.path);
  const controller = useZodForm({
    schema: settingsForm,
    defaultValues: {
      recommendPending: settings.recommendPending,
      maxArticleAgeDays: settings.maxArticleAgeDays,
      languages: valueOptions(t, 'semantiq.languages', settings.languages),
      excludedPaths: settings.excludedPaths.join('\n'),
      openInNewTab: settings.openInNewTab,
      utmSource: settings.utmSource,
    },
    onSubmit: async (values) => {
      await call(yaleoEndpoints.saveSettings, {
        body: {
          recommendPending: values.recommendPending,
          maxArticleAgeDays: values.maxArticleAgeDays,
          languages: values.languages.map((option) => option.id) as YaleoSettings['languages'],
          excludedPaths: lines(values.excludedPaths),
          openInNewTab: values.openInNewTab,
          utmSource: values.utmSource.trim(),
          version: settings.version,
        },
      });
      toast({ title: t(`${texts}.toast.saved`), tone: 'positive' });
      await reload();
    },
    onError: async (error) => {
      await staleWrite(error, reload);
    },
  });
  const control = controller.control as unknown as Control<FieldValues>;
  return (
    <FormShell controller={controller} title={t(`${texts}.formTitle`)}>
      <RecordFields
        texts={texts}
        control={control}
        fields={[
          { kind: 'section', name: 'articles' },
          { kind: 'field', name: 'recommendPending', component: FormSwitch, hint: true },
          {
            kind: 'field',
            name: 'maxArticleAgeDays',
            component: FormNumberField,
            hint: true,
            props: { minValue: 1, maxValue: 3650, step: 1 },
          },
          {
            kind: 'field',
            name: 'languages',
            component: FormMultiSelect,
            hint: true,
            props: { options: valueOptions(t, 'semantiq.languages', ARTICLE_LANGUAGES) },
          },
          { kind: 'textarea', name: 'excludedPaths', hint: true },
          { kind: 'section', name: 'links' },
          { kind: 'field', name: 'openInNewTab', component: FormSwitch },
          { kind: 'text', name: 'utmSource', maxLength: 40, hint: true },
        ]}
      />
    </FormShell>
  );
}

export function SettingsPage() {
  const { t } = useTranslation();
  const { title, crumbs } = usePageHeading();
  const settings = useEndpoint(yaleoEndpoints.settings, {});
  const data = settings.data;
  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      <SectionTabs>
        {!data ? (
          <Loader />
        ) : (
          <Stack space="medium">
            <Text>
              {data.updatedAt
                ? t(`${texts}.savedAt`, { at: formatDateTime(data.updatedAt) })
                : t(`${texts}.defaults`)}
            </Text>
            <SettingsForm key={data.version} settings={data} />
          </Stack>
        )}
      </SectionTabs>
    </PageLayout>
  );
}
