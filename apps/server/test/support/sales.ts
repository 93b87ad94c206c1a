import { randomUUID } from 'node:crypto';
import type { SelectedCompany } from '@adconsole/api/contracts';
import type { Db } from '../../src/db/database.ts';
import { EICAR_SIGNATURE } from '../../src/files/scanner.ts';
import { rowOf, rowsOf } from './rows.ts';
import type { TestServer } from './server.ts';

/** The selected-company header's value for a demo company. */
export async function companyNamed(db: Db, name: string): Promise<SelectedCompany> {
  const company = await rowOf(db, 'company', ['id', 'companyUuid', 'companyRole'], { name });
  return { id: company.id, companyUUID: company.companyUuid, companyRole: company.companyRole };
}

export async function userIdOf(db: Db, email: string): Promise<number> {
  const user = await rowOf(db, 'appUser', 'id', { email });
  return user.id;
}

/** The company's first user (by id): who a sample's stored row names as its author. */
export async function firstUserIdOf(db: Db, companyId: number): Promise<number> {
  const user = await db
    .selectFrom('appUser')
    .select('id')
    .where('companyId', '=', companyId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return user.id;
}

/** An account of the company with at least two active contacts, by name. */
export async function accountNamed(db: Db, name: string) {
  const account = await rowOf(db, 'account', ['id', 'companyId', 'displayName'], { name });
  const contacts = await rowsOf(
    db,
    'contact',
    ['id', 'firstName', 'lastName'],
    { accountId: account.id, active: true },
    'id',
  );
  return { ...account, contactIds: contacts.map((contact) => contact.id) };
}

export async function labelNamed(db: Db, companyId: number, name: string): Promise<number> {
  const label = await rowOf(db, 'label', 'id', { companyId, name });
  return label.id;
}

export interface FilePart {
  field?: string;
  fileName: string;
  contentType: string;
  content: Buffer | string;
}

/** A multipart/form-data body with the parts, as a browser sends it. */
export function multipartBody(parts: readonly FilePart[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----adconsole${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The EICAR test file as anti-virus vendors publish it. */
export const EICAR = Buffer.from(EICAR_SIGNATURE, 'latin1');

/** Uploads a file as the token's holder; answers the response. */
export function upload(
  server: TestServer,
  token: string,
  part: FilePart,
  company?: SelectedCompany,
) {
  const { payload, headers } = multipartBody([part]);
  return server.request({
    method: 'POST',
    url: '/api/ws-file-uploader/uploads',
    token,
    headers,
    payload,
    ...(company ? { company } : {}),
  });
}

/** Uploads a file that passes the scan and answers its id. */
export async function uploadedFileId(
  server: TestServer,
  token: string,
  fileName = `Offerte ${randomUUID().slice(0, 8)}.pdf`,
  company?: SelectedCompany,
): Promise<string> {
  const response = await upload(
    server,
    token,
    { fileName, contentType: 'application/pdf', content: PDF },
    company,
  );
  if (response.statusCode !== 200) {
    throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
  }
  return (response.json() as { fileId: string }).fileId;
}

/** A fresh account of the company with two active contacts and one who left, for exact counts. */
export async function freshAccount(db: Db, companyId: number, name: string) {
  const account = await db
    .insertInto('account')
    .values({
      companyId,
      name,
      displayName: `${name} (Test)`,
      countryCode: 'CH',
      street: 'Teststrasse 1',
      postalCode: '8000',
      city: 'Zürich',
      industryId: null,
      website: null,
      phone: null,
      email: null,
      salesUserId: null,
    })
    .returning(['id', 'displayName'])
    .executeTakeFirstOrThrow();
  const contacts = await db
    .insertInto('contact')
    .values(
      [
        ['Anna', 'Ammann', true],
        ['Beat', 'Brunner', true],
        ['Corinne', 'Cattaneo', false],
      ].map(([firstName, lastName, active]) => ({
        companyId,
        accountId: account.id,
        firstName: String(firstName),
        lastName: String(lastName),
        email: `${String(firstName).toLowerCase()}@${name.toLowerCase().replace(/\W+/g, '')}.example`,
        phone: null,
        jobTitle: null,
        active: Boolean(active),
      })),
    )
    .returning('id')
    .execute();
  return {
    id: account.id,
    companyId,
    displayName: account.displayName,
    contactIds: contacts.map((c) => c.id),
  };
}

/** The error body of spec 1 §8 / spec 2 §8: message, translationKey, path. */
export function expectErrorBody(
  response: { statusCode: number; json(): unknown; body: string },
  status: number,
) {
  if (response.statusCode !== status) {
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
  const body = response.json() as {
    message?: unknown;
    translationKey?: unknown;
    path?: unknown;
    fieldErrors?: Record<string, string>;
    formError?: string;
  };
  if (typeof body.message !== 'string' || typeof body.translationKey !== 'string') {
    throw new Error(`not an error body: ${response.body}`);
  }
  if (typeof body.path !== 'string') throw new Error(`error body without path: ${response.body}`);
  return body;
}

/** A 422 with a field error on the field; answers the field's message. */
export function expectFieldError(
  response: { statusCode: number; json(): unknown; body: string },
  field: string,
): string {
  const body = expectErrorBody(response, 422);
  const message = body.fieldErrors?.[field];
  if (!message) throw new Error(`no field error on ${field}: ${response.body}`);
  return message;
}

/** Each body sent (`send(body)`) is refused with a 422 on its field: `[field, body]` in turn. */
export async function expectFieldErrors(
  send: (body: unknown) => Promise<{ statusCode: number; json(): unknown; body: string }>,
  cases: readonly (readonly [field: string, body: unknown])[],
): Promise<void> {
  for (const [field, body] of cases) expectFieldError(await send(body), field);
}

/** Signs each persona in (password demo), in parallel; answers their tokens in order. */
export async function signInEach<const Emails extends readonly string[]>(
  server: TestServer,
  emails: Emails,
): Promise<{ [Index in keyof Emails]: string }> {
  const tokens = await Promise.all(emails.map((email) => server.signIn(email)));
  return tokens as { [Index in keyof Emails]: string };
}

/** The texts of a promotion's mail template in German alone, the other languages empty. */
export function germanTemplate(subject: string, text: string) {
  return {
    subject,
    text,
    subjectEn: '',
    textEn: '',
    subjectFr: '',
    textFr: '',
    subjectIt: '',
    textIt: '',
  };
}
