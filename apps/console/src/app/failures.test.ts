import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiError, UNKNOWN_ERROR } from '@adconsole/api';
import { describe, expect, it } from 'vitest';
import { errorCodeKey, failureAction, failureText } from './failures.ts';

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
    expect(failureAction(apiError(409, body))).toEqual({
      kind: 'toast',
      body: 'Campaign is locked',
      code: 'CAMPAIGN_LOCKED',
    });
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

// Walk finding: a 409 toasted "Fehler TRANSITION_NOT_ALLOWED". Spec 1 §8: "Other request
// failures show a toast titled "Error" whose body is the response translationKey" — shown as
// its text in the reader's language, never the raw code.
const root = join(import.meta.dirname, '../../../..');
const LANGUAGES = ['de', 'en', 'fr', 'it'] as const;
const textsOf = (language: string, namespace: 'common' | 'errors') =>
  JSON.parse(
    readFileSync(join(root, `packages/i18n/src/locales/${language}/${namespace}.json`), 'utf8'),
  ) as Record<string, unknown>;
/** The error codes' texts are in the `errors` namespace, loaded with the first failure. */
const errorTexts = (language: string) => textsOf(language, 'errors');
const lookUp = (texts: Record<string, unknown>, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);

/** Every translationKey the server can answer: the HttpErrors of its source, and its status keys. */
function serverErrorCodes(): Set<string> {
  const codes = new Set(['VALIDATION_FAILED', 'INTERNAL_SERVER_ERROR', 'REFUSED']);
  const third =
    /HttpError\(\s*\d+\s*,\s*(?:'[^']*'|`[^`]*`|"[^"]*"|[\w.?() ]+?)\s*,\s*(?:[\w.?]+\s*\?\?\s*)?'([A-Z][A-Z0-9_]+)'/g;
  const keyed = /translationKey\s*[:=]\s*'([A-Z][A-Z0-9_]+)'/g;
  // A 422 with a code of its own: ValidationError(fieldErrors, formErrors, 'CODE').
  const validation = /ValidationError\([^;]*?\],\s*'([A-Z][A-Z0-9_]+)'/g;
  const status = /^\s*\d{3}: '([A-Z][A-Z0-9_]+)',$/gm;
  const dir = join(root, 'apps/server/src');
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts')) continue;
    const source = readFileSync(join(dir, file), 'utf8');
    for (const pattern of [third, keyed, validation, status])
      for (const match of source.matchAll(pattern)) codes.add(match[1] as string);
  }
  return codes;
}

describe('failureText: a server error code is shown as its text', () => {
  it('every code the server can answer has a text in de, en, fr and it', () => {
    const codes = [...serverErrorCodes()];
    expect(codes).toContain('TRANSITION_NOT_ALLOWED');
    expect(codes.length).toBeGreaterThan(30);
    for (const language of LANGUAGES) {
      const texts = errorTexts(language);
      const missing = codes.filter((code) => typeof lookUp(texts, errorCodeKey(code)) !== 'string');
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
  });

  it("shows the code's text, never the raw code; a code without text falls back to the message", () => {
    const de = { ...textsOf('de', 'common'), ...errorTexts('de') };
    const text = {
      exists: (key: string) => typeof lookUp(de, key) === 'string',
      t: (key: string) => String(lookUp(de, key) ?? key),
    };
    const body = { message: 'No move', translationKey: 'TRANSITION_NOT_ALLOWED', path: '/x' };
    const action = failureAction(apiError(409, body));
    if (action.kind !== 'toast') throw new Error('expected a toast');
    expect(failureText(action, text)).toBe('In diesem Status nicht möglich');
    expect(failureText({ body: 'Locked', code: 'NO_SUCH_CODE' }, text)).toBe('Locked');
    expect(failureText({ body: undefined }, text)).toBe(lookUp(de, 'shell.unknownError'));
  });
});
