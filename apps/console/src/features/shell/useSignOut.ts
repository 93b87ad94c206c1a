import { signOut } from '@adconsole/api';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { apiClient } from '../../app/api.ts';
import { tokenStore } from '../../app/session.ts';

/** Logout (spec 1 §4): revoke the token, forget it and the identity, go to the root. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut(apiClient);
    } finally {
      tokenStore.clear();
      queryClient.clear();
      await navigate({ to: '/' });
    }
  };
}
