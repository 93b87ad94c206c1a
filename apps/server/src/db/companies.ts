import type { Company } from '@adconsole/api/contracts';
import type { Selectable } from 'kysely';
import type { CompanyTable } from './schema.ts';

/** A company row as the contracts name it (companyUUID, the checked role and country). */
export function toCompany(
  row: Pick<
    Selectable<CompanyTable>,
    'id' | 'companyUuid' | 'name' | 'companyRole' | 'countryCode'
  >,
): Company {
  return {
    id: row.id,
    companyUUID: row.companyUuid,
    name: row.name,
    // The table's check constraints hold these to the contract's values.
    companyRole: row.companyRole as Company['companyRole'],
    countryCode: row.countryCode as Company['countryCode'],
  };
}
