import { describe, expect, it } from 'vitest';
import { historyValue } from './historyValue.ts';
import { translator } from './testTranslator.ts';

// Walk finding: the campaign history showed "DRAFT → PENDING_APPROVAL", the user history
// "Gesetzt auf MANAGE_ACCOUNTS, SALES" and "Gesetzt auf de". Every history shows a code as its
// label in the reader's language (STYLE: no raw codes on screen).

describe('historyValue: one rule for a value in any history', () => {
  it('shows statuses, roles and languages by their labels, in German', async () => {
    const t = await translator('de');
    expect(historyValue(t, 'status', 'DRAFT', 'de')).toBe('Entwurf');
    expect(historyValue(t, 'status', 'PENDING_APPROVAL', 'de')).toBe('Freigabe ausstehend');
    expect(historyValue(t, 'permissions', 'MANAGE_ACCOUNTS, SALES', 'de')).toBe(
      'Kunden verwalten, Verkauf',
    );
    expect(historyValue(t, 'language', 'de', 'de')).toBe('Deutsch');
    expect(historyValue(t, 'active', 'true', 'de')).toBe('Ja');
    expect(historyValue(t, 'status', null, 'de')).toBe('–');
    expect(historyValue(t, 'startDate', '2026-11-25', 'de')).toBe('25.11.2026');
  });

  // Issue 37: "history shows field values as their labels, not codes" (accounts and contacts).
  it('shows the codes of an account and a contact by their labels', async () => {
    const t = await translator('de');
    for (const [field, code, key] of [
      ['accountType', 'ADVERTISER', 'crm.accountType.ADVERTISER'],
      ['legalForm', 'GMBH', 'crm.legalForm.GMBH'],
      ['countryCode', 'CH', 'crm.country.CH'],
      ['salutation', 'MS', 'crm.salutation.MS'],
      ['mailStatus', 'BOUNCED', 'crm.mailStatus.BOUNCED'],
    ] as const) {
      const shown = historyValue(t, field, code, 'de');
      expect(shown).toBe(t(key));
      expect(shown).not.toBe(code);
    }
  });

  // Issue 33 (s6 point 4): a position's net amount read "2800.00", a quantity "500000.00".
  it('writes a stored decimal in the Swiss number format, a postal code or a name as it is', async () => {
    const t = await translator('fr');
    expect(historyValue(t, 'netAmount', '2800.00', 'fr')).toBe("2'800.00");
    expect(historyValue(t, 'quantity', '500000.00', 'fr')).toBe("500'000.00");
    expect(historyValue(t, 'discountPercent', '-12.5', 'fr')).toBe('-12.5');
    expect(historyValue(t, 'postalCode', '8001', 'fr')).toBe('8001');
    expect(historyValue(t, 'salesUserId', 'Andreas Keller', 'fr')).toBe('Andreas Keller');
  });

  it("speaks the reader's language and never shows a raw code", async () => {
    const fr = await translator('fr');
    expect(historyValue(fr, 'status', 'OFFERED', 'fr')).toBe(fr('statuses.OFFERED'));
    expect(historyValue(fr, 'status', 'OFFERED', 'fr')).not.toBe('OFFERED');
    expect(historyValue(fr, 'language', 'de', 'fr')).toBe('allemand');
    const it_ = await translator('it');
    expect(historyValue(it_, 'userRole', 'SALES', 'it')).not.toMatch(/^[A-Z_]+$/);
    expect(historyValue(it_, 'status', 'SOME_NEW_STATE', 'it')).toBe('Some new state');
  });

  it('leaves free text as it is', async () => {
    const t = await translator('de');
    expect(historyValue(t, 'name', 'Muster, Hans', 'de')).toBe('Muster, Hans');
    expect(historyValue(t, 'city', 'Bern', 'de')).toBe('Bern');
  });
});
