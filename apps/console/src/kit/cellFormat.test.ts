import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { cellMoney, cellNumber, cellPercent, kindOfColumn, statusLabel } from './cellFormat.ts';

describe('list cells', () => {
  it('write every number, amount and percentage one way (issue 33: "1 000" beside "175\'000")', () => {
    expect(cellNumber(1000, 'fr')).toBe("1'000");
    expect(cellNumber(175000, 'de')).toBe("175'000");
    expect(cellMoney(1234.5, 'it', 'CHF')).toBe("CHF\u00a01'234.50");
    expect(cellPercent(0.09, 'it')).toBe('0.09%');
  });

  it('write money the Swiss way in French too (issue 33: "CHF 18 576,66" on /orders/campaigns)', () => {
    expect(cellMoney(18576.66, 'fr', 'CHF')).toBe("CHF\u00a018'576.66");
    expect(cellMoney(18576.66, 'fr')).toBe("18'576.66");
    expect(cellNumber(1234.5, 'fr')).toBe("1'234.5");
    expect(cellPercent(60, 'de')).toMatch(/^60\.00\s?%$/);
  });

  it('name a status by its label, never by its code', () => {
    const t = ((key: string) => (key === 'statuses.RUNNING' ? 'Laufend' : '')) as TFunction;
    expect(statusLabel(t, 'statuses', 'RUNNING')).toBe('Laufend');
    expect(statusLabel(t, 'statuses', 'PERFORMANCE_CHECK')).toBe('Performance check');
  });

  it('know a column by its name when the screen declares no kind', () => {
    expect(kindOfColumn('name', 0)).toBe('name');
    expect(kindOfColumn('creativeStatus', 3)).toBe('status');
    expect(kindOfColumn('publicationDate', 2)).toBe('date');
    expect(kindOfColumn('total', 5)).toBe('money');
    expect(kindOfColumn('positionCount', 6)).toBe('number');
    expect(kindOfColumn('city', 1)).toBe('text');
  });

  it('know a deadline as a day and a phase as a status, never cut (issue 33: "29.10.2026 · Frist abgelaufen" and "Laufe…" were cut at 1440 px)', () => {
    expect(kindOfColumn('deadline', 6)).toBe('date');
    expect(kindOfColumn('materialDeadline', 4)).toBe('date');
    expect(kindOfColumn('phase', 2)).toBe('status');
  });
});
