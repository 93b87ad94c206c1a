import { SERVER_MESSAGE_IDS } from '@adconsole/api/contracts';
import { bundledResources } from '@adconsole/i18n/resources';
import { describe, expect, it } from 'vitest';
import { requestLanguage } from '../src/http/messages.ts';
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
