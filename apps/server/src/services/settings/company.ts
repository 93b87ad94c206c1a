import {
  type CompanySettings,
  settingsEndpoints as e,
  PDF_DOCUMENT_TYPES,
  serverMessage,
} from '@adconsole/api/contracts';
import { electronicFormatIBAN, extractIBAN, isValidBIC, validateIBAN } from 'ibantools';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CompanySettingsTable, PdfTypeSettings } from '../../db/schema-settings.ts';
import type { AccessRule } from '../../http/access.ts';
import { type FieldErrors, notFound, staleRecord, ValidationError } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import { companyOf, type Scope } from '../../kit/scope.ts';
import { interfaceTexts, type Language } from '../../kit/texts.ts';
import { loadBranding } from '../../pdf/branding.ts';
import { renderPdf } from '../../pdf/document.ts';
import type { ServiceContext } from '../context.ts';
import { withUploads } from '../files/files.ts';
import { auditChange } from './audit.ts';
import { readSingleFile } from './upload.ts';

// The company settings (spec 1 §2.12 company-settings; DOMAIN.md §9 CompanySettings): mails,
// PDF footer, payment details (IBAN and QR-IBAN checked by ibantools; QR reference type for
// Swiss QR-bills), PDF styles (logo, colours) and per document type what a PDF shows. One row
// per company, made on the first save; loadBranding (pdf/branding.ts) reads it for every PDF.

export const COMPANY_SETTINGS_ACCESS: AccessRule = {
  roles: { anyOf: ['ADMIN', 'COMPANY_ADMIN'] },
  company: 'actable',
};
export const MAX_LOGO_BYTES = 1_048_576;

export const DEFAULT_PDF_TYPE = {
  showLogo: true,
  showFooter: true,
  showPaymentDetails: false,
  paperSize: 'A4',
} as const;

const invalid = (fieldErrors: FieldErrors) => new ValidationError(fieldErrors, []);

/** The settings that are a text or nothing, stored and answered as they are. */
const TEXT_SETTINGS = [
  'senderName',
  'senderEmail',
  'replyToEmail',
  'bccEmail',
  'offerMailSubject',
  'pdfFooter',
  'accountHolder',
  'iban',
  'qrIban',
  'qrReferenceType',
  'bic',
  'accentColour',
  'textColour',
] as const;

/** The company's settings with defaults where nothing is stored yet. */
export async function readCompanySettings(db: Db, scope: Scope): Promise<CompanySettings> {
  const company = await db
    .selectFrom('company')
    .select(['name', 'countryCode'])
    .where('id', '=', companyOf(scope))
    .executeTakeFirst();
  if (!company) throw notFound('company');
  const row = await scope
    .rows('companySettings')
    .select([
      ...TEXT_SETTINGS,
      'logoContentType',
      'logoFileName',
      sql<number | null>`octet_length(logo)`.as('logoSize'),
      'pdfTypes',
      'version',
      'updatedAt',
    ])
    .executeTakeFirst();
  const stored = (row?.pdfTypes ?? {}) as PdfTypeSettings;
  return {
    companyName: company.name,
    countryCode: company.countryCode,
    ...(Object.fromEntries(TEXT_SETTINGS.map((field) => [field, row?.[field] ?? null])) as {
      [Field in (typeof TEXT_SETTINGS)[number]]: CompanySettingsTable[Field];
    }),
    logo:
      row?.logoContentType && row.logoSize !== null
        ? {
            fileName: row.logoFileName ?? 'logo',
            contentType: row.logoContentType,
            size: Number(row.logoSize),
          }
        : null,
    pdfTypes: Object.fromEntries(
      PDF_DOCUMENT_TYPES.map((type) => [type, { ...DEFAULT_PDF_TYPE, ...stored[type] }]),
    ) as CompanySettings['pdfTypes'],
    version: row?.version ?? 0,
    updatedAt: row?.updatedAt ? row.updatedAt.toISOString() : null,
  };
}

/** An IBAN in its electronic form, checked (country length, check digits), or a 422. */
export function checkedIban(value: string, field: string): string {
  const iban = electronicFormatIBAN(value) ?? '';
  const result = validateIBAN(iban);
  if (!result.valid) throw invalid({ [field]: serverMessage('ibanInvalid') });
  return iban;
}

/** Whether an IBAN is a Swiss QR-IBAN: its bank id (IID) runs from 30000 to 31999. */
export const isQrIban = (iban: string): boolean => {
  const parts = extractIBAN(iban);
  const bank = Number(parts.bankIdentifier ?? iban.slice(4, 9));
  return (iban.startsWith('CH') || iban.startsWith('LI')) && bank >= 30000 && bank <= 31999;
};

export function registerCompanySettings({ app, database }: ServiceContext): void {
  const { db } = database;

  registerEndpoint(app, e.companySettingsGet, COMPANY_SETTINGS_ACCESS, async ({ scope }) =>
    readCompanySettings(db, scope),
  );

  registerEndpoint(
    app,
    e.companySettingsUpdate,
    COMPANY_SETTINGS_ACCESS,
    async ({ actor, body, scope }) => {
      const caller = requireActor(actor);
      const companyId = companyOf(scope);
      const company = await db
        .selectFrom('company')
        .select('countryCode')
        .where('id', '=', companyOf(scope))
        .executeTakeFirstOrThrow();
      const iban = body.iban ? checkedIban(body.iban, 'iban') : null;
      const qrIban = body.qrIban ? checkedIban(body.qrIban, 'qrIban') : null;
      if (iban && isQrIban(iban)) {
        throw invalid({ iban: serverMessage('ibanIsQrIban') });
      }
      if (qrIban && !isQrIban(qrIban)) {
        throw invalid({
          qrIban: serverMessage('notQrIban'),
        });
      }
      const swiss = company.countryCode === 'CH';
      if (!swiss && (qrIban || body.qrReferenceType)) {
        throw invalid({ qrReferenceType: serverMessage('qrBillSwissOnly') });
      }
      // Swiss QR-bill rules: a QR-IBAN takes QR references (QRR) only; an IBAN SCOR or NON.
      if (body.qrReferenceType === 'QRR' && !qrIban) {
        throw invalid({ qrReferenceType: serverMessage('qrrNeedsQrIban') });
      }
      if (body.qrReferenceType && body.qrReferenceType !== 'QRR' && !iban) {
        throw invalid({
          qrReferenceType: serverMessage('scorNeedsIban'),
        });
      }
      if (qrIban && body.qrReferenceType !== 'QRR') {
        throw invalid({ qrReferenceType: serverMessage('qrIbanTakesQrr') });
      }
      const bic = body.bic ? body.bic.replace(/\s/g, '').toUpperCase() : null;
      if (bic && !isValidBIC(bic)) throw invalid({ bic: serverMessage('bicInvalid') });
      const values = {
        senderName: body.senderName,
        senderEmail: body.senderEmail,
        replyToEmail: body.replyToEmail,
        bccEmail: body.bccEmail,
        offerMailSubject: body.offerMailSubject,
        pdfFooter: body.pdfFooter,
        accountHolder: body.accountHolder,
        iban,
        qrIban,
        qrReferenceType: body.qrReferenceType,
        bic,
        accentColour: body.accentColour,
        textColour: body.textColour,
        pdfTypes: JSON.stringify(body.pdfTypes),
      };
      await db.transaction().execute(async (trx) => {
        const before = await scope
          .lockedRows('companySettings', trx)
          .selectAll()
          .executeTakeFirst();
        if ((before?.version ?? 0) !== body.version) {
          throw staleRecord();
        }
        const after = before
          ? await scope
              .update('companySettings', trx)
              .set({ ...values, version: before.version + 1, updatedAt: new Date() })
              .returningAll()
              .executeTakeFirstOrThrow()
          : await scope
              .insert('companySettings', { ...values, version: 1 }, trx)
              .returningAll()
              .executeTakeFirstOrThrow();
        await auditChange(trx, {
          actor: caller,
          entityType: 'COMPANY_SETTINGS',
          entityId: companyId,
          before: before as Record<string, unknown> | undefined,
          after: after as unknown as Record<string, unknown>,
        });
      });
      return readCompanySettings(db, scope);
    },
  );

  withUploads(app, MAX_LOGO_BYTES, (uploads) => {
    registerEndpoint(
      uploads,
      e.companyLogoUpload,
      COMPANY_SETTINGS_ACCESS,
      async ({ actor, request, scope }) => {
        const caller = requireActor(actor);
        const companyId = companyOf(scope);
        const upload = await readSingleFile(request, MAX_LOGO_BYTES);
        const contentType = imageType(upload.bytes);
        if (!contentType) throw invalid({ file: serverMessage('logoImage') });
        await db.transaction().execute(async (trx) => {
          const before = await scope
            .lockedRows('companySettings', trx)
            .select(['version', 'logoFileName'])
            .executeTakeFirst();
          const logo = {
            logo: upload.bytes,
            logoContentType: contentType,
            logoFileName: upload.fileName,
          };
          if (before) {
            await scope
              .update('companySettings', trx)
              .set({ ...logo, version: before.version + 1, updatedAt: new Date() })
              .execute();
          } else {
            await scope.insert('companySettings', { ...logo, version: 1 }, trx).execute();
          }
          await auditChange(trx, {
            actor: caller,
            entityType: 'COMPANY_SETTINGS',
            entityId: companyId,
            before: { companyId, logoFileName: before?.logoFileName ?? null },
            after: { companyId, logoFileName: upload.fileName },
          });
        });
        return readCompanySettings(db, scope);
      },
    );
  });

  registerEndpoint(app, e.companyLogoGet, COMPANY_SETTINGS_ACCESS, async ({ reply, scope }) => {
    const row = await scope
      .rows('companySettings')
      .select(['logo', 'logoContentType'])
      .executeTakeFirst();
    if (!row?.logo || !row.logoContentType) throw notFound('logo');
    await reply
      .header('Content-Type', row.logoContentType)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(Buffer.from(row.logo));
  });

  registerEndpoint(app, e.companyLogoDelete, COMPANY_SETTINGS_ACCESS, async ({ actor, scope }) => {
    const caller = requireActor(actor);
    const companyId = companyOf(scope);
    await db.transaction().execute(async (trx) => {
      const before = await scope
        .lockedRows('companySettings', trx)
        .select(['version', 'logoFileName'])
        .executeTakeFirst();
      if (!before?.logoFileName) return;
      await scope
        .update('companySettings', trx)
        .set({
          logo: null,
          logoContentType: null,
          logoFileName: null,
          version: before.version + 1,
          updatedAt: new Date(),
        })
        .execute();
      await auditChange(trx, {
        actor: caller,
        entityType: 'COMPANY_SETTINGS',
        entityId: companyId,
        before: { companyId, logoFileName: before.logoFileName },
        after: { companyId, logoFileName: null },
      });
    });
    return readCompanySettings(db, scope);
  });

  registerEndpoint(
    app,
    e.companyPdfPreview,
    COMPANY_SETTINGS_ACCESS,
    async ({ query, reply, scope }) => {
      const language = query.language as Language;
      const keys = PREVIEW_KEYS.map((key) => `settingsCompany.preview.${key}`);
      const t = await interfaceTexts(db, language, keys);
      const text = (key: (typeof PREVIEW_KEYS)[number]) => t(`settingsCompany.preview.${key}`);
      const branding = await loadBranding(db, companyOf(scope), 'OFFER');
      const bytes = await renderPdf({
        title: text('title'),
        branding,
        pageLabel: (page, pages) =>
          text('page').replace('{{page}}', String(page)).replace('{{pages}}', String(pages)),
        blocks: [
          { kind: 'paragraph', text: text('intro') },
          {
            kind: 'facts',
            items: [
              [text('customer'), 'Bäckerei Beispiel AG, Bahnhofstrasse 12, 8001 Zürich'],
              [text('period'), '05.01.2027 – 31.01.2027'],
            ],
          },
          {
            kind: 'table',
            columns: [
              { header: text('product'), width: 0.55 },
              { header: text('quantity'), width: 0.15, align: 'right' },
              { header: text('amount'), width: 0.3, align: 'right' },
            ],
            rows: [
              ['Tages-Anzeiger, 1/4 Seite farbig', '1', 'CHF 4’850.00'],
              ['20min.ch Wideboard (CPM)', '250’000', 'CHF 6’250.00'],
            ],
          },
          {
            kind: 'totals',
            items: [{ label: text('total'), value: 'CHF 11’100.00', strong: true }],
          },
        ],
      });
      await reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', 'inline; filename="preview.pdf"')
        .header('Cache-Control', 'private, no-store')
        .send(bytes);
    },
  );
}

const PREVIEW_KEYS = [
  'title',
  'intro',
  'customer',
  'period',
  'product',
  'quantity',
  'amount',
  'total',
  'page',
] as const;

/** PNG or JPEG by the content's first bytes. */
function imageType(bytes: Buffer): 'image/png' | 'image/jpeg' | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return undefined;
}
