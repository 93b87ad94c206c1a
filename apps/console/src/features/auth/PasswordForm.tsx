import { ApiError } from '@adconsole/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { AuthForm, AuthNotice } from './AuthParts.tsx';
import { NewPasswordFields, newPasswordFields, sameNewPassword } from './newPassword.tsx';

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
  const schema = z.object(newPasswordFields(t)).check(sameNewPassword(t));
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: '', repeatPassword: '' },
    mode: 'onTouched',
  });
  const submit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await save({ hash, password: newPassword });
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
      <NewPasswordFields control={form.control} />
    </AuthForm>
  );
}
