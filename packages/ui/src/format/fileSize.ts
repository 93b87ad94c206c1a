import type { UiLocale } from '../provider/locales.ts';

// A file's size as the reader reads it (issue 33: French read "1.6 kB"): the unit in the
// reader's language (ko and Mo in French, kB and MB elsewhere), the number in the Swiss format
// every figure of the product has (1'234.5, the same in all four languages). ui holds it so the
// forms' upload fields and the console's screens say a size the same way.

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

const swissNumber = new Intl.NumberFormat('de-CH', {
  useGrouping: 'always',
  maximumFractionDigits: 1,
});

const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);

/** A size in bytes in the reader's words: 512 B, 1.6 kB (fr: 1.6 ko), 12.5 MB (fr: 12.5 Mo). */
export function formatFileSize(bytes: number, locale: UiLocale | string = 'de'): string {
  let size = Math.max(0, bytes);
  let unit = 0;
  while (size >= 1000 && unit < UNITS.length - 1) {
    size /= 1000;
    unit += 1;
  }
  const rounded = Math.round(size * 10) / 10;
  const parts = new Intl.NumberFormat(`${locale.slice(0, 2)}-CH`, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).formatToParts(rounded);
  const number = swissNumber.format(rounded).replace(/\u2019/g, "'");
  let placed = false;
  return parts
    .map((part) => {
      if (!NUMBER_PARTS.has(part.type)) return part.value;
      if (placed) return '';
      placed = true;
      return number;
    })
    .join('');
}
