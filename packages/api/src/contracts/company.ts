import { z } from 'zod/mini';
import { COMPANY_ROLES } from '../roles.ts';
import { idSchema, pageOf, pageQueryShape } from './paging.ts';
import { positiveInt, trimmedText } from './primitives.ts';
import { roleSchema } from './roles.ts';

/** Countries allowed (spec 1 §9). */
export const COUNTRY_CODES = ['CH', 'AT', 'DE'] as const;
export const countryCodeSchema = z.enum(COUNTRY_CODES);
export type CountryCode = z.infer<typeof countryCodeSchema>;

/** A company's role; a company may have none. */
export const companyRoleSchema = z.nullable(z.enum(COMPANY_ROLES));

/** The company a user acts for, as the switcher stores it and the envelope sends it (spec 1 §3, §7). */
export const selectedCompanySchema = z.object({
  id: positiveInt(),
  companyUUID: z.string().check(z.minLength(1)),
  companyRole: z.nullable(z.string().check(z.minLength(1))),
});
export type SelectedCompany = z.infer<typeof selectedCompanySchema>;

/** A company record (spec 1 §3): the switcher's fields and the country code. */
export const companySchema = z.object({
  id: positiveInt(),
  companyUUID: z.uuid(),
  name: z.string(),
  companyRole: companyRoleSchema,
  countryCode: countryCodeSchema,
});
export type Company = z.infer<typeof companySchema>;

/** An item of the company search (spec 1 §7): id, companyUUID, companyRole, name. */
export const companySearchItemSchema = z.pick(companySchema, {
  id: true,
  companyUUID: true,
  companyRole: true,
  name: true,
});
export type CompanySearchItem = z.infer<typeof companySearchItemSchema>;

/** The company search filter: a name fragment and a page. */
export const companySearchQuerySchema = z.strictObject({
  search: z.optional(trimmedText(200)),
  ...pageQueryShape(100),
});
/** What a caller passes; the server fills in the defaults. */
export interface CompanySearchQuery {
  search?: string;
  page?: number;
  limit?: number;
}

export const companySearchResultSchema = pageOf(companySearchItemSchema);
export type CompanySearchResult = z.infer<typeof companySearchResultSchema>;

export const companyIdParamsSchema = z.strictObject({ id: idSchema });

/** Companies by permission: those with a user who holds it (items name and id, spec 1 §7). */
export const companiesByPermissionParamsSchema = z.strictObject({ permission: roleSchema });
export const companiesByPermissionSchema = z.object({
  items: z.array(z.pick(companySchema, { id: true, name: true })),
});
export type CompaniesByPermission = z.infer<typeof companiesByPermissionSchema>;
