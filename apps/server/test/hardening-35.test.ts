import ExcelJS from 'exceljs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLanes } from './support/databases.ts';
import { EICAR, expectFieldError, multipartBody, signInEach } from './support/sales.ts';
import { startTestServer, type TestServer } from './support/server.ts';

// Issue 35: the second round of hardening, each finding as the request that found it.

describe.each(databaseLanes())('hardening, second round (issue 35) on $name', (lane) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(lane);
    [admin] = await signInEach(server, ['admin@example.com'] as const);
  });
  afterAll(async () => {
    await server?.close();
  });

  const importFile = (fileName: string, content: Buffer) => {
    const { payload, headers } = multipartBody([
      { fileName, contentType: 'application/octet-stream', content },
    ]);
    return server.request({
      method: 'POST',
      url: '/api/ws-settings/imports?kind=CONTACTS',
      token: admin,
      headers,
      payload,
    });
  };
  const importCount = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('dataImport')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  describe('finding 1: the import .xlsx has the expansion limit of every other upload', () => {
    it('refuses a workbook whose sheet unpacks more than 200 times: nothing stored', async () => {
      const book = new ExcelJS.Workbook();
      book.addWorksheet('Kontakte').addRow(['Vorname', 'Nachname']);
      const files = unzipSync(new Uint8Array(await book.xlsx.writeBuffer()));
      const sheetName = Object.keys(files).find((name) =>
        /^xl\/worksheets\/[^/]+\.xml$/.test(name),
      );
      if (!sheetName) throw new Error('no sheet in the workbook');
      // Blanks between the elements: a valid sheet that unpacks to 12 MB from some 12 KB.
      const sheet = strFromU8(files[sheetName] as Uint8Array);
      files[sheetName] = strToU8(sheet.replace('</worksheet>', `${' '.repeat(12e6)}</worksheet>`));
      const bomb = Buffer.from(zipSync(files, { level: 9 }));
      expect(bomb.length).toBeLessThan(100_000);
      const before = await importCount();
      const response = await importFile('kontakte.xlsx', bomb);
      expect(expectFieldError(response, 'file')).toMatch(/unpacks/);
      expect(response.json().translationKey).toBe('FILE_ARCHIVE_REFUSED');
      expect(await importCount()).toBe(before);
    });
  });

  describe('finding 2: import files go through the malware scan', () => {
    it('refuses a CSV with an EICAR line: nothing stored', async () => {
      const before = await importCount();
      const csv = Buffer.concat([Buffer.from('Vorname,Nachname\nAnna,'), EICAR, Buffer.from('\n')]);
      const response = await importFile('kontakte.csv', csv);
      expect(expectFieldError(response, 'file')).toMatch(/virus signature/);
      expect(response.json().translationKey).toBe('FILE_INFECTED');
      expect(await importCount()).toBe(before);
    });

    it('still takes a clean CSV', async () => {
      const response = await importFile(
        'kontakte.csv',
        Buffer.from('Vorname,Nachname\nAnna,Muster\n'),
      );
      expect(response.statusCode, response.body).toBe(200);
    });
  });
});
