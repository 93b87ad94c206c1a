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
