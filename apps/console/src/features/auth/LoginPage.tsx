import { FormTextField } from '@adconsole/forms';
import { Link } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';
import { useTableSearch } from '../../routes/useTableParams.ts';
import { AuthForm, EmailField } from './AuthParts.tsx';
import { useLoginForm } from './useLoginForm.ts';

export function LoginPage() {
  const { t } = useTranslation();
  const { redirectTo } = useTableSearch<'signIn.login'>();
  const { control, submit, isSubmitting, failure } = useLoginForm(redirectTo);

  return (
    <AuthForm
      title={t('auth.login.title')}
      failure={failure && t(`auth.login.failure.${failure}`)}
      submitLabel={t('auth.login.submit')}
      isSubmitting={isSubmitting}
      onSubmit={submit}
      footer={<Link href="/authentication/restore-password">{t('auth.login.forgotPassword')}</Link>}
    >
      <EmailField control={control} />
      <FormTextField
        isRequired
        control={control}
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('auth.login.password')}
      />
    </AuthForm>
  );
}
