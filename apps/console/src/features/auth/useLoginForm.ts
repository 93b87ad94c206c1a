import { ApiError, signIn } from '@adconsole/api';
import { requiredText } from '@adconsole/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { apiClient } from '../../app/api.ts';
import { currentUserQuery, tokenStore } from '../../app/session.ts';

const loginSchema = z.object({ email: requiredText(), password: requiredText() });
export type LoginValues = z.infer<typeof loginSchema>;

/** What went wrong with a sign-in, as a key of the auth texts. */
export type LoginFailure = 'invalidCredentials' | 'tooManyAttempts' | 'unavailable';

function failureOf(error: unknown): LoginFailure {
  if (error instanceof ApiError && error.status === 401) return 'invalidCredentials';
  if (error instanceof ApiError && error.status === 429) return 'tooManyAttempts';
  return 'unavailable';
}

/** The sign-in form: e-mail and password, a token on success, then where the user wanted to go. */
export function useLoginForm(redirectTo: string | undefined) {
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });
  const [failure, setFailure] = useState<LoginFailure>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { i18n } = useTranslation();

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { token } = await signIn(apiClient, { email: values.email, password: values.password });
      tokenStore.set(token);
      const user = await queryClient.fetchQuery(currentUserQuery);
      // The sign-in page's language (chosen in its menu, or the browser's) stays, unless the
      // user saved a language of their own in their account settings: that one wins (issue 40;
      // the administration's language alone is the language of their mails, German by
      // default, and made a French browser's console German). See the i18n README.
      if (user.languageChosen && user.language !== i18n.language) {
        await i18n.changeLanguage(user.language);
      }
      await navigate({ href: redirectTo ?? '/' });
    } catch (error) {
      tokenStore.clear();
      queryClient.removeQueries({ queryKey: currentUserQuery.queryKey });
      setFailure(failureOf(error));
      form.setValue('password', '');
    }
  });

  return { control: form.control, submit, isSubmitting: form.formState.isSubmitting, failure };
}
