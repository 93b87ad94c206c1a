import { FormTextField } from '@adconsole/forms';
import { Button, Heading, Link, Stack, Text } from '@adconsole/ui';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLoginForm } from './useLoginForm.ts';

export function LoginPage() {
  const { t } = useTranslation();
  const { redirectTo } = useSearch({ strict: false }) as { redirectTo?: string };
  const { control, submit, isSubmitting, failure } = useLoginForm(redirectTo);

  return (
    <form onSubmit={submit} noValidate aria-labelledby="login-title">
      <Stack space="large">
        <Heading id="login-title">{t('auth.login.title')}</Heading>
        {failure && (
          <Text tone="critical" role="alert">
            {t(`auth.login.failure.${failure}`)}
          </Text>
        )}
        <FormTextField
          isRequired
          control={control}
          name="email"
          type="email"
          autoComplete="username"
          label={t('auth.login.email')}
        />
        <FormTextField
          isRequired
          control={control}
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('auth.login.password')}
        />
        <Button type="submit" isBusy={isSubmitting}>
          {t('auth.login.submit')}
        </Button>
        <Link href="/authentication/restore-password">{t('auth.login.forgotPassword')}</Link>
      </Stack>
    </form>
  );
}
