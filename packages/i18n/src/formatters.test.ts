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

  it("writes every {{count}} as a number is written (2'352), other numbers as given (issue 46)", async () => {
    const i18n = addFormatters(await createI18n({ language: 'de' }));
    for (const language of ['de', 'fr'] as const) {
      await i18n.changeLanguage(language);
      i18n.addResources(language, 'common', {
        'probe.count_one': '{{count}} wird geändert',
        'probe.count_other': '{{count}} werden geändert',
        'probe.year': 'Jahr {{year}}, {{count}} Einträge',
      });
      expect(i18n.t('probe.count', { count: 2352 })).toBe("2'352 werden geändert");
      expect(i18n.t('probe.count', { count: 1 })).toBe('1 wird geändert');
      expect(i18n.t('probe.year', { year: 2026, count: 1234567 })).toBe(
        "Jahr 2026, 1'234'567 Einträge",
      );
      // A count given as text (already written) stays as it is.
      expect(i18n.t('probe.year', { year: 2026, count: "2'352" })).toBe(
        "Jahr 2026, 2'352 Einträge",
      );
    }
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
