import { useQueryClient } from '@tanstack/react-query';
import { invalidatePath } from '../../kit/endpointQuery.ts';

/** Every cached post answer (campaign, positions, lists, counts) marked stale after a change. */
export function useRefreshPost() {
  const queryClient = useQueryClient();
  return () => invalidatePath(queryClient, 'ws-post');
}
