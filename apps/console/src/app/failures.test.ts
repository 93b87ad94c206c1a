import { ApiError, UNKNOWN_ERROR } from '@adconsole/api';
import { describe, expect, it } from 'vitest';
import { failureAction } from './failures.ts';

const apiError = (status: number, body?: unknown) => new ApiError(status, 'Status', body, 'Status');

describe('failureAction (spec 1 §8)', () => {
  it('ignores cancelled requests', () => {
    expect(failureAction(new DOMException('aborted', 'AbortError'))).toEqual({ kind: 'ignore' });
  });

  it('logs out on 401, goes to /403 on 403 and to /404 on 404', () => {
    expect(failureAction(apiError(401))).toEqual({ kind: 'logout' });
    expect(failureAction(apiError(403))).toEqual({ kind: 'navigate', to: '/403' });
    expect(failureAction(apiError(404))).toEqual({ kind: 'navigate', to: '/404' });
  });

  it("shows the body's translationKey, else its message", () => {
    const body = { message: 'Campaign is locked', translationKey: 'CAMPAIGN_LOCKED', path: '/x' };
    expect(failureAction(apiError(409, body))).toEqual({ kind: 'toast', body: 'CAMPAIGN_LOCKED' });
    const { translationKey: _key, ...withoutKey } = body;
    expect(failureAction(apiError(409, withoutKey))).toEqual({
      kind: 'toast',
      body: 'Campaign is locked',
    });
  });

  it('falls back to the error text when the body has neither, e.g. no response at all', () => {
    expect(failureAction(new ApiError(-1, '', undefined, UNKNOWN_ERROR))).toEqual({
      kind: 'toast',
      body: UNKNOWN_ERROR,
    });
  });

  it('leaves the statuses the caller handles itself', () => {
    expect(failureAction(apiError(422), { ignoreStatuses: [422] })).toEqual({ kind: 'ignore' });
  });
});
