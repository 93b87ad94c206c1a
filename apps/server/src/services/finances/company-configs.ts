import {
  type CompanyConfig,
  companyConfigEndpoints,
  type ISSUER_COUNTRIES,
  serverMessage,
} from '@adconsole/api/contracts';
import type { AccessRule } from '../../http/access.ts';
import { type FieldErrors, ValidationError } from '../../http/errors.ts';
import { plainColumns, type RowOf, registerResource, uniqueColumn } from '../../kit/resource.ts';
import type { ServiceContext } from '../context.ts';
import { auditChange } from '../settings/audit.ts';
import { checkedIban, isQrIban } from '../settings/company.ts';
import { dunningLevels, storedLevels } from './dunning-rules.ts';

// /finances/company-configs (spec 1 §2.11, ADMIN): the issuer's data per currency, on the kit
// (list, record, create, update), its history in the settings audit (entity
// FINANCE_COMPANY_CONFIG) written in the change's transaction. IBAN and QR-IBAN are checked with
// ibantools (settings/company.ts, the payment details' one rule): an IBAN is no QR-IBAN, a
// QR-IBAN is one (bank id 30000–31999) and only of a Swiss or Liechtenstein issuer.

/** Spec 1 §2.11: company-configs list, create, {configId} are ADMIN's. */
export const companyConfigAccess: AccessRule = { roles: { anyOf: ['ADMIN'] }, company: 'actable' };

/** The history's entity type in the settings audit. */
export const COMPANY_CONFIG_AUDIT = 'FINANCE_COMPANY_CONFIG';

type Row = RowOf<'financeCompanyConfig'>;

/** An account the QR-bill takes: Swiss or Liechtenstein (SIX, QR-bill v2.3 §4.3.2). */
export const isSwissAccount = (iban: string) => /^(CH|LI)/.test(iban);
const qrAccountCountry = serverMessage('qrBillAccountCountry');

/** The bank accounts of a write in their electronic form, checked; a 422 on the field if not. */
export function checkedAccounts(body: {
  iban: string | null;
  qrIban: string | null;
  countryCode: string;
  currency: string;
}): { iban: string | null; qrIban: string | null } {
  const iban = body.iban ? checkedIban(body.iban, 'iban') : null;
  const qrIban = body.qrIban ? checkedIban(body.qrIban, 'qrIban') : null;
  const errors: FieldErrors = {};
  if (!iban && !qrIban) errors.iban = serverMessage('bankAccountRequired');
  if (iban && isQrIban(iban)) errors.iban = serverMessage('ibanIsQrIban');
  if (qrIban && !isQrIban(qrIban)) errors.qrIban = serverMessage('notQrIban');
  else if (qrIban && !['CH', 'LI'].includes(body.countryCode))
    errors.qrIban = serverMessage('qrBillSwissOnly');
  // A CHF config is paid through the QR-bill, which takes Swiss and Liechtenstein accounts
  // only: a German IBAN there would print no payment part (issue 38). A EUR config abroad
  // keeps its own IBAN (its PDF prints the bank details as a sentence instead).
  if (body.currency === 'CHF') {
    if (iban && !errors.iban && !isSwissAccount(iban)) errors.iban = qrAccountCountry;
    if (qrIban && !errors.qrIban && !isSwissAccount(qrIban)) errors.qrIban = qrAccountCountry;
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, []);
  return { iban, qrIban };
}

export const toCompanyConfig = (row: Row): CompanyConfig => ({
  id: row.id,
  name: `${row.legalName} (${row.currency})`,
  currency: row.currency,
  legalName: row.legalName,
  street: row.street,
  buildingNumber: row.buildingNumber,
  postalCode: row.postalCode,
  city: row.city,
  countryCode: row.countryCode as (typeof ISSUER_COUNTRIES)[number],
  vatNumber: row.vatNumber,
  email: row.email,
  iban: row.iban,
  qrIban: row.qrIban,
  referenceType: row.qrIban ? 'QRR' : 'SCOR',
  invoicePattern: row.invoicePattern,
  manualPattern: row.manualPattern,
  creditNotePattern: row.creditNotePattern,
  paymentTermsDays: row.paymentTermsDays,
  dunningLevels: dunningLevels(row.dunningLevels),
  defaultInterestPercent: Number(row.defaultInterestPercent),
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export function registerCompanyConfigs({ app, database }: ServiceContext): void {
  registerResource(app, database.db, {
    endpoints: companyConfigEndpoints,
    table: 'financeCompanyConfig',
    access: { read: companyConfigAccess, write: companyConfigAccess },
    toItem: toCompanyConfig,
    nameOf: (row) => `${row.legalName} (${row.currency})`,
    // The accounts are checked (and put in their electronic form) before they are stored.
    toStored: ({ dunningLevels: levels, defaultInterestPercent, ...body }) => ({
      ...body,
      ...checkedAccounts(body),
      ...(levels ? { dunningLevels: storedLevels(levels) } : {}),
      ...(defaultInterestPercent === undefined ? {} : { defaultInterestPercent }),
    }),
    unique: uniqueColumn('currency', 'companyConfigCurrencyTaken'),
    filters: {
      currency: (rows, currency) => rows.where('currency', '=', currency),
    },
    sort: { currency: 'currency', legalName: 'legalName', updatedAt: 'updatedAt' },
    export: {
      title: 'companyConfigs.title',
      columns: plainColumns<'financeCompanyConfig'>('companyConfigs', [
        'currency',
        'legalName',
        'city',
        'vatNumber',
        'iban',
        'qrIban',
        'invoicePattern',
        'paymentTermsDays',
      ]),
    },
    bulk: {},
    onChange: (trx, { actor, before, after }) =>
      auditChange(trx, {
        actor,
        entityType: COMPANY_CONFIG_AUDIT,
        entityId: after.id,
        before,
        after,
      }),
  });
}
