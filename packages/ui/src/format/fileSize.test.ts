import { describe, expect, it } from 'vitest';
import { formatFileSize as format } from './fileSize.ts';

/** The size with its blanks as plain spaces (French writes a narrow no-break space). */
const formatFileSize = (bytes: number, locale: string) => format(bytes, locale).replace(/\s/g, ' ');

// Issue 33 (s6 point 8): a French reader read "1.6 kB"; sizes speak the reader's language with
// the Swiss number format of every figure.
describe('formatFileSize', () => {
  it('says the unit in the reader’s language', () => {
    expect(formatFileSize(1600, 'fr')).toBe('1.6 ko');
    expect(formatFileSize(12_500_000, 'fr')).toBe('12.5 Mo');
    expect(formatFileSize(1600, 'de')).toBe('1.6 kB');
    expect(formatFileSize(1600, 'it')).toBe('1.6 kB');
  });

  it('writes the number in the Swiss format, in every language', () => {
    expect(formatFileSize(999_400, 'fr')).toBe('999.4 ko');
    expect(formatFileSize(512, 'de')).toMatch(/^512\s?Byte$/);
    expect(formatFileSize(2_000_000_000, 'en')).toBe('2 GB');
  });
});
