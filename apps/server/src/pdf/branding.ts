import type { PDF_DOCUMENT_TYPES } from '@adconsole/api/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema.ts';
import type { PdfTypeSettings } from '../db/schema-settings.ts';
import { notFound } from '../http/errors.ts';
import type { PdfBranding } from './document.ts';

/** The accent colour of a company that has not chosen one (company settings → pdf-styles). */
export const DEFAULT_ACCENT_COLOUR = '#0b5394';

/** The document types of company settings → pdf-type-config. */
export type PdfDocumentType = (typeof PDF_DOCUMENT_TYPES)[number];

/**
 * How a company's documents look: its name and address from the company record, and from its
 * settings (issue 28: pdf-styles, pdf-footer, pdf-type-config) the logo, the accent colour and
 * the footer text. Every document renders with this, so a change in the settings shows on the
 * next offer, confirmation or proof. With a document type, that type's choices (show the logo,
 * the footer) apply.
 */
export async function loadBranding(
  db: Kysely<Schema>,
  companyId: number,
  documentType?: PdfDocumentType,
): Promise<PdfBranding> {
  const company = await db
    .selectFrom('company')
    .leftJoin('companySettings as s', 's.companyId', 'company.id')
    .select([
      'company.name',
      'company.street',
      'company.postalCode',
      'company.city',
      'company.countryCode',
      'company.vatNumber',
      's.logo',
      's.accentColour',
      's.pdfFooter',
      's.pdfTypes',
    ])
    .where('company.id', '=', companyId)
    .executeTakeFirst();
  if (!company) throw notFound('company');
  const town = [company.postalCode, company.city].filter(Boolean).join(' ');
  const type = documentType
    ? ((company.pdfTypes ?? {}) as PdfTypeSettings)[documentType]
    : undefined;
  return {
    companyName: company.name,
    addressLines: [company.street, town, company.vatNumber].filter(
      (line): line is string => !!line,
    ),
    logo: company.logo && type?.showLogo !== false ? Buffer.from(company.logo) : null,
    accentColour: company.accentColour ?? DEFAULT_ACCENT_COLOUR,
    footerText: type?.showFooter === false ? null : (company.pdfFooter ?? null),
  };
}
