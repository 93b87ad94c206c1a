import { getHealth } from '@adconsole/api';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../app/api.ts';

/** The API's health as this browser reaches it; refetched on demand. */
export function useSystemStatus() {
  const query = useQuery({
    queryKey: ['system', 'health'],
    queryFn: ({ signal }) => getHealth(apiClient, { signal }),
  });
  return {
    health: query.data,
    error: query.error,
    isChecking: query.isFetching,
    recheck: () => void query.refetch(),
  };
}
