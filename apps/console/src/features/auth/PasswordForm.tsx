import { ApiError } from '@adconsole/api';
import { FormTextField, requiredText } from '@adconsole/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { AuthForm, AuthNotice } from './AuthParts.tsx';

/** The server's rule for a new password (contracts: newPasswordRequestSchema). */
export const MIN_PASSWORD_LENGTH = 8;

type Outcome = 'done' | 'invalidLink' | 'unavailable';

/**
 * A new password from the link of a mail: change-password/{hash} and account/activate/{hash}
 * differ only in their call and their texts (`auth.<kind>.*`).
 */
export function PasswordForm({
  kind,
  hash,
  save,
}: {
  kind: 'changePassword' | 'activate';
  /** The link's hash, which the call sends back. */
  hash: string;
  save: (request: { hash: string; password: string }) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>();
  const schema = z
    .object({
      password: requiredText().check(
        z.minLength(
          MIN_PASSWORD_LENGTH,
          t('auth.password.tooShort', { count: MIN_PASSWORD_LENGTH }),
        ),
      ),
      repeat: requiredText(),
    })
    .check(
      z.refine((values) => values.password === values.repeat, {
        path: ['repeat'],
        message: t('auth.password.mismatch'),
      }),
    );
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { password: '', repeat: '' },
    mode: 'onTouched',
  });
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await save({ hash, password });
      setOutcome('done');
    } catch (error) {
      const status = error instanceof ApiError ? error.status : -1;
      setOutcome(
        status === 400 || status === 404 || status === 410 || status === 422
          ? 'invalidLink'
          : 'unavailable',
      );
    }
  });

  // Both fields: required, hidden, offered to the password manager as the new password.
  const newPassword = {
    isRequired: true,
    control: form.control,
    type: 'password',
    autoComplete: 'new-password',
  } as const;

  if (outcome === 'done') {
    return <AuthNotice title={t(`auth.${kind}.title`)} text={t(`auth.${kind}.done`)} />;
  }
  return (
    <AuthForm
      title={t(`auth.${kind}.title`)}
      failure={outcome && t(`auth.password.${outcome}`)}
      submitLabel={t(`auth.${kind}.submit`)}
      isSubmitting={form.formState.isSubmitting}
      onSubmit={submit}
    >
      <FormTextField
        {...newPassword}
        name="password"
        label={t('auth.password.new')}
        description={t('auth.password.tooShort', { count: MIN_PASSWORD_LENGTH })}
      />
      <FormTextField {...newPassword} name="repeat" label={t('auth.password.repeat')} />
    </AuthForm>
  );
}
