import { signOut } from '@adconsole/api';
import { useToast } from '@adconsole/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../app/api.ts';
import { forgetSession } from '../../app/session.ts';

/** After logout the user goes to the root and a notice "logged out" shows (spec 1 §2.1, §4). */
export function useLoggedOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();
  return async () => {
    forgetSession(queryClient);
    await navigate({ to: '/' });
    toast({ title: t('shell.loggedOut'), tone: 'positive' });
  };
}

/** Logout: revoke the token on the server, then forget it locally, whatever the server said. */
export function useSignOut() {
  const loggedOut = useLoggedOut();
  return async () => {
    try {
      await signOut(apiClient);
    } catch {
      // A token the server no longer knows is as good as revoked.
    } finally {
      await loggedOut();
    }
  };
}
