import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import type { PdfBranding } from './document.ts';

/** The accent colour of a company that has not chosen one (company settings → pdf-styles). */
export const DEFAULT_ACCENT_COLOUR = '#0b5394';

/**
 * How a company's documents look. Today: its name and address from the company record, the
 * default colour. The company settings (pdf-styles: logo, colours; pdf-footer) extend this one
 * function, so every document picks them up.
 */
export async function loadBranding(db: Kysely<Schema>, companyId: number): Promise<PdfBranding> {
  const company = await db
    .selectFrom('company')
    .select(['name', 'street', 'postalCode', 'city', 'countryCode', 'vatNumber'])
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!company) throw notFound('company');
  const town = [company.postalCode, company.city].filter(Boolean).join(' ');
  return {
    companyName: company.name,
    addressLines: [company.street, town, company.vatNumber].filter(
      (line): line is string => !!line,
    ),
    logo: null,
    accentColour: DEFAULT_ACCENT_COLOUR,
    footerText: null,
  };
}
