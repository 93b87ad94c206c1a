import { type AccountSettings, accountEndpoints, USER_LANGUAGES } from '@adconsole/api';
import {
  FormShell,
  FormSwitch,
  FormTextField,
  maxLengthText,
  requiredChoice,
  requiredText,
  useZodForm,
} from '@adconsole/forms';
import { Loader, PageLayout, Stack, Text, useToast } from '@adconsole/ui';
import { useMemo } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { call, useEndpoint, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { RecordFields } from '../../kit/RecordFields.tsx';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { useStaleWriteGuard } from '../../kit/useStaleWriteGuard.ts';
import { languageOptions } from '../admin/choices.ts';

const settingsForm = z.object({
  firstName: z.pipe(requiredText(), maxLengthText(100)),
  lastName: z.pipe(requiredText(), maxLengthText(100)),
  language: requiredChoice(z.enum(USER_LANGUAGES)),
  /** Issue 44: count none of my page views (the server drops them). */
  pageViewsOptOut: z.boolean(),
});

/** /account/editSettings: the signed-in user's own names, language and password (spec 1 §2.2). */
export function AccountSettingsPage() {
  const { title, crumbs } = usePageHeading();
  const settings = useEndpoint(accountEndpoints.accountSettings, {});
  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      {settings.data ? (
        <Stack space="xlarge">
          <SettingsForm key={settings.data.version} settings={settings.data} />
          <PasswordForm />
        </Stack>
      ) : (
        <Loader />
      )}
    </PageLayout>
  );
}

function SettingsForm({ settings }: { settings: AccountSettings }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const staleWrite = useStaleWriteGuard();
  const invalidate = useInvalidatePath();
  const controller = useZodForm({
    schema: settingsForm,
    defaultValues: settings,
    onSubmit: async (values) => {
      await call(accountEndpoints.saveAccountSettings, {
        body: { ...values, version: settings.version },
      });
      toast({ title: t('accountArea.settings.saved'), tone: 'positive' });
      // The interface follows the language the user chose for themselves.
      if (values.language !== i18n.language.slice(0, 2)) await i18n.changeLanguage(values.language);
      await invalidate(accountEndpoints.accountSettings.path);
      await invalidate('ws-users/current');
    },
    onError: async (error) => {
      await staleWrite(error, () => invalidate(accountEndpoints.accountSettings.path));
    },
  });
  const control = controller.control as unknown as Control<FieldValues>;
  return (
    <FormShell controller={controller} title={t('accountArea.settings.title')}>
      <Text tone="muted">{t('accountArea.settings.email', { email: settings.email })}</Text>
      <RecordFields
        texts="accountArea.settings"
        control={control}
        fields={[
          { kind: 'text', name: 'firstName', isRequired: true, maxLength: 100 },
          { kind: 'text', name: 'lastName', isRequired: true, maxLength: 100 },
          { kind: 'select', name: 'language', isRequired: true, options: languageOptions },
          { kind: 'field', name: 'pageViewsOptOut', component: FormSwitch, hint: true },
        ]}
      />
    </FormShell>
  );
}

/** The server's rule for a new password (contracts: passwordChangeSchema). */
const MIN_PASSWORD_LENGTH = 8;

function PasswordForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const schema = useMemo(
    () =>
      z
        .object({
          currentPassword: requiredText(),
          newPassword: requiredText().check(
            z.minLength(
              MIN_PASSWORD_LENGTH,
              t('auth.password.tooShort', { count: MIN_PASSWORD_LENGTH }),
            ),
          ),
          repeatPassword: requiredText(),
        })
        .check(
          z.refine((values) => values.newPassword === values.repeatPassword, {
            path: ['repeatPassword'],
            message: t('auth.password.mismatch'),
          }),
        ),
    [t],
  );
  const controller = useZodForm({
    schema,
    defaultValues: { currentPassword: '', newPassword: '', repeatPassword: '' },
    onSubmit: async (values) => {
      await call(accountEndpoints.changeOwnPassword, {
        body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
      });
      controller.form.reset();
      toast({ title: t('accountArea.password.changed'), tone: 'positive' });
    },
  });
  const control = controller.control as unknown as Control<FieldValues>;
  return (
    <FormShell
      controller={controller}
      title={t('accountArea.password.title')}
      submitLabel={t('accountArea.password.save')}
    >
      <FormTextField
        control={control}
        name="currentPassword"
        type="password"
        isRequired
        autoComplete="current-password"
        label={t('accountArea.password.current')}
      />
      <FormTextField
        control={control}
        name="newPassword"
        type="password"
        isRequired
        autoComplete="new-password"
        label={t('auth.password.new')}
        description={t('auth.password.tooShort', { count: MIN_PASSWORD_LENGTH })}
      />
      <FormTextField
        control={control}
        name="repeatPassword"
        type="password"
        isRequired
        autoComplete="new-password"
        label={t('auth.password.repeat')}
      />
    </FormShell>
  );
}
