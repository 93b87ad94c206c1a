import { getCommitHash } from '@adconsole/api';
import { useConfirm, useToast } from '@adconsole/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from './api.ts';
import { type FailureHandler, failureAction, failureText, loadErrorTexts } from './failures.ts';
import type { AppRouter } from './router.ts';
import { forgetSession, tokenStore } from './session.ts';
import {
  debugFlag,
  startUpdateCheck,
  takeForcedLogout,
  tokenFromMessage,
} from './sessionEffects.ts';

/** Window messages with a token come from local development or the test host (spec 1 §7). */
const TOKEN_ORIGINS = {
  development: 'http://localhost:5173',
  test: 'https://test.adconsole.example',
};

/**
 * The session's background work (spec 1 §4, §7, §8): the global failure handler, the update
 * check, the forced logout, tokens from window messages and the debug flag.
 */
export function SessionWatch({
  router,
  failures,
}: {
  router: AppRouter;
  failures: { handle: FailureHandler };
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const queryClient = useQueryClient();

  useEffect(() => {
    const loggedOut = async () => {
      forgetSession(queryClient);
      await router.navigate({ to: '/' });
      toast({ title: t('shell.loggedOut'), tone: 'positive' });
    };
    failures.handle = (error, meta) => {
      const action = failureAction(error, meta);
      if (action.kind === 'logout') void loggedOut();
      else if (action.kind === 'navigate') void router.navigate({ to: action.to });
      else if (action.kind === 'toast') {
        void loadErrorTexts(i18n).then(() =>
          toast({
            title: t('shell.error'),
            body: failureText(action, { exists: (key) => i18n.exists(key), t: (key) => t(key) }),
            tone: 'critical',
          }),
        );
      }
    };
  }, [failures, i18n, queryClient, router, t, toast]);

  useEffect(() => {
    if (takeForcedLogout(localStorage)) forgetSession(queryClient);
    document.documentElement.dataset.debug = String(
      debugFlag(window.location.search, localStorage),
    );
    const onMessage = (event: MessageEvent) => {
      const token = tokenFromMessage(event, TOKEN_ORIGINS);
      if (!token) return;
      forgetSession(queryClient);
      tokenStore.set(token);
      void router.invalidate();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient, router]);

  useEffect(
    () =>
      startUpdateCheck(
        __COMMIT_HASH__,
        () => getCommitHash(apiClient),
        () =>
          void confirm({
            title: t('shell.update.title'),
            text: t('shell.update.text'),
            confirmLabel: t('shell.reload'),
            onConfirm: () => window.location.reload(),
          }),
      ),
    [confirm, t],
  );
  return null;
}
