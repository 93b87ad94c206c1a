import { signOut } from '@adconsole/api';
import { useToast } from '@adconsole/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../app/api.ts';
import { tokenStore } from '../../app/session.ts';

/** Logout (spec 1 §2.1, §4): revoke the token, forget it and the identity, go to the root, say so. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();
  return async () => {
    try {
      await signOut(apiClient);
    } finally {
      tokenStore.clear();
      queryClient.clear();
      await navigate({ to: '/' });
      toast({ title: t('shell.loggedOut'), tone: 'positive' });
    }
  };
}
