import { describe, expect, it } from 'vitest';
import { idOf, recordOptions, valueOptions } from './options.ts';
import { translator } from './testTranslator.ts';

describe('options', () => {
  it('makes records options by id and name', () => {
    expect(recordOptions([{ id: 7, name: 'Ringier' }])).toEqual([{ id: '7', label: 'Ringier' }]);
    expect(recordOptions(undefined)).toEqual([]);
  });

  it('names values by their texts under a prefix', async () => {
    const t = await translator('de');
    expect(valueOptions(t, 'crm.recordStatus', ['ACTIVE', 'INACTIVE'])).toEqual([
      { id: 'ACTIVE', label: 'Aktive' },
      { id: 'INACTIVE', label: 'Inaktive' },
    ]);
  });

  it('reads a record id of an option, of a text, or none', () => {
    expect(idOf({ id: '12', label: 'x' })).toBe(12);
    expect(idOf('5')).toBe(5);
    expect(idOf(null)).toBeNull();
    expect(idOf('')).toBeNull();
  });
});
