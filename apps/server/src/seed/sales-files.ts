import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';

// The sales seed's attachments (sales.ts): a few small files of every kind a touchpoint carries.

/** A one-page PDF with a line of text, so that a download opens in a viewer. */
function onePagePdf(text: string): Buffer {
  const escaped = text.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[^\x20-\x7e]/g, '?');
  const stream = `BT /F1 18 Tf 72 720 Td (${escaped}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A 1 × 1 PNG. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Attachments: the newest touchpoint carries five (three shown, two behind Show more). */
export async function seedAttachments(
  db: Db,
  salesCompany: number,
  sales: number,
  activityIds: readonly { id: number }[],
): Promise<void> {
  const files = [
    {
      fileName: 'Offerte Frühlingskampagne.pdf',
      contentType: 'application/pdf',
      content: onePagePdf('Offerte Fruehlingskampagne'),
    },
    {
      fileName: 'Mediadaten 2027.pdf',
      contentType: 'application/pdf',
      content: onePagePdf('Mediadaten 2027'),
    },
    { fileName: 'Sujet Rectangle.png', contentType: 'image/png', content: PIXEL_PNG },
    {
      fileName: 'Buchungsübersicht.csv',
      contentType: 'text/csv',
      content: Buffer.from(
        'Position;Start;Ende;Preis CHF\nRectangle Startseite;2027-03-01;2027-03-28;12500\nWideboard Sport;2027-03-08;2027-03-21;6400\n',
      ),
    },
    {
      fileName: 'Protokoll Jahresgespräch.txt',
      contentType: 'text/plain',
      content: Buffer.from(
        'Protokoll Jahresgespräch\n\n1. Rückblick\n2. Budget 2027\n3. Nächste Schritte\n',
      ),
    },
    {
      fileName: 'Reporting Q3.pdf',
      contentType: 'application/pdf',
      content: onePagePdf('Reporting Q3'),
    },
  ];
  const storedFiles = await db
    .insertInto('storedFile')
    .values(
      files.map((file) => ({
        id: randomUUID(),
        companyId: salesCompany,
        uploadedBy: sales,
        storageName: `files/${randomUUID()}`,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.content.length,
        sha256: createHash('sha256').update(file.content).digest('hex'),
        uploadStatus: 'UPLOADED',
        scanStatus: 'SCAN_SUCCESSFUL',
        scanMessage: null,
        content: file.content,
      })),
    )
    .returning('id')
    .execute();
  const newest = activityIds[0]?.id;
  const second = activityIds[3]?.id;
  if (newest && second) {
    await db
      .insertInto('activityFile')
      .values(
        storedFiles.map((file, index) => ({
          activityId: index < 5 ? newest : second,
          fileId: file.id,
        })),
      )
      .execute();
  }
}
