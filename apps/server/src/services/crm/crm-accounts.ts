import {
  type CrmAccount,
  crmAccountEndpoints,
  serverMessage,
  UID_PATTERNS,
  type UserLanguage,
} from '@adconsole/api/contracts';
import { sql, type Transaction } from 'kysely';
import type { z } from 'zod/mini';
import type { Db, Schema } from '../../db/database.ts';
import { ACCOUNT_SEARCH_TEXT } from '../../db/migrations/0007-crm.ts';
import type { FieldErrors } from '../../http/errors.ts';
import { caseless, type Rows } from '../../kit/list.ts';
import { localizedName } from '../../kit/references.ts';
import { plainColumns, type RowOf, registerResource } from '../../kit/resource.ts';
import { actorScope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { changedFields, namesOf, userNamesOf, writeFieldChanges } from './crm-history.ts';
import {
  activation,
  blank,
  byStatus,
  crmAccess,
  equals,
  invalid,
  iso,
  replaceLabels,
  requireLabels,
  requireOwn,
  searchText,
} from './crm-record-rules.ts';
import { fullName, holdsSales } from './sales-records.ts';

// ------------------------------------------------------------------ accounts

type AccountRow = RowOf<'account'>;
type AccountBody = z.output<typeof crmAccountEndpoints.create.body>;

/** The fields of an account's history (its columns, its references by name). */
export const accountHistoryFields = [
  'name',
  'displayName',
  'legalForm',
  'accountType',
  'street',
  'postalCode',
  'city',
  'canton',
  'countryCode',
  'uidNumber',
  'industry',
  'language',
  'salesOwner',
  'agency',
  'broker',
  'website',
  'phone',
  'email',
  'creditLimit',
  'creditCurrency',
  'paymentTermsDays',
  'active',
] as const;

/** An account row with its references as names, for its history. */
export async function accountForHistory(trx: Transaction<Schema>, rows: AccountRow[]) {
  const [industries, users, accounts] = await Promise.all([
    namesOf(
      trx,
      'industry',
      rows.map((row) => row.industryId),
    ),
    userNamesOf(
      trx,
      rows.map((row) => row.salesUserId),
    ),
    namesOf(
      trx,
      'account',
      rows.flatMap((row) => [row.agencyAccountId, row.brokerAccountId]),
    ),
  ]);
  const name = (map: Map<number, string>, id: number | null) =>
    id === null ? null : (map.get(id) ?? String(id));
  return rows.map((row) => ({
    ...row,
    industry: name(industries, row.industryId),
    salesOwner: name(users, row.salesUserId),
    agency: name(accounts, row.agencyAccountId),
    broker: name(accounts, row.brokerAccountId),
    creditLimit: row.creditLimit === null ? null : Number(row.creditLimit).toFixed(2),
  }));
}

/**
 * The names an account's item shows and its labels, for a page of accounts in one query; the
 * industry in the reader's language (a code list, session 16), labels as the company typed them.
 */
async function accountReferences(
  db: Db | Transaction<Schema>,
  ids: readonly number[],
  language: UserLanguage,
) {
  if (ids.length === 0) return new Map<number, AccountReferences>();
  const { rows } = await sql<AccountReferences & { id: number }>`
    select a.id, ${localizedName('name', language, 'i')} as industry_name,
      u.first_name as owner_first_name,
      u.last_name as owner_last_name, ag.name as agency_name, br.name as broker_name,
      coalesce((select json_agg(json_build_object('id', lb.id, 'name', lb.name)
          order by lower(lb.name), lb.id)
        from account_label al join label lb on lb.id = al.label_id
        where al.account_id = a.id), '[]'::json) as labels
    from account a
    left join industry i on i.id = a.industry_id
    left join app_user u on u.id = a.sales_user_id
    left join account ag on ag.id = a.agency_account_id
    left join account br on br.id = a.broker_account_id
    where a.id in (${sql.join([...ids])})`.execute(db);
  return new Map(rows.map((row) => [row.id, row]));
}

interface AccountReferences {
  industryName: string | null;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  agencyName: string | null;
  brokerName: string | null;
  labels: { id: number; name: string }[];
}

export async function toAccounts(
  db: Db | Transaction<Schema>,
  rows: AccountRow[],
  language: UserLanguage,
): Promise<CrmAccount[]> {
  const references = await accountReferences(
    db,
    rows.map((row) => row.id),
    language,
  );
  const named = (id: number | null, name: string | null | undefined) =>
    id === null ? null : { id, name: name ?? '' };
  return rows.map((row) => {
    const refs = references.get(row.id);
    return {
      id: row.id,
      name: row.name,
      displayName: row.displayName,
      legalForm: row.legalForm as CrmAccount['legalForm'],
      accountType: row.accountType as CrmAccount['accountType'],
      street: row.street,
      postalCode: row.postalCode,
      city: row.city,
      canton: row.canton as CrmAccount['canton'],
      countryCode: row.countryCode as CrmAccount['countryCode'],
      uidNumber: row.uidNumber,
      industry: named(row.industryId, refs?.industryName),
      language: row.language as CrmAccount['language'],
      salesOwner:
        row.salesUserId === null
          ? null
          : {
              userId: row.salesUserId,
              name: fullName({
                firstName: refs?.ownerFirstName ?? '',
                lastName: refs?.ownerLastName ?? '',
              }),
            },
      agency: named(row.agencyAccountId, refs?.agencyName),
      broker: named(row.brokerAccountId, refs?.brokerName),
      labels: refs?.labels ?? [],
      website: row.website,
      phone: row.phone,
      email: row.email,
      creditLimit:
        row.creditLimit === null || row.creditCurrency === null
          ? null
          : { amount: Number(row.creditLimit), currency: row.creditCurrency as 'CHF' | 'EUR' },
      paymentTermsDays: row.paymentTermsDays,
      active: row.active,
      version: row.version,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    };
  });
}

/** An account write's body as stored (the CRM's form and the data import). */
export const accountStored = (body: AccountBody) => ({
  name: body.name,
  displayName: blank(body.displayName) ?? body.name,
  legalForm: body.legalForm,
  accountType: body.accountType,
  street: blank(body.street),
  postalCode: blank(body.postalCode),
  city: blank(body.city),
  canton: body.countryCode === 'CH' ? body.canton : null,
  countryCode: body.countryCode,
  uidNumber: blank(body.uidNumber),
  industryId: body.industryId,
  language: body.language,
  salesUserId: body.salesOwnerId,
  agencyAccountId: body.agencyAccountId,
  brokerAccountId: body.brokerAccountId,
  website: blank(body.website),
  phone: blank(body.phone),
  email: blank(body.email),
  creditLimit: body.creditLimit,
  creditCurrency: body.creditLimit === null ? null : body.creditCurrency,
  paymentTermsDays: body.paymentTermsDays,
  active: body.active,
});

/**
 * The rules of an account across its fields (the CRM's form and the data import): a canton only
 * in Switzerland, the UID number of the country, a credit limit with its currency, and not its
 * own agency or broker.
 */
export function accountRuleErrors(body: AccountBody, before?: { id: number }): FieldErrors {
  const errors: FieldErrors = {};
  if (body.canton && body.countryCode !== 'CH') errors.canton = serverMessage('cantonOnlySwiss');
  const uid = blank(body.uidNumber);
  if (uid && !UID_PATTERNS[body.countryCode].test(uid))
    errors.uidNumber = serverMessage('uidNumber');
  if (body.creditLimit !== null && body.creditCurrency === null)
    errors.creditCurrency = serverMessage('required');
  if (before && (body.agencyAccountId === before.id || body.brokerAccountId === before.id))
    errors[body.agencyAccountId === before.id ? 'agencyAccountId' : 'brokerAccountId'] =
      serverMessage('ownAgencyOrBroker');
  return errors;
}

/** The CRM accounts (issue 20). */
export function registerCrmAccounts({ app, database }: ServiceContext): void {
  const { db } = database;

  registerResource(app, db, {
    endpoints: crmAccountEndpoints,
    table: 'account',
    access: { read: crmAccess, write: crmAccess },
    toItems: (source, rows, _named, language) => toAccounts(source, rows, language),
    nameOf: (row) => row.name,
    toStored: accountStored,
    check: async (trx, { actor, before, body }) => {
      const scope = actorScope(trx, actor);
      const errors = accountRuleErrors(body, before);
      if (Object.keys(errors).length > 0) throw invalid(errors);
      await requireOwn(scope, 'industry', body.industryId, 'industryId');
      await requireOwn(
        scope,
        'appUser',
        body.salesOwnerId,
        'salesOwnerId',
        serverMessage('salesOwnerRole'),
        holdsSales,
      );
      await requireOwn(
        scope,
        'account',
        body.agencyAccountId,
        'agencyAccountId',
        serverMessage('agencyAccountType'),
        sql<boolean>`account_type in ('AGENCY', 'MEDIA_AGENCY')`,
      );
      await requireOwn(
        scope,
        'account',
        body.brokerAccountId,
        'brokerAccountId',
        serverMessage('brokerAccountType'),
        sql<boolean>`account_type = 'BROKER'`,
      );
      await requireLabels(scope, body.labelIds, 'ACCOUNTS');
    },
    afterWrite: async (trx, { actor, before, after, body }) => {
      const labels = await replaceLabels(trx, 'accountLabel', after.id, body.labelIds);
      if (before && labels) {
        const record = {
          kind: 'ACCOUNT' as const,
          id: after.id,
          accountId: after.id,
          name: after.name,
        };
        await writeFieldChanges(trx, record, actor, [labels]);
      }
    },
    onChange: async (trx, { actor, before, after }) => {
      if (!before) return;
      const [old, current] = await accountForHistory(trx, [before, after]);
      const record = {
        kind: 'ACCOUNT' as const,
        id: after.id,
        accountId: after.id,
        name: after.name,
      };
      await writeFieldChanges(
        trx,
        record,
        actor,
        changedFields(old, current as Record<string, unknown>, accountHistoryFields),
      );
    },
    filters: {
      search: searchText(ACCOUNT_SEARCH_TEXT),
      salesOwnerId: equals('salesUserId'),
      industryId: equals('industryId'),
      countryCode: equals('countryCode'),
      canton: equals('canton'),
      accountType: equals('accountType'),
      labelId: (rows, labelId) =>
        rows.where(
          sql<boolean>`exists (select 1 from account_label al where al.account_id = account.id and al.label_id = ${labelId})`,
        ) as Rows<'account'>,
      status: byStatus(),
    },
    narrowing: ['search'],
    sort: {
      name: caseless('name'),
      displayName: caseless('displayName'),
      city: caseless('city'),
      createdAt: 'createdAt',
      updatedAt: 'updatedAt',
    },
    export: {
      title: 'crm.accounts.title',
      columns: {
        ...plainColumns<'account'>('crm.accounts', ['name', 'displayName']),
        accountType: {
          header: 'crm.accounts.columns.accountType',
          value: (row, t) => t(`crm.accountType.${row.accountType}`),
        },
        ...plainColumns<'account'>('crm.accounts', [
          'city',
          'postalCode',
          'canton',
          'countryCode',
          'uidNumber',
          'language',
        ]),
        active: {
          header: 'crm.accounts.columns.status',
          value: (row, t) => t(row.active ? 'crm.status.active' : 'crm.status.inactive'),
        },
        ...plainColumns<'account'>('crm.accounts', ['createdAt']),
      },
    },
    bulk: activation,
  });
}
