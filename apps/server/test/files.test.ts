import {
  activitySchema,
  type FileInfo,
  fileInfoSchema,
  MAX_UPLOAD_BYTES,
} from '@adconsole/api/contracts';
import { describe, expect, it } from 'vitest';
import { answerOf } from './support/calls.ts';
import { describeOnLanes } from './support/lane-server.ts';
import { rowOf, rowsOf } from './support/rows.ts';
import {
  companyNamed,
  EICAR,
  expectErrorBody,
  expectFieldError,
  freshAccount,
  multipartBody,
  PDF,
  PNG,
  upload,
  uploadedFileId,
} from './support/sales.ts';

const base = '/api/ws-file-uploader';

describeOnLanes(
  'the file uploader of spec 2 §7',
  ['sales', 'admin', 'ops'],
  ({ server, tokens }) => {
    const stored = (fileName: string) =>
      rowOf(
        server.database.db,
        'storedFile',
        ['id', 'storageName', 'uploadStatus', 'scanStatus', 'content', 'scanMessage'],
        { fileName },
        ['createdAt', 'desc'],
      );
    const download = (fileId: string, token = tokens.sales) =>
      server.send('GET', `${base}/downloads/${fileId}`, token);

    describe('POST uploads (multipart, field file; answer carries the file id)', () => {
      it('stores a clean file: UPLOADED, SCAN_SUCCESSFUL, type from the content, a server-made storage name', async () => {
        const response = await upload(server, tokens.sales, {
          fileName: 'C:\\fakepath\\Mediadaten 2026.pdf',
          contentType: 'application/octet-stream',
          content: PDF,
        });
        const info = fileInfoSchema.parse(await answerOf(response));
        expect(info).toMatchObject({
          fileName: 'Mediadaten 2026.pdf',
          contentType: 'application/pdf',
          size: PDF.length,
          uploadStatus: 'UPLOADED',
          scanStatus: 'SCAN_SUCCESSFUL',
        });
        const row = await stored('Mediadaten 2026.pdf');
        expect(row.id).toBe(info.fileId);
        expect(row.storageName).toMatch(/^files\/[0-9a-f-]{36}\.pdf$/);
        expect(row.storageName).not.toContain('Mediadaten');
        expect(row.storageName).not.toContain(info.fileId);
      });

      it('refuses the EICAR test file: 422 FILE_INFECTED, recorded NOT_UPLOADED / SCAN_FAILED without content', async () => {
        const file = { fileName: 'eicar.txt', contentType: 'text/plain', content: EICAR };
        const body = expectErrorBody(await upload(server, tokens.sales, file), 422);
        expect(body.translationKey).toBe('FILE_INFECTED');
        // The field says it in the reader's words; the message keeps the scanner's finding.
        expect(body.fieldErrors?.file).toBe('eicar.txt carries a virus signature');
        expect(body.message).toBe('eicar.txt carries a virus signature (EICAR test file)');
        const row = await stored('eicar.txt');
        expect(row).toMatchObject({
          uploadStatus: 'NOT_UPLOADED',
          scanStatus: 'SCAN_FAILED',
          content: null,
        });
        expect(row.scanMessage).toContain('EICAR');
        // Nothing to download.
        expect((await download(row.id)).statusCode).toBe(204);
        // Hidden inside another file it is found too.
        const inside = await upload(server, tokens.sales, {
          fileName: 'notes.csv',
          contentType: 'text/csv',
          content: `a;b\n${EICAR.toString('latin1')}\n`,
        });
        expect(expectErrorBody(inside, 422).translationKey).toBe('FILE_INFECTED');
      });

      it('checks the type from the content, not the name: a PNG named .pdf and a PDF sent as image/png are refused', async () => {
        const renamed = { fileName: 'Vertrag.pdf', contentType: 'application/pdf', content: PNG };
        const body = expectErrorBody(await upload(server, tokens.sales, renamed), 422);
        expect(body.translationKey).toBe('FILE_TYPE_MISMATCH');
        expect(body.fieldErrors?.file).toBe('The content of Vertrag.pdf does not match its type');
        expect(await stored('Vertrag.pdf')).toMatchObject({
          uploadStatus: 'NOT_UPLOADED',
          scanStatus: 'SCAN_FAILED',
        });
        const declared = await upload(server, tokens.sales, {
          fileName: 'Angebot.pdf',
          contentType: 'image/png',
          content: PDF,
        });
        expect(expectErrorBody(declared, 422).translationKey).toBe('FILE_TYPE_MISMATCH');
        const zipAsDocx = await upload(server, tokens.sales, {
          fileName: 'Brief.docx',
          contentType: 'application/zip',
          content: Buffer.from('PK\u0003\u0004plain zip without word folder', 'latin1'),
        });
        expect(expectErrorBody(zipAsDocx, 422).translationKey).toBe('FILE_TYPE_MISMATCH');
        const png = await upload(server, tokens.sales, {
          fileName: 'Logo.png',
          contentType: 'image/png',
          content: PNG,
        });
        expect(png.statusCode, png.body).toBe(200);
        expect(fileInfoSchema.parse(png.json()).contentType).toBe('image/png');
      });

      it('refuses a type it does not take (415), an empty file, a JSON body and a body without the one file field (422)', async () => {
        const exe = await upload(server, tokens.sales, {
          fileName: 'setup.exe',
          contentType: 'application/octet-stream',
          content: Buffer.from('MZ'),
        });
        expect(expectErrorBody(exe, 415).translationKey).toBe('FILE_TYPE_NOT_ALLOWED');
        const empty = await upload(server, tokens.sales, {
          fileName: 'leer.txt',
          contentType: 'text/plain',
          content: '',
        });
        expect(expectErrorBody(empty, 422).translationKey).toBe('FILE_EMPTY');
        const wrongField = await upload(server, tokens.sales, {
          field: 'attachment',
          fileName: 'a.pdf',
          contentType: 'application/pdf',
          content: PDF,
        });
        expectFieldError(wrongField, 'file');
        const two = multipartBody([
          { fileName: 'a.pdf', contentType: 'application/pdf', content: PDF },
          { fileName: 'b.pdf', contentType: 'application/pdf', content: PDF },
        ]);
        expectFieldError(
          await server.request({
            method: 'POST',
            url: `${base}/uploads`,
            token: tokens.sales,
            ...two,
          }),
          'file',
        );
        const json = await server.send('POST', `${base}/uploads`, tokens.sales, { file: 'x' });
        expect(expectErrorBody(json, 422).formError).toBe('This call takes no body');
      });

      it(`has a size limit of ${MAX_UPLOAD_BYTES / 1024 / 1024} MB: the limit passes, one byte more answers 413`, async () => {
        const limit = Buffer.alloc(MAX_UPLOAD_BYTES, 0x20);
        PDF.copy(limit);
        const fits = await upload(server, tokens.sales, {
          fileName: 'Genau 10 MB.pdf',
          contentType: 'application/pdf',
          content: limit,
        });
        expect(fits.statusCode, fits.body).toBe(200);
        expect(fileInfoSchema.parse(fits.json()).size).toBe(MAX_UPLOAD_BYTES);
        const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20);
        PDF.copy(big);
        const response = await upload(server, tokens.sales, {
          fileName: 'Zu gross.pdf',
          contentType: 'application/pdf',
          content: big,
        });
        expect(expectErrorBody(response, 413).translationKey).toBe('FILE_TOO_LARGE');
        const count = await rowsOf(server.database.db, 'storedFile', 'id', {
          fileName: 'Zu gross.pdf',
        });
        expect(count).toEqual([]);
      });

      it('answers 401 without a token and 403 without SALES', async () => {
        const { payload, headers } = multipartBody([
          { fileName: 'a.pdf', contentType: 'application/pdf', content: PDF },
        ]);
        expect(
          (await server.request({ method: 'POST', url: `${base}/uploads`, payload, headers }))
            .statusCode,
        ).toBe(401);
        expectErrorBody(
          await upload(server, tokens.ops, {
            fileName: 'a.pdf',
            contentType: 'application/pdf',
            content: PDF,
          }),
          403,
        );
      });
    });

    describe('GET downloads/{fileId} and files-info/{fileId}', () => {
      it('sends the file under its name in a response header; 204 when there is no file', async () => {
        const fileId = await uploadedFileId(server, tokens.sales, 'Präsentation (final).pdf');
        const response = await download(fileId);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-disposition']).toBe(
          `attachment; filename="Pr_sentation (final).pdf"; filename*=UTF-8''Pr%C3%A4sentation%20%28final%29.pdf`,
        );
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.rawPayload.equals(PDF)).toBe(true);
        expect((await download('00000000-0000-4000-8000-000000000000')).statusCode).toBe(204);
        expectErrorBody(await download('not-a-uuid'), 404);
        expectErrorBody(await download(fileId, tokens.ops), 403);
      });

      it('keeps another company’s file out of reach: download 204, info 404, delete leaves it', async () => {
        const fileId = await uploadedFileId(server, tokens.sales);
        expect((await download(fileId, tokens.admin)).statusCode).toBe(204);
        expectErrorBody(
          await server.send('GET', `${base}/files-info/${fileId}`, tokens.admin),
          404,
        );
        expect(
          (await server.send('DELETE', `${base}/files-info/${fileId}`, tokens.admin)).statusCode,
        ).toBe(204);
        expect((await download(fileId)).statusCode).toBe(200);
        // Acting for the sales company, the administrator reaches it.
        const salesCompany = await companyNamed(server.database.db, 'Adconsole Sales');
        const acting = await server.request({
          method: 'GET',
          url: `${base}/files-info/${fileId}`,
          token: tokens.admin,
          company: salesCompany,
        });
        expect(acting.statusCode).toBe(200);
        const info: FileInfo = fileInfoSchema.parse(acting.json());
        expect(info).toMatchObject({
          fileId,
          uploadStatus: 'UPLOADED',
          scanStatus: 'SCAN_SUCCESSFUL',
        });
      });
    });

    describe('DELETE files-info/{fileId}', () => {
      it('deletes the file and takes it off its activity; a second delete answers 204 too', async () => {
        const { db } = server.database;
        const salesCompany = await companyNamed(db, 'Adconsole Sales');
        const account = await freshAccount(db, salesCompany.id, 'Datei AG');
        const fileId = await uploadedFileId(server, tokens.sales, 'Weg damit.pdf');
        const created = await server.send('POST', '/api/ws-activities/activities', tokens.sales, {
          entityId: account.id,
          activityType: 'EMAIL',
          message: 'Mit Anhang',
          date: '2025-06-01T08:00:00Z',
          files: [{ fileId }],
        });
        const activity = activitySchema.parse(created.json());
        expect(activity.files).toHaveLength(1);
        expectErrorBody(
          await server.send('DELETE', `${base}/files-info/${fileId}`, tokens.ops),
          403,
        );
        const response = await server.send('DELETE', `${base}/files-info/${fileId}`, tokens.sales);
        expect(response.statusCode).toBe(204);
        expect((await download(fileId)).statusCode).toBe(204);
        const listed = await server.send(
          'GET',
          `/api/ws-activities/activities/${account.id}/ACCOUNT`,
          tokens.sales,
        );
        const [entry] = (listed.json() as { items: unknown[] }).items;
        expect(activitySchema.parse(entry).files).toEqual([]);
        expect(
          (await server.send('DELETE', `${base}/files-info/${fileId}`, tokens.sales)).statusCode,
        ).toBe(204);
        expectErrorBody(await server.send('DELETE', `${base}/files-info/nope`, tokens.sales), 404);
      });
    });
  },
);
