import { describe, expect, it } from 'vitest';
import { createI18n } from './createI18n.ts';
import { addFormatters } from './formatters.ts';

const probes = {
  'probe.amount': 'Total {{value, chf}}',
  'probe.number': '{{value, number}} Stück',
  'probe.percent': 'Auslieferung {{value, percent}}',
  'probe.date': 'am {{value, displayDate}} um {{value, time}}',
  'probe.dateTime': '{{value, dateTime}} / {{value, dateTimeSeconds}} / {{value, isoDate}}',
  'probe.plain': '{{value, amount}}',
};

describe('addFormatters', () => {
  it('formats interpolated values the Swiss way', async () => {
    const i18n = addFormatters(await createI18n({ language: 'de' }));
    const at = new Date(2025, 2, 4, 9, 5, 7);
    i18n.addResources('de', 'common', probes);
    expect(i18n.t('probe.amount', { value: 1234.5 })).toBe("Total CHF\u00a01'234.50");
    expect(i18n.t('probe.number', { value: 12345 })).toBe("12'345 Stück");
    expect(i18n.t('probe.percent', { value: 612 })).toBe('Auslieferung > 500%');
    expect(i18n.t('probe.date', { value: at })).toBe('am 04.03.2025 um 09:05');
    expect(i18n.t('probe.dateTime', { value: at })).toBe(
      '04.03.2025 09:05 / 04.03.2025 09:05:07 / 2025-03-04',
    );
    expect(i18n.t('probe.plain', { value: 99 })).toBe('99.00');
  });

  it("formats in the language shown, also one loaded later: 1'234.50 in French too", async () => {
    const i18n = addFormatters(await createI18n({ language: 'de' }));
    await i18n.changeLanguage('fr');
    i18n.addResources('fr', 'common', probes);
    expect(i18n.t('probe.plain', { value: 1234.5 })).toBe("1'234.50");
  });

  it('are not there before: createI18n leaves them out', async () => {
    const i18n = await createI18n({ language: 'de' });
    i18n.addResources('de', 'common', probes);
    expect(i18n.t('probe.plain', { value: 99 })).toBe('99');
    addFormatters(i18n);
    expect(i18n.t('probe.plain', { value: 99 })).toBe('99.00');
    // Once per instance: a second call changes nothing.
    expect(addFormatters(i18n).t('probe.plain', { value: 99 })).toBe('99.00');
  });
});
