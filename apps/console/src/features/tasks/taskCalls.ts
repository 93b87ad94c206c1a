import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * A task call through the query client's failure handling (spec 3 §8): 401 signs out, 403 goes
 * to /403, other failures are an error notice; a 422 lands on the form's fields instead.
 */
export function useTaskCall() {
  const mutation = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    meta: { ignoreStatuses: [422] },
  });
  const { mutateAsync } = mutation;
  return useCallback(<T>(run: () => Promise<T>) => mutateAsync(run) as Promise<T>, [mutateAsync]);
}
