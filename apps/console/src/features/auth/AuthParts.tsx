import { FormTextField } from '@adconsole/forms';
import { Button, Heading, Link, Stack, type StackProps, Text } from '@adconsole/ui';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import type { Control, FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface AuthFormProps {
  title: string;
  /** What the screen asks for, under the title. */
  intro?: string;
  /** Why the last submit failed, read out as an alert above the fields. */
  failure?: string | undefined;
  submitLabel: string;
  isSubmitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The fields. */
  children: ReactNode;
  /** A link under the submit button. */
  footer?: ReactNode;
}

/** The frame of a sign-in form (spec 1 §9): its title, why it failed, the fields, submit. */
export function AuthForm({
  title,
  intro,
  failure,
  submitLabel,
  isSubmitting,
  onSubmit,
  children,
  footer,
}: AuthFormProps) {
  const titleId = useId();
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <Stack space="large">
        <Heading id={titleId}>{title}</Heading>
        {intro && <Text>{intro}</Text>}
        {failure && (
          <Text tone="critical" role="alert">
            {failure}
          </Text>
        )}
        {children}
        <Button type="submit" isBusy={isSubmitting}>
          {submitLabel}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}

/** The e-mail address an account signs in with. */
export function EmailField<T extends { email: string }>({ control }: { control: Control<T> }) {
  const { t } = useTranslation();
  return (
    <FormTextField
      isRequired
      control={control}
      name={'email' as FieldPath<T>}
      type="email"
      autoComplete="username"
      label={t('auth.login.email')}
    />
  );
}

export interface AuthNoticeProps {
  title: string;
  /** The news, read out as a status. */
  text: string;
  /** The element of the frame; a plain block by default. */
  as?: StackProps['as'];
}

/** A sign-in screen that only tells something, with the way back to the sign-in. */
export function AuthNotice({ title, text, as }: AuthNoticeProps) {
  const { t } = useTranslation();
  return (
    <Stack {...(as ? { as } : {})} space="large">
      <Heading>{title}</Heading>
      <Text role="status">{text}</Text>
      <Link href="/authentication/login">{t('auth.toLogin')}</Link>
    </Stack>
  );
}
