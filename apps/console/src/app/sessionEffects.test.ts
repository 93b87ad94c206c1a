import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './memoryStorage.ts';
import {
  debugFlag,
  startUpdateCheck,
  takeForcedLogout,
  tokenFromMessage,
} from './sessionEffects.ts';

describe('update check (spec 1 §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks every 60 s, prompts once on a mismatch and stops checking', async () => {
    const deployed = ['abc', 'abc', 'def', 'ghi'];
    const fetchDeployed = vi.fn(async () => deployed.shift() ?? 'zzz');
    const onMismatch = vi.fn();
    startUpdateCheck('abc\n', fetchDeployed, onMismatch);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchDeployed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onMismatch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onMismatch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetchDeployed).toHaveBeenCalledTimes(3);
    expect(onMismatch).toHaveBeenCalledTimes(1);
  });
});

describe('window messages with a token (spec 1 §7)', () => {
  const origins = { development: 'http://localhost:5173', test: 'https://test.adconsole.example' };

  it('accepts a token from the two configured origins only', () => {
    expect(
      tokenFromMessage({ origin: 'http://localhost:5173', data: { token: 't1' } }, origins),
    ).toBe('t1');
    expect(
      tokenFromMessage(
        { origin: 'https://test.adconsole.example', data: { token: 't2' } },
        origins,
      ),
    ).toBe('t2');
    expect(
      tokenFromMessage({ origin: 'https://evil.example', data: { token: 't3' } }, origins),
    ).toBeUndefined();
    expect(
      tokenFromMessage({ origin: 'http://localhost:5173', data: 'token' }, origins),
    ).toBeUndefined();
  });

  it.each([
    'http://localhost:5173.evil.example',
    'http://localhost:5174',
    'https://localhost:5173',
    'http://127.0.0.1:5173',
    'https://test.adconsole.example.evil.example',
    'https://test.adconsole.example:8443',
    'http://test.adconsole.example',
    'null',
    '',
  ])('issue 35: refuses a token from %j, however close to an allowed origin', (origin) => {
    expect(tokenFromMessage({ origin, data: { token: 't' } }, origins)).toBeUndefined();
  });
});

describe('adnz_debug and the forced logout (spec 1 §4, §9)', () => {
  it('takes the debug flag from the query and remembers it', () => {
    const storage = memoryStorage();
    expect(debugFlag('', storage)).toBe(false);
    expect(debugFlag('?adnz_debug=true', storage)).toBe(true);
    expect(debugFlag('', storage)).toBe(true);
    expect(debugFlag('?adnz_debug=false', storage)).toBe(false);
  });

  it('runs the forced logout once', () => {
    const storage = memoryStorage();
    expect(takeForcedLogout(storage)).toBe(true);
    expect(takeForcedLogout(storage)).toBe(false);
  });
});
