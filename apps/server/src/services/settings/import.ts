import {
  type DataImport,
  settingsEndpoints as e,
  IMPORT_FIELDS,
  IMPORT_MAX_ROWS,
  IMPORT_REQUIRED_FIELDS,
  type ImportKind,
  type ImportRowError,
  serverMessage,
} from '@adconsole/api/contracts';
import ExcelJS from 'exceljs';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import Papa from 'papaparse';
import type { Db } from '../../db/database.ts';
import type { DataImportTable } from '../../db/schema-settings.ts';
import { FileRefusedError, inspectUpload, uploadExtension } from '../../files/scanner.ts';
import { type FieldErrors, HttpError, notFound, ValidationError } from '../../http/errors.ts';
import { sayMessage } from '../../http/messages.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import type { JobKind } from '../../jobs/queue.ts';
import { type Scope, scopeOf } from '../../kit/scope.ts';
import { bundledLanguages, bundledText } from '../../kit/texts.ts';
import type { ServiceContext } from '../context.ts';
import { withUploads } from '../files/files.ts';
import { ADMIN_ONLY } from './catalogue.ts';
import { checkRow, insertRow, type Known, knownRecords, type Row } from './import-rows.ts';
import { readSingleFile } from './upload.ts';

// The data import (spec 1 §2.12 data-import; issue 28): a .csv (papaparse) or .xlsx (exceljs)
// file of accounts, contacts or products is uploaded and kept; the user maps its columns to our
// fields; a dry run checks every row and names the bad ones, writing nothing; only then does the
// import run, as a background job (jobs/queue.ts) with one item per valid row, each inserted in
// the transaction that marks it done (a retry never imports a row twice). Each row is checked
// and stored as its record's form would (import-rows.ts; issue 37: every field of the form).

export const DATA_IMPORT_JOB = 'settings.data-import';
const MAX_IMPORT_BYTES = 5 * 1_048_576;

const invalid = (fieldErrors: FieldErrors) => new ValidationError(fieldErrors, []);

/** The header and rows of a file, every cell as trimmed text. */
export async function readTable(
  fileName: string,
  bytes: Buffer,
): Promise<{ headers: string[]; rows: string[][] }> {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  let table: string[][];
  if (extension === 'xlsx') {
    if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw invalid({ file: serverMessage('notXlsx') });
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    } catch {
      throw invalid({ file: serverMessage('xlsxUnreadable') });
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) throw invalid({ file: serverMessage('noSheet') });
    table = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const cells: string[] = [];
      for (let column = 1; column <= sheet.columnCount; column += 1) {
        cells.push(cellText(row.getCell(column).value));
      }
      table.push(cells);
    });
  } else if (extension === 'csv') {
    const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
    if (parsed.errors.some((error) => error.type === 'Quotes')) {
      throw invalid({ file: serverMessage('csvUnclosedQuote') });
    }
    table = parsed.data.map((cells) => cells.map((cell) => String(cell).trim()));
  } else {
    throw invalid({ file: serverMessage('csvOrXlsx') });
  }
  const [header, ...rows] = table;
  const headers = (header ?? []).map((cell) => cell.trim()).filter(Boolean);
  if (!headers.length) throw invalid({ file: serverMessage('headerRowRequired') });
  if (new Set(headers.map((h) => h.toLowerCase())).size !== headers.length) {
    throw invalid({ file: serverMessage('duplicateColumns') });
  }
  if (rows.length > IMPORT_MAX_ROWS) {
    throw invalid({ file: serverMessage('importTooManyRows', { max: IMPORT_MAX_ROWS }) });
  }
  return { headers, rows };
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('result' in value) return String(value.result ?? '').trim();
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    return '';
  }
  return String(value).trim();
}

/** Headers people use for our fields (German, French, English), lower case. */
const SYNONYMS: Record<string, string[]> = {
  name: ['name', 'firma', 'firmenname', 'company', 'nom', 'produkt', 'product'],
  street: ['street', 'strasse', 'straße', 'adresse', 'rue'],
  postalCode: ['postalcode', 'plz', 'zip', 'npa', 'postleitzahl'],
  city: ['city', 'ort', 'stadt', 'ville', 'località'],
  countryCode: ['countrycode', 'land', 'country', 'pays'],
  email: ['email', 'e-mail', 'mail'],
  phone: ['phone', 'telefon', 'tel', 'téléphone'],
  website: ['website', 'webseite', 'web', 'url'],
  accountName: ['accountname', 'account', 'firma', 'company', 'kunde', 'entreprise'],
  firstName: ['firstname', 'vorname', 'prénom', 'prenom'],
  lastName: ['lastname', 'nachname', 'name', 'nom'],
  jobTitle: ['jobtitle', 'funktion', 'position', 'fonction', 'title'],
  adMediumName: ['admediumname', 'werbemittel', 'werbeträger', 'ad medium', 'titel', 'medium'],
  code: ['code', 'artikelnummer', 'sku'],
  // Issue 37: every field of the form.
  displayName: ['displayname', 'anzeigename', 'display name', 'nom affiché'],
  legalForm: ['legalform', 'rechtsform', 'legal form', 'forme juridique'],
  accountType: ['accounttype', 'kundentyp', 'typ', 'type'],
  canton: ['canton', 'kanton', 'cantone'],
  uidNumber: ['uidnumber', 'uid', 'uid-nummer', 'ide'],
  industry: ['industry', 'branche', 'industrie', 'secteur', 'settore'],
  language: ['language', 'sprache', 'langue', 'lingua'],
  salesOwner: ['salesowner', 'verkäufer', 'verkauf', 'kundenberater', 'sales'],
  agency: ['agency', 'agentur', 'agence', 'agenzia'],
  broker: ['broker', 'vermittler', 'courtier'],
  labels: ['labels', 'label', 'etiketten', 'étiquettes', 'etichette'],
  creditLimit: ['creditlimit', 'kreditlimite', 'kreditlimit', 'limite de crédit'],
  creditCurrency: ['creditcurrency', 'währung', 'currency', 'devise', 'valuta'],
  paymentTermsDays: ['paymenttermsdays', 'zahlungsfrist', 'zahlungsziel', 'délai de paiement'],
  salutation: ['salutation', 'anrede', 'civilité', 'saluto'],
  nameEn: ['nameen', 'name en', 'name (en)', 'englisch'],
  nameFr: ['namefr', 'name fr', 'name (fr)', 'französisch'],
  nameIt: ['nameit', 'name it', 'name (it)', 'italienisch'],
  selfBookable: ['selfbookable', 'selbstbuchbar', 'self-booking'],
  adType: ['adtype', 'werbeform', 'ad type'],
  placement: ['placement', 'platzierung'],
  sizes: ['sizes', 'grössen', 'größen', 'formate', 'tailles'],
  pricingModel: ['pricingmodel', 'preismodell', 'pricing model'],
  formatName: ['formatname', 'format'],
  sizeType: ['sizetype', 'grössentyp', 'size type'],
  colorMode: ['colormode', 'farbe', 'farbigkeit', 'couleur', 'colore'],
  columns: ['columns', 'spalten', 'colonnes', 'colonne'],
  heightMm: ['heightmm', 'höhe', 'höhe (mm)', 'hauteur', 'altezza'],
  spotLengthSec: ['spotlengthsec', 'spotlänge', 'spot length', 'durée'],
  daypart: ['daypart', 'sendezeitfenster', 'tranche horaire', 'fascia oraria'],
  itemType: ['itemtype', 'artikeltyp', 'item type'],
};

/**
 * The columns' names in the console's four languages (`settingsImport.fields.*`): what the
 * import's template (ImportGuide) names them, in the reader's language (issue 37).
 */
const columnNames = (field: string) =>
  bundledLanguages.map((language) =>
    bundledText(language, `settingsImport.fields.${field}`).toLowerCase(),
  );

/** Our fields mapped to the file's columns by their names, where one fits. */
export function suggestMapping(kind: ImportKind, headers: readonly string[]): Row {
  const mapping: Row = {};
  const used = new Set<string>();
  for (const field of IMPORT_FIELDS[kind]) {
    const names = [field.toLowerCase(), ...columnNames(field), ...(SYNONYMS[field] ?? [])];
    const header = headers.find(
      (candidate) => !used.has(candidate) && names.includes(candidate.toLowerCase()),
    );
    if (header) {
      mapping[field] = header;
      used.add(header);
    }
  }
  return mapping;
}

/** The rows of a file as our fields, by a mapping (field → column). */
function mappedRows(headers: readonly string[], rows: readonly string[][], mapping: Row): Row[] {
  const index = Object.fromEntries(
    Object.entries(mapping).map(([field, column]) => [field, headers.indexOf(column)]),
  );
  return rows.map((cells) =>
    Object.fromEntries(
      Object.entries(index).map(([field, at]) => [field, at >= 0 ? (cells[at] ?? '').trim() : '']),
    ),
  );
}

function requireMapping(kind: ImportKind, headers: readonly string[], mapping: Row): void {
  const fields: readonly string[] = IMPORT_FIELDS[kind];
  const errors: FieldErrors = {};
  for (const [field, column] of Object.entries(mapping)) {
    if (!fields.includes(field)) errors[`mapping.${field}`] = serverMessage('notImportField');
    else if (column && !headers.includes(column))
      errors[`mapping.${field}`] = serverMessage('noSuchFileColumn');
  }
  for (const field of IMPORT_REQUIRED_FIELDS[kind]) {
    if (!mapping[field]) errors[`mapping.${field}`] = serverMessage('required');
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

type ImportRow = Selectable<DataImportTable>;

function toImport(row: ImportRow, mapping?: Row): DataImport {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    headers: row.headers,
    rowCount: row.rowCount,
    mapping: mapping ?? row.mapping ?? suggestMapping(row.kind, row.headers),
    state: row.state,
    validRows: row.validRows,
    invalidRows: row.invalidRows,
    importedRows: row.importedRows,
    jobId: row.jobRunId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The background job that imports the valid rows of a checked import, one item per row. */
export function dataImportJob(db: Db): JobKind {
  // The file is read and the known records loaded once per import (not once per row); a few
  // imports are kept, the oldest dropped first.
  const cache = new Map<number, Promise<{ record: ImportRow; rows: Row[]; known: Known }>>();
  const prepared = (importId: number) => {
    let entry = cache.get(importId);
    if (!entry) {
      entry = (async () => {
        const record = await db
          .selectFrom('dataImport')
          .selectAll()
          .where('id', '=', importId)
          .executeTakeFirstOrThrow();
        const { headers, rows } = await readTable(record.fileName, Buffer.from(record.content));
        const known = await knownRecords(scopeOf(db, record.companyId), record.kind);
        return { record, rows: mappedRows(headers, rows, record.mapping ?? {}), known };
      })();
      entry.catch(() => cache.delete(importId));
      cache.set(importId, entry);
      for (const key of [...cache.keys()].slice(0, Math.max(0, cache.size - 3))) cache.delete(key);
    }
    return entry;
  };
  return {
    kind: DATA_IMPORT_JOB,
    maxAttempts: 3,
    async plan(context) {
      const importId = Number(context.parameters.importId);
      cache.delete(importId);
      const { record, rows } = await prepared(importId);
      // A fresh view of the known records for the plan: products named twice in the file are
      // refused once, as in the dry run.
      const known = await knownRecords(scopeOf(db, record.companyId), record.kind);
      return rows.flatMap((row, index) =>
        checkRow(record.kind, row, known).ok
          ? [{ key: String(index + 2), label: `Row ${index + 2}` }]
          : [],
      );
    },
    async runItem(trx, key, context) {
      const importId = Number(context.parameters.importId);
      const { record, rows, known } = await prepared(importId);
      const row = rows[Number(key) - 2];
      if (!row) throw new Error(`Row ${key} is not in the file`);
      // The row passed the plan's check; the products' names were taken by that check, so only
      // what may have changed since (an account deactivated, a product made) is looked at again.
      const checked = checkRow(record.kind, row, {
        ...known,
        products: new Set(),
        fileAccounts: new Set(),
      });
      if (!checked.ok) {
        throw new Error(
          checked.errors
            .map((error) => `${error.field}: ${sayMessage('en', error.message)}`)
            .join('; '),
        );
      }
      const done = await insertRow(scopeOf(db, record.companyId), trx, record.kind, checked.values);
      await trx
        .updateTable('dataImport')
        .set({ importedRows: sql`coalesce(imported_rows, 0) + 1`, updatedAt: new Date() })
        .where('id', '=', importId)
        .execute();
      return done;
    },
  };
}

export function registerDataImport({ app, database, jobs, scanner }: ServiceContext): void {
  const { db } = database;
  jobs.define(dataImportJob(db));

  const importOf = async (scope: Scope, id: number) => {
    const row = await scope.rows('dataImport').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('import');
    return row;
  };

  withUploads(app, MAX_IMPORT_BYTES, (uploads) => {
    registerEndpoint(
      uploads,
      e.importUpload,
      ADMIN_ONLY,
      async ({ caller, query, request, scope }) => {
        const upload = await readSingleFile(request, MAX_IMPORT_BYTES);
        // The same checks as every other upload (issue 35): malware, the archive-bomb limits of
        // an .xlsx, the type from the bytes; only then is the file unpacked and parsed.
        const extension = uploadExtension(upload.fileName);
        if (extension !== 'csv' && extension !== 'xlsx') {
          throw invalid({ file: serverMessage('csvOrXlsx') });
        }
        const scan = await inspectUpload(scanner, upload.bytes, upload.fileName, extension, '');
        if (!scan.ok) throw new FileRefusedError('file', scan, upload.fileName);
        const { headers, rows } = await readTable(upload.fileName, upload.bytes);
        const row = await scope
          .insert('dataImport', {
            kind: query.kind,
            fileName: upload.fileName || 'import',
            content: upload.bytes,
            headers,
            rowCount: rows.length,
            createdByUserId: caller.user.userId,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toImport(row);
      },
    );
  });

  registerEndpoint(app, e.importGet, ADMIN_ONLY, async ({ params, scope }) => {
    let row = await importOf(scope, params.id);
    if (row.state === 'IMPORTING' && row.jobRunId !== null) {
      const run = await scope.byId('jobRun', row.jobRunId).select('state').executeTakeFirst();
      const finished =
        run?.state === 'COMPLETED' ? 'DONE' : run?.state === 'FAILED' ? 'FAILED' : undefined;
      if (finished) {
        row = await scope
          .update('dataImport')
          .set({ state: finished, updatedAt: new Date() })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      }
    }
    return toImport(row);
  });

  registerEndpoint(app, e.importDryRun, ADMIN_ONLY, async ({ actor, params, body, scope }) => {
    const record = await importOf(scope, params.id);
    if (record.state !== 'UPLOADED' && record.state !== 'CHECKED') {
      throw new HttpError(409, 'This import has run already', 'WRONG_STATE');
    }
    const mapping = Object.fromEntries(Object.entries(body.mapping).filter(([, column]) => column));
    requireMapping(record.kind, record.headers, mapping);
    const { headers, rows } = await readTable(record.fileName, Buffer.from(record.content));
    const known = await knownRecords(scope, record.kind);
    const errors: ImportRowError[] = [];
    let valid = 0;
    // The report says each row's errors in the reader's language.
    const { language } = requireActor(actor);
    mappedRows(headers, rows, mapping).forEach((row, index) => {
      const checked = checkRow(record.kind, row, known);
      if (checked.ok) valid += 1;
      else {
        for (const { field, message } of checked.errors)
          errors.push({ row: index + 2, field, message: sayMessage(language, message) });
      }
    });
    const updated = await scope
      .update('dataImport')
      .set({
        mapping: JSON.stringify(mapping),
        state: 'CHECKED',
        validRows: valid,
        invalidRows: rows.length - valid,
        updatedAt: new Date(),
      })
      .where('id', '=', record.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { import: toImport(updated), errors: errors.slice(0, 1000) };
  });

  registerEndpoint(app, e.importRun, ADMIN_ONLY, async ({ caller, params, scope }) => {
    const record = await importOf(scope, params.id);
    if (record.state !== 'CHECKED') {
      throw new HttpError(
        409,
        record.state === 'UPLOADED'
          ? 'Check the rows with a dry run first'
          : 'This import has run already',
        'WRONG_STATE',
      );
    }
    const jobId = await db.transaction().execute(async (trx) => {
      const locked = await scope
        .lockedRows('dataImport', trx)
        .select('state')
        .where('id', '=', record.id)
        .executeTakeFirstOrThrow();
      if (locked.state !== 'CHECKED') {
        throw new HttpError(409, 'This import has run already', 'WRONG_STATE');
      }
      const runId = await jobs.enqueue(DATA_IMPORT_JOB, {
        trx,
        startedByUserId: caller.user.userId,
        companyId: caller.actingCompanyId,
        parameters: { importId: record.id },
      });
      if (runId === undefined)
        throw new HttpError(409, 'The import is queued already', 'WRONG_STATE');
      await scope
        .update('dataImport', trx)
        .set({ state: 'IMPORTING', jobRunId: runId, importedRows: 0, updatedAt: new Date() })
        .where('id', '=', record.id)
        .execute();
      return runId;
    });
    return { jobId };
  });
}
