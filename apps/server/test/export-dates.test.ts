import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type ExportValue, exportStream } from '../src/kit/export.ts';

// Issue 33, point 4: "The xlsx export's «Versendet am» (sent at) is an ISO text". The kit's
// export (every list and report export goes through it) writes days and moments as date cells
// with a date format, whatever form the value came in: a Date, an ISO day or an ISO moment.

const bytes = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

const rows = (values: ExportValue[][]) =>
  (async function* () {
    yield* values;
  })();

/** The German export of a sheet's rows, in a format. */
const exported = (
  format: 'xlsx' | 'csv',
  title: string,
  sheetHeaders: string[],
  values: ExportValue[][],
) =>
  bytes(exportStream({ format, language: 'de', title, headers: sheetHeaders, rows: rows(values) }));

const sent = '2026-11-28T08:00:00.000Z'; // 09:00 in Zurich (winter time)
const row: ExportValue[] = ['Anna Muster', sent, '2026-12-03', new Date(Date.UTC(2026, 11, 24))];
const headers = ['Name', 'Versendet am', 'Start', 'Ende'];

describe('dates in exports', () => {
  it('are date cells with a date format in .xlsx, moments at their Zurich time', async () => {
    const file = await exported('xlsx', 'Kontakte', headers, [row]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const cells = sheet.getRow(2);
    expect(cells.getCell(1).value).toBe('Anna Muster');
    const moment = cells.getCell(2);
    expect(moment.value).toBeInstanceOf(Date);
    expect((moment.value as Date).toISOString()).toBe('2026-11-28T09:00:00.000Z');
    expect(moment.numFmt).toBe('dd.mm.yyyy hh:mm');
    for (const [index, day] of [
      [3, '2026-12-03'],
      [4, '2026-12-24'],
    ] as const) {
      const cell = cells.getCell(index);
      expect(cell.value).toBeInstanceOf(Date);
      expect((cell.value as Date).toISOString().slice(0, 10)).toBe(day);
      expect(cell.numFmt).toBe('dd.mm.yyyy');
    }
  });

  it('are dates of the language in CSV, never ISO texts', async () => {
    const text = (await exported('csv', 'Kontakte', headers, [row])).toString('utf8');
    expect(text).not.toContain('2026-11-28T');
    expect(text).toContain('28.11.2026');
    expect(text).toContain('09:00');
    expect(text).toContain('03.12.2026');
    expect(text).toContain('24.12.2026');
  });

  it('leaves texts that only look like a date alone', async () => {
    const values = [['Aktion 2026-11'], ['2026-11-28 Messe']];
    const text = (await exported('csv', 'x', ['Name'], values)).toString('utf8');
    expect(text).toContain('Aktion 2026-11');
    expect(text).toContain('2026-11-28 Messe');
  });
});
