import { randomUUID } from 'node:crypto';
import {
  type AdminCompany,
  type AdminCompanyWrite,
  isPostalCodeOf,
  serverMessage,
  VAT_NUMBER_PATTERNS,
} from '@adconsole/api/contracts';
import { sql, type Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import type { Actor } from '../../http/access.ts';
import { type FieldErrors, notFound, staleRecord, ValidationError } from '../../http/errors.ts';
import { writeAudit } from './admin-audit.ts';

// A company's record as administrators and its own company administrators change it: the
// address and VAT / UID number checked against its country, a version, the audit entries.

export const companyColumns = [
  'c.id',
  'c.companyUuid',
  'c.name',
  'c.companyRole',
  'c.countryCode',
  'c.street',
  'c.postalCode',
  'c.city',
  'c.vatNumber',
  'c.version',
  'c.createdAt',
  'c.updatedAt',
] as const;

/** How many users a company has. */
export const userCount =
  sql<string>`(select count(*) from app_user u where u.company_id = c.id)`.as('userCount');

/** The companies with the number of their users. */
export const companiesWithUsers = (db: Db) =>
  db.selectFrom('company as c').select(companyColumns).select(userCount);

type CompanyRow = Awaited<
  ReturnType<ReturnType<typeof companiesWithUsers>['executeTakeFirstOrThrow']>
>;

export function toAdminCompany(row: CompanyRow): AdminCompany {
  return {
    id: row.id,
    companyUUID: row.companyUuid,
    name: row.name,
    companyRole: row.companyRole,
    countryCode: row.countryCode as AdminCompany['countryCode'],
    street: row.street,
    postalCode: row.postalCode,
    city: row.city,
    vatNumber: row.vatNumber,
    userCount: Number(row.userCount),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function requireCompany(db: Db, id: number): Promise<CompanyRow> {
  const row = await companiesWithUsers(db).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('company');
  return row;
}

type CompanyValues = Required<{
  [Key in keyof AdminCompanyWrite]: Exclude<AdminCompanyWrite[Key], undefined>;
}>;

/** The address and VAT / UID number must be of the company's country (422 on the field). */
export function checkCompanyDetails(values: {
  countryCode: keyof typeof VAT_NUMBER_PATTERNS;
  postalCode: string | null;
  vatNumber: string | null;
}): void {
  const errors: FieldErrors = {};
  if (values.vatNumber && !VAT_NUMBER_PATTERNS[values.countryCode].test(values.vatNumber)) {
    errors.vatNumber = serverMessage('vatNumber', { country: values.countryCode });
  }
  if (!isPostalCodeOf(values.countryCode, values.postalCode)) {
    errors.postalCode = serverMessage('postalCode', { country: values.countryCode });
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, []);
}

const AUDITED = [
  'name',
  'companyRole',
  'countryCode',
  'street',
  'postalCode',
  'city',
  'vatNumber',
] as const;

const audited = (values: Partial<CompanyValues>) =>
  Object.fromEntries(AUDITED.map((field) => [field, values[field] ?? null]));

export async function createCompany(
  db: Db,
  actor: Actor,
  values: CompanyValues,
): Promise<AdminCompany> {
  checkCompanyDetails(values);
  const id = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('company')
      .values({ ...values, companyUuid: randomUUID() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      actor,
      companyId: id,
      entityType: 'COMPANY',
      entityId: id,
      before: undefined,
      after: audited(values),
      fields: AUDITED,
    });
    return id;
  });
  return toAdminCompany(await requireCompany(db, id));
}

/** Changes some of a company's fields (all for administrators, the details for its own). */
export async function updateCompany(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  values: Partial<CompanyValues>,
): Promise<AdminCompany> {
  await db.transaction().execute(async (trx: Transaction<Schema>) => {
    const before = await trx
      .selectFrom('company')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound('company');
    if (before.version !== version) throw staleRecord('company');
    const after = { ...before, ...values };
    checkCompanyDetails({
      countryCode: after.countryCode as keyof typeof VAT_NUMBER_PATTERNS,
      postalCode: after.postalCode,
      vatNumber: after.vatNumber,
    });
    await trx
      .updateTable('company')
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where('id', '=', id)
      .execute();
    await writeAudit(trx, {
      actor,
      companyId: id,
      entityType: 'COMPANY',
      entityId: id,
      before: audited(before as Partial<CompanyValues>),
      after: audited(after as Partial<CompanyValues>),
      fields: AUDITED,
    });
  });
  return toAdminCompany(await requireCompany(db, id));
}
