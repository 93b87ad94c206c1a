import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_MESSAGE_IDS, serverMessage, textParam } from '@adconsole/api/contracts';
import { bundledResources } from '@adconsole/i18n/resources';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { ValidationError } from '../src/http/errors.ts';
import { requestLanguage, sayMessage } from '../src/http/messages.ts';
import { describeOnLanes } from './support/lane-server.ts';

// Issue 33, point 1: "Server field errors show in English in German forms". Spec 1 §5: a 422
// carries `fieldErrors` (a map of texts), `formError` and `formErrors`; the server says its keyed
// messages in the language the request asks for (the console sends its interface language).

describe('the catalogue of server messages', () => {
  it('has every message id in de, en, fr and it, Swiss German without ß', () => {
    for (const language of ['de', 'en', 'fr', 'it'] as const) {
      const texts = (bundledResources[language].errors as { serverErrors: Record<string, string> })
        .serverErrors;
      expect(Object.keys(texts).sort(), language).toEqual([...SERVER_MESSAGE_IDS].sort());
      for (const id of SERVER_MESSAGE_IDS) expect(texts[id], `${language} ${id}`).toBeTruthy();
      if (language === 'de') expect(JSON.stringify(texts)).not.toContain('ß');
    }
  });

  it('takes the first language of Accept-Language the console has; English without one', () => {
    const of = (value?: string) =>
      requestLanguage({ headers: value === undefined ? {} : { 'accept-language': value } });
    expect(of()).toBe('en');
    expect(of('de')).toBe('de');
    expect(of('fr-CH, fr;q=0.9, en;q=0.8')).toBe('fr');
    expect(of('es, it;q=0.5')).toBe('it');
    expect(of('en;q=0.2, de-CH;q=0.9')).toBe('de');
    expect(of('es')).toBe('en');
  });
});

// Issue 33, the last words, point 1: "Every refusal a user can meet is keyed … Add a guard …
// make the type of a field error a branded ServerMessage so a literal does not compile".
describe('a refusal is keyed, never an English literal', () => {
  it('takes only keyed messages as field and form errors (the type refuses a literal)', () => {
    // @ts-expect-error an English literal is no ServerMessage: key it with serverMessage()
    const literal = new ValidationError({ productId: 'No such product' }, []);
    // @ts-expect-error nor is a form error
    const form = new ValidationError({}, ['Only a booked campaign can be charged']);
    expect([literal.statusCode, form.statusCode]).toEqual([422, 422]);
    const keyed = new ValidationError({ productId: serverMessage('noSuchProduct') }, []);
    expect(sayMessage('fr', keyed.fieldErrors.productId ?? '')).toBe('Ce produit n’existe pas.');
  });

  it('says an empty required text with the global required message (spec 1 §5), never "at least 1 character"', () => {
    // Issue 38: an empty cancel reason read "Muss mindestens 1 Zeichen lang sein.".
    const body = z.object({
      reason: z.string().check(z.minLength(1)),
      note: z.string().check(z.minLength(3)),
    });
    const parsed = body.safeParse({ reason: '', note: 'ab' });
    if (parsed.success) throw new Error('an empty reason passed');
    const { fieldErrors } = ValidationError.fromZod(parsed.error);
    expect(fieldErrors.reason).toBe(serverMessage('required'));
    expect(sayMessage('de', fieldErrors.reason ?? '')).toBe(
      sayMessage('de', serverMessage('required')),
    );
    expect(fieldErrors.note).toBe(serverMessage('tooShort', { min: 3 }));
  });

  it('makes a ServerMessage only through serverMessage: no cast in the server or the contracts', () => {
    const root = join(import.meta.dirname, '../../..');
    const casts: string[] = [];
    for (const dir of ['apps/server/src', 'packages/api/src']) {
      for (const file of readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('.ts')) continue;
        const source = readFileSync(join(root, dir, file), 'utf8');
        const count = source.match(/as ServerMessage\b/g)?.length ?? 0;
        if (count > 0) casts.push(`${dir}/${file}: ${count}`);
      }
    }
    // The two boundaries: serverMessage itself, and a contract's zod message (errors.ts).
    expect(casts.sort()).toEqual([
      'apps/server/src/http/errors.ts: 1',
      'packages/api/src/contracts/messages.ts: 1',
    ]);
  });

  it('adds no English literal as a contract’s check message (the ones left are listed)', () => {
    // A contract's own message reaches a 422 as it is (errors.ts); a new one is keyed. These
    // are older, checked by the console's forms before they are sent (left for a later step).
    const known = [
      'activities.ts: at most 50 entries',
      'analog-operations.ts: at least one dispatch',
      'crm-records.ts: Not an https address',
      'digital-operations.ts: at least one item',
      'lists.ts: at least one item',
      'lists.ts: dateFrom must not be after dateTo',
      'post-campaigns.ts: A postcode has 4 (CH, AT) or 5 (DE) digits',
      'print-operations.ts: at least one position',
      'promotions.ts: A placeholder is broken or unknown',
      'promotions.ts: at least one file',
      'promotions.ts: The file is larger than 5 MB',
      'resource.ts: at least one item',
      'settings.ts: A colour of the form #0b5394',
      'settings.ts: A domain without scheme or path, e.g. 20min.ch',
      'settings.ts: A postal code of 4 or 5 digits',
      'settings.ts: A size is width x height in pixels',
      'tasks.ts: at least one task',
      'views.ts: at most 40 parameters',
    ];
    const dir = join(import.meta.dirname, '../../../packages/api/src/contracts');
    const check =
      /z\.(?:regex|minLength|maxLength|refine|minimum|maximum|int|length|gte|lte)\((?:[^()]|\([^()]*\))*?,\s*'([^']+)'\s*\)|message:\s*'([^']+)'/g;
    const literals = new Set<string>();
    for (const file of readdirSync(dir)) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      for (const match of readFileSync(join(dir, file), 'utf8').matchAll(check))
        literals.add(`${file}: ${match[1] ?? match[2]}`);
    }
    expect([...literals].sort()).toEqual(known.sort());
  });

  it('says numbers in the Swiss format, days as DD.MM.YYYY and text parameters in the language', () => {
    const minimum = serverMessage('minimumOrder', {
      min: 1500,
      unit: textParam('orders.units.long.CPM'),
    });
    expect(sayMessage('de', minimum)).toBe(
      "Die Mindestbestellung ist 1'500 Tausend Einblendungen.",
    );
    expect(sayMessage('fr', minimum)).toMatch(/^La commande minimale est de 1'500 \S/);
    expect(sayMessage('it', minimum)).not.toContain('CPM');
    const after = serverMessage('dateMustBeAfter', { date: '2026-12-22' });
    expect(sayMessage('de', after)).toBe('Das Datum muss nach dem 22.12.2026 liegen.');
    expect(sayMessage('en', after)).toBe('date must be after 22.12.2026');
  });
});

describeOnLanes(
  'server messages in the request’s language',
  ['admin', 'sales'],
  ({ server, tokens }) => {
    const createUser = (payload: Record<string, unknown>, language?: string) =>
      server.request({
        method: 'POST',
        url: '/api/ws-admin/users',
        token: tokens.admin,
        payload,
        ...(language ? { headers: { 'accept-language': language } } : {}),
      });
    const saveView = (payload: Record<string, unknown>, language?: string) =>
      server.request({
        method: 'POST',
        url: '/api/ws-users/views',
        token: tokens.sales,
        payload,
        ...(language ? { headers: { 'accept-language': language } } : {}),
      });
    const fieldErrors = (response: { statusCode: number; body: string; json(): unknown }) => {
      expect(response.statusCode, response.body).toBe(422);
      return (response.json() as { fieldErrors: Record<string, string> }).fieldErrors;
    };

    it('says a contract’s e-mail rule in German, French, Italian and English', async () => {
      const user = { firstName: 'Anna', lastName: 'Muster', email: 'keine-adresse' };
      expect(fieldErrors(await createUser(user, 'de-CH,de;q=0.9')).email).toBe(
        'Das ist keine gültige E-Mail-Adresse.',
      );
      expect(fieldErrors(await createUser(user, 'fr')).email).toBe(
        'Ce n’est pas une adresse e-mail valide.',
      );
      expect(fieldErrors(await createUser(user, 'it')).email).toMatch(/e-mail/i);
      expect(fieldErrors(await createUser(user)).email).toBe('Not an e-mail address');
    });

    it('says a service’s own refusal and zod’s built-in rules in the language', async () => {
      const view = { list: 'sales-sources', name: 'Meine Messen (Wörter)', search: {} };
      const first = await saveView(view);
      expect(first.statusCode, first.body).toBe(200);
      expect(fieldErrors(await saveView(view, 'de')).name).toBe(
        'Sie haben bereits eine Ansicht mit diesem Namen.',
      );
      expect(fieldErrors(await saveView(view, 'it')).name).not.toMatch(/already/);
      // zod's own checks (no message of the contract): a too long name, an unknown field.
      const tooLong = fieldErrors(await saveView({ ...view, name: 'x'.repeat(500) }, 'de'));
      expect(tooLong.name).toMatch(/^Darf höchstens \d+ Zeichen lang sein\.$/);
      const unknown = fieldErrors(await saveView({ ...view, colour: 'red' }, 'fr'));
      expect(unknown.colour).toBe('Champ inconnu.');
    });
  },
);
