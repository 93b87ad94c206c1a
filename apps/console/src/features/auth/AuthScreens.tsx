import {
  ApiError,
  activateAccount,
  changePassword,
  confirmEmail,
  getCurrentUser,
  restorePassword,
} from '@adconsole/api';
import { requiredText } from '@adconsole/forms';
import { Heading, Link, Loader, Stack, Text } from '@adconsole/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { apiClient } from '../../app/api.ts';
import { currentUserQuery, forgetSession, tokenStore } from '../../app/session.ts';
import { useTableParams, useTableSearch } from '../../routes/useTableParams.ts';
import { AuthForm, AuthNotice, EmailField } from './AuthParts.tsx';
import { PasswordForm } from './PasswordForm.tsx';

/** Where the restore-password form leaves the address for the verification page (spec 1 §9). */
export const VERIFICATION_EMAIL_KEY = 'verificationEmail';

/** /authentication/restore-password: a single-use link by mail. */
export function RestorePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const form = useForm({
    resolver: zodResolver(
      z.object({ email: z.pipe(requiredText(), z.email(t('auth.restore.invalidEmail'))) }),
    ),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const submit = form.handleSubmit(async ({ email }) => {
    setFailed(false);
    try {
      await restorePassword(apiClient, { email });
      sessionStorage.setItem(VERIFICATION_EMAIL_KEY, email);
      await navigate({ to: '/authentication/verification' });
    } catch {
      setFailed(true);
    }
  });
  return (
    <AuthForm
      title={t('auth.restore.title')}
      intro={t('auth.restore.text')}
      failure={failed ? t('auth.password.unavailable') : undefined}
      submitLabel={t('auth.restore.submit')}
      isSubmitting={form.formState.isSubmitting}
      onSubmit={submit}
      footer={<Link href="/authentication/login">{t('auth.toLogin')}</Link>}
    >
      <EmailField control={form.control} />
    </AuthForm>
  );
}

/** /authentication/verification: the mail is on its way. */
export function VerificationPage() {
  const { t } = useTranslation();
  const email = sessionStorage.getItem(VERIFICATION_EMAIL_KEY);
  return (
    <AuthNotice
      title={t('auth.verification.title')}
      text={email ? t('auth.verification.sentTo', { email }) : t('auth.verification.sent')}
    />
  );
}

export function ChangePasswordPage() {
  const { hash } = useTableParams<'signIn.changePassword'>();
  return (
    <PasswordForm
      kind="changePassword"
      hash={hash}
      save={(request) => changePassword(apiClient, request)}
    />
  );
}

export function ActivateAccountPage() {
  const { hash } = useTableParams<'signIn.activateAccount'>();
  return (
    <PasswordForm
      kind="activate"
      hash={hash}
      save={(request) => activateAccount(apiClient, request)}
    />
  );
}

/** What the confirmation of a new e-mail address came to (`auth.confirmEmail.<outcome>`). */
type ConfirmOutcome =
  | 'done'
  | 'alreadyConfirmed'
  | 'used'
  | 'expired'
  | 'invalid'
  | 'emailTaken'
  | 'unavailable';

/** The server's reasons (410, 422) as outcomes; anything else is "try again". */
const confirmOutcomes: Record<string, ConfirmOutcome> = {
  EMAIL_ALREADY_CONFIRMED: 'alreadyConfirmed',
  ACCOUNT_LINK_USED: 'used',
  ACCOUNT_LINK_EXPIRED: 'expired',
  ACCOUNT_LINK_INVALID: 'invalid',
  VALIDATION_FAILED: 'emailTaken',
  NOT_FOUND: 'invalid',
};

/**
 * /account/confirm-email/{hash}: the link mailed to a new address confirms it on opening (the
 * link is the proof; nothing to type), signed in or not, then says what happened: confirmed
 * (every session of the user ended: sign in with the new address), or why not.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const { hash } = useTableParams<'signIn.confirmEmail'>();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<ConfirmOutcome>();
  const sent = useRef<string>(undefined);
  useEffect(() => {
    // Once per link, however often the screen mounts.
    if (sent.current === hash) return;
    sent.current = hash;
    confirmEmail(apiClient, { hash })
      .then(async () => {
        setOutcome('done');
        // The change ended the user's sessions: if this browser held one of them, forget it
        // here (asked past the query cache, whose 401 handling would leave this page).
        if (!tokenStore.get()) return;
        await getCurrentUser(apiClient).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 401) forgetSession(queryClient);
        });
      })
      .catch((error: unknown) => {
        const key = error instanceof ApiError ? error.translationKey : undefined;
        setOutcome((key && confirmOutcomes[key]) || 'unavailable');
      });
  }, [hash, queryClient]);
  if (!outcome) {
    return (
      <Stack space="large">
        <Heading>{t('auth.confirmEmail.title')}</Heading>
        <Loader label={t('auth.confirmEmail.pending')} />
      </Stack>
    );
  }
  return (
    <AuthNotice title={t('auth.confirmEmail.title')} text={t(`auth.confirmEmail.${outcome}`)} />
  );
}

/**
 * /authentication/sso and sso/{issuerName}: no identity provider is configured on this
 * server, so the page says so and offers the e-mail sign-in.
 */
export function SsoPage() {
  const { t } = useTranslation();
  const { issuerName } = useTableParams<'signIn.sso'>();
  return (
    <AuthNotice
      as="main"
      title={t('auth.sso.title')}
      text={issuerName ? t('auth.sso.unknownIssuer', { issuerName }) : t('auth.sso.notConfigured')}
    />
  );
}

/** /authentication/autologin?token=…: signs in with a token handed over by another app. */
export function AutologinPage() {
  const { t } = useTranslation();
  const { token, redirectTo } = useTableSearch<'signIn.autologin'>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!token) {
      setFailed(true);
      return;
    }
    tokenStore.set(token);
    queryClient
      .fetchQuery(currentUserQuery)
      .then(() => navigate({ href: redirectTo ?? '/', replace: true }))
      .catch(() => {
        forgetSession(queryClient);
        setFailed(true);
      });
  }, [token, redirectTo, queryClient, navigate]);
  return (
    <Stack as="main" space="large">
      <Heading>{t('auth.autologin.title')}</Heading>
      {failed ? (
        <>
          <Text role="alert">{t('auth.autologin.failed')}</Text>
          <Link href="/authentication/login">{t('auth.toLogin')}</Link>
        </>
      ) : (
        <Loader />
      )}
    </Stack>
  );
}
