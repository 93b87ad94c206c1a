import { type ExportValue, exportMoney } from '../../kit/sheet-writers.ts';

// A report's row as a sheet's cells, from the query's positional columns (k0, l0, currency,
// m0…) and a plan of the columns made once per export (sheet.ts, `sheetColumns`): the report
// builder's export (in the export worker or in process) and the schedule's attachment. Lean on
// purpose (no contracts): the export worker loads it in a thread with a small heap (README,
// "Exports").

/** A column of a report's sheet: where its value is in the query's row and how it is written. */
export type SheetColumn =
  /** A period: its first day (a date cell). */
  | { kind: 'period'; key: string }
  /** A reference: its name. */
  | { kind: 'reference'; key: string; label: string }
  /** A code: its label in the export's language (the code itself when it has none). */
  | { kind: 'code'; key: string; labels: Readonly<Record<string, string>> }
  | { kind: 'currency' }
  /** A metric: rounded to hundredths; money as a money cell in the row's currency. */
  | { kind: 'number' | 'money'; value: string };

const text = (value: unknown) =>
  value === null || value === undefined ? null : String(value) || null;

/** A row of the report's query as the cells of its sheet. */
export function rowCells(
  row: Readonly<Record<string, unknown>>,
  columns: readonly SheetColumn[],
): ExportValue[] {
  const currency = text(row.currency);
  return columns.map((column) => {
    switch (column.kind) {
      case 'currency':
        return currency;
      case 'number':
      case 'money': {
        const value = row[column.value];
        if (value === null || value === undefined) return null;
        const rounded = Math.round(Number(value) * 100) / 100;
        return column.kind === 'money' ? exportMoney(rounded, currency) : rounded;
      }
      default: {
        const key = text(row[column.key]);
        if (!key) return null;
        if (column.kind === 'reference') return text(row[column.label]);
        if (column.kind === 'period') return key;
        return column.labels[key] ?? key;
      }
    }
  });
}
