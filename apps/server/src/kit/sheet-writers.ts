import { PassThrough, type Readable } from 'node:stream';
import type { ExportFormat } from '@adconsole/api/contracts';
import { stringify } from 'csv-stringify';

// The kit's sheet writers (CSV and .xlsx, streamed) and the cells they take. Lean on purpose:
// the report builder's export worker (services/reporting/export-worker.ts, issue 43) loads this
// module in a thread with a small heap, so it imports neither the contracts at run time (about
// 90 MB of resident memory from source) nor ExcelJS until an .xlsx is written. `export.ts`
// re-exports it with the reply.

/**
 * An amount of money in its currency: a number cell with a number format naming the currency in
 * .xlsx (the s13 stranger: the report's amounts had no format), the amount with its two
 * decimals in .csv (the currency has its own column there).
 */
export interface ExportMoney {
  amount: number;
  currency: string;
}

/** A cell of an export: text, a number, money, a day or a moment, or nothing. */
export type ExportValue = string | number | ExportMoney | Date | null | undefined;

/** A money cell (`null` when there is no amount). */
export const exportMoney = (amount: number | null | undefined, currency: string | null) =>
  amount === null || amount === undefined || Number.isNaN(amount)
    ? null
    : currency
      ? { amount, currency }
      : amount;

const isMoney = (value: ExportValue): value is ExportMoney =>
  typeof value === 'object' && value !== null && !(value instanceof Date);

/**
 * The .xlsx number format of a number cell: money with two decimals and its currency, a whole
 * number with thousands, a fraction with two to four decimals (a rate, a quantity of hours).
 * Excel shows the separators of the reader's own settings.
 */
export function xlsxNumberFormat(value: number | ExportMoney): string {
  if (isMoney(value)) return `#,##0.00 "${value.currency.replace(/"/g, '')}"`;
  return Number.isInteger(value) ? '#,##0' : '#,##0.00##';
}

/** How a language writes a date in a text file (the console's display formats, spec 1 §9). */
const dateLocales = { de: 'de-CH', en: 'en-GB', fr: 'fr-CH', it: 'it-CH' } as const;

/**
 * The time zone the console shows moments in (spec 1 §9): the contracts' BUSINESS_TIME_ZONE,
 * written out here so the export worker need not load the contracts (kit.test checks they agree).
 */
export const EXPORT_TIME_ZONE = 'Europe/Zurich';
const TIME_ZONE = EXPORT_TIME_ZONE;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;

/**
 * A cell's date, whatever form it came in (issue 33: "Versendet am" was an ISO text): a Date,
 * an ISO day (`2026-11-28`) or an ISO moment (`2026-11-28T08:00:00.000Z`, as a driver or a
 * contract gives timestamps). A Date at midnight UTC and an ISO day are days; anything else is a
 * moment, shown with its time in Zurich. Undefined for every other value.
 */
export function exportDate(value: ExportValue): { date: Date; moment: boolean } | undefined {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    return { date: value, moment: value.getTime() % 86_400_000 !== 0 };
  }
  if (typeof value !== 'string') return undefined;
  if (ISO_DAY.test(value)) return { date: new Date(`${value}T00:00:00Z`), moment: false };
  if (ISO_MOMENT.test(value)) {
    const date = new Date(value.replace(' ', 'T'));
    return Number.isNaN(date.getTime()) ? undefined : { date, moment: true };
  }
  return undefined;
}

const zurichParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * A moment as a spreadsheet holds it: its Zurich wall-clock time (a spreadsheet's dates have no
 * time zone; ExcelJS writes a Date's UTC fields).
 */
function wallClock(moment: Date): Date {
  const part = Object.fromEntries(
    zurichParts.formatToParts(moment).map(({ type, value }) => [type, Number(value)]),
  ) as Record<string, number>;
  return new Date(
    Date.UTC(
      part.year as number,
      (part.month as number) - 1,
      part.day as number,
      part.hour as number,
      part.minute as number,
      part.second as number,
    ),
  );
}

/** The .xlsx number formats of days and moments per language (Swiss dd.mm.yyyy; English dd/mm). */
const xlsxFormats = {
  de: { day: 'dd.mm.yyyy', moment: 'dd.mm.yyyy hh:mm' },
  en: { day: 'dd/mm/yyyy', moment: 'dd/mm/yyyy hh:mm' },
  fr: { day: 'dd.mm.yyyy', moment: 'dd.mm.yyyy hh:mm' },
  it: { day: 'dd.mm.yyyy', moment: 'dd.mm.yyyy hh:mm' },
} as const;

/**
 * A text that a spreadsheet would read as a formula (= + - @, or a tab or carriage return that
 * some import as a cell break) starts with an apostrophe instead: formula injection (OWASP CSV
 * injection). Numbers and dates are written as such and need no guard.
 */
export function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export interface ExportSheet {
  format: ExportFormat;
  language: keyof typeof dateLocales;
  /** The sheet's name and the file's name without its extension. */
  title: string;
  headers: readonly string[];
  /** The rows, each as many values as there are headers, read in chunks. */
  rows: AsyncIterable<readonly ExportValue[]>;
}

/**
 * The export as a stream: CSV through csv-stringify (with a byte-order mark so spreadsheet
 * programs read UTF-8), .xlsx through ExcelJS's streaming writer, so an export of a million
 * rows never holds them all in memory.
 */
export function exportStream(sheet: ExportSheet): Readable {
  return sheet.format === 'csv' ? csvStream(sheet) : xlsxStream(sheet);
}

function csvStream({ language, headers, rows }: ExportSheet): Readable {
  const day = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
  const dayFormat = new Intl.DateTimeFormat(dateLocales[language], { ...day, timeZone: 'UTC' });
  const momentFormat = new Intl.DateTimeFormat(dateLocales[language], {
    ...day,
    hour: '2-digit',
    minute: '2-digit',
    timeZone: TIME_ZONE,
  });
  const out = stringify({ bom: true, delimiter: language === 'en' ? ',' : ';' });
  const cell = (value: ExportValue) => {
    if (isMoney(value)) return value.amount.toFixed(2);
    const date = exportDate(value);
    if (date) return (date.moment ? momentFormat : dayFormat).format(date.date);
    return typeof value === 'string' ? neutralised(value) : (value ?? '');
  };
  void (async () => {
    try {
      out.write(headers.map((header) => neutralised(header)));
      for await (const row of rows) {
        if (!out.write(row.map(cell))) await new Promise((done) => out.once('drain', done));
      }
      out.end();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

function xlsxStream({ language, title, headers, rows }: ExportSheet): Readable {
  const formats = xlsxFormats[language];
  const stream = new PassThrough();
  void (async () => {
    try {
      // Loaded with the first .xlsx (a CSV export never needs it).
      const { default: ExcelJS } = await import('exceljs');
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
        stream,
        useSharedStrings: false,
        // Without styles ExcelJS writes no number format: a date showed as a serial or mm-dd-yy.
        useStyles: true,
      });
      const sheet = workbook.addWorksheet(title.slice(0, 31));
      sheet.columns = headers.map((header) => ({ header: neutralised(header), width: 24 }));
      sheet.getRow(1).font = { bold: true };
      for await (const row of rows) {
        // Days and moments are date cells with a date format, whatever form they came in.
        // Numbers and money are number cells with a number format.
        const dates = row.map(exportDate);
        const added = sheet.addRow(
          row.map((value, index) => {
            const date = dates[index];
            if (date) return date.moment ? wallClock(date.date) : date.date;
            if (isMoney(value)) return value.amount;
            return typeof value === 'string' ? neutralised(value) : (value ?? null);
          }),
        );
        row.forEach((value, index) => {
          const date = dates[index];
          if (date) added.getCell(index + 1).numFmt = date.moment ? formats.moment : formats.day;
          else if (typeof value === 'number' || isMoney(value))
            added.getCell(index + 1).numFmt = xlsxNumberFormat(value);
        });
        added.commit();
      }
      await workbook.commit();
    } catch (error) {
      stream.destroy(error as Error);
    }
  })();
  return stream;
}
