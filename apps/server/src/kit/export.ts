import { PassThrough, type Readable } from 'node:stream';
import type { ExportFormat } from '@adconsole/api/contracts';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';

/** A cell of an export: text, a number, a day or a moment, or nothing. */
export type ExportValue = string | number | Date | null | undefined;

/** How a language writes a date in a text file (the console's display formats, spec 1 §9). */
const dateLocales = { de: 'de-CH', en: 'en-GB', fr: 'fr-CH', it: 'it-CH' } as const;

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

export const exportContentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The export as a stream: CSV through csv-stringify (with a byte-order mark so spreadsheet
 * programs read UTF-8), .xlsx through ExcelJS's streaming writer, so an export of a million
 * rows never holds them all in memory.
 */
export function exportStream(sheet: ExportSheet): Readable {
  return sheet.format === 'csv' ? csvStream(sheet) : xlsxStream(sheet);
}

function csvStream({ language, headers, rows }: ExportSheet): Readable {
  const dateFormat = new Intl.DateTimeFormat(dateLocales[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  const out = stringify({ bom: true, delimiter: language === 'en' ? ',' : ';' });
  const cell = (value: ExportValue) =>
    value instanceof Date
      ? dateFormat.format(value)
      : typeof value === 'string'
        ? neutralised(value)
        : (value ?? '');
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

function xlsxStream({ title, headers, rows }: ExportSheet): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
  const sheet = workbook.addWorksheet(title.slice(0, 31));
  sheet.columns = headers.map((header) => ({ header: neutralised(header), width: 24 }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    try {
      for await (const row of rows) {
        const added = sheet.addRow(
          row.map((value) => (typeof value === 'string' ? neutralised(value) : (value ?? null))),
        );
        row.forEach((value, index) => {
          if (value instanceof Date) added.getCell(index + 1).numFmt = 'dd.mm.yyyy';
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
