import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './memoryStorage.ts';
import { forgetSession, tokenStore } from './session.ts';
import { LIST_FILTERS_PREFIX } from './storage.ts';

// Issue 38: after finance signed out, controlling opened a list in the same browser and it
// showed finance's last search ("Filter vom letzten Besuch übernommen").
describe("a list's saved filters belong to the user who set them", () => {
  let session: Storage;
  beforeEach(() => {
    session = memoryStorage({
      [`${LIST_FILTERS_PREFIX}finances-invoices`]: '{"search":"Brunner"}',
      verificationEmail: 'anna@example.com',
    });
    vi.stubGlobal('sessionStorage', session);
    vi.stubGlobal('localStorage', memoryStorage({ token: 'finance-token' }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('are forgotten at sign-out', () => {
    forgetSession(new QueryClient());
    expect(session.getItem(`${LIST_FILTERS_PREFIX}finances-invoices`)).toBeNull();
    expect(session.getItem('verificationEmail')).toBe('anna@example.com');
  });

  it("are forgotten when another sign-in's token arrives, kept for the same token", () => {
    tokenStore.set('finance-token');
    expect(session.getItem(`${LIST_FILTERS_PREFIX}finances-invoices`)).not.toBeNull();
    tokenStore.set('controlling-token');
    expect(session.getItem(`${LIST_FILTERS_PREFIX}finances-invoices`)).toBeNull();
    expect(tokenStore.get()).toBe('controlling-token');
  });
});
