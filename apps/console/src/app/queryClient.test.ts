import { ApiError } from '@adconsole/api';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './queryClient.ts';

const retry = createQueryClient().getDefaultOptions().queries?.retry as (
  failureCount: number,
  error: unknown,
) => boolean;

describe('loading data (spec 1 §8)', () => {
  it('retries a failed load once, after 1000 ms', () => {
    const serverError = new ApiError(500, 'Internal Server Error', undefined, 'boom');
    expect(retry(0, serverError)).toBe(true);
    expect(retry(1, serverError)).toBe(false);
    expect(createQueryClient().getDefaultOptions().queries?.retryDelay).toBe(1000);
  });

  it('never retries a 403', () => {
    expect(retry(0, new ApiError(403, 'Forbidden', undefined, 'Forbidden'))).toBe(false);
  });
});

describe('the global failure handler', () => {
  it('hears of every failed load and mutation, with the call’s ignore list', async () => {
    const heard: unknown[] = [];
    const client = createQueryClient((error, meta) => heard.push([error, meta?.ignoreStatuses]));
    const failure = new ApiError(500, 'Internal Server Error', undefined, 'boom');
    await client
      .fetchQuery({
        queryKey: ['x'],
        queryFn: () => Promise.reject(failure),
        retry: false,
        meta: { ignoreStatuses: [422] },
      })
      .catch(() => {});
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(failure) })
      .execute(undefined)
      .catch(() => {});
    expect(heard).toEqual([
      [failure, [422]],
      [failure, undefined],
    ]);
  });
});
