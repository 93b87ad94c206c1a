import {
  type AccountDuplicates,
  type ContactDuplicates,
  type ConversionTracker,
  type CrmAccount,
  type CrmContact,
  conversionTrackerEndpoints,
  crmAccountEndpoints,
  crmContactEndpoints,
  type Discount,
  discountEndpoints,
  endpoints,
  UID_MESSAGE,
  UID_PATTERNS,
} from '@adconsole/api/contracts';
import { type Expression, type SqlBool, sql, type Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { ACCOUNT_SEARCH_TEXT, CONTACT_SEARCH_TEXT } from '../../db/migrations/0007-crm.ts';
import type { AccessRule, Actor } from '../../http/access.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import { caseless, type RowFilter, type Rows } from '../../kit/list.ts';
import { plainColumns, type RowOf, registerResource } from '../../kit/resource.ts';
import type { ServiceContext } from '../context.ts';
import {
  changedFields,
  fieldChangesOf,
  labelsOf,
  namesOf,
  userNamesOf,
  writeFieldChanges,
} from './crm-history.ts';
import { fullName, holdsSales } from './sales-records.ts';

/** The CRM (spec 1 §2.7): ADMIN, MANAGE_ACCOUNTS or SELF_BOOKING, the acting company's records. */
export const crmAccess: AccessRule = {
  roles: { anyOf: ['ADMIN', 'MANAGE_ACCOUNTS', 'SELF_BOOKING'] },
  company: 'actable',
};

/**
 * Contacts (spec 1 §2.7), and the commercial terms a self-booking customer must not grant
 * itself (discounts): ADMIN or MANAGE_ACCOUNTS.
 */
export const crmContactsAccess: AccessRule = {
  roles: { anyOf: ['ADMIN', 'MANAGE_ACCOUNTS'] },
  company: 'actable',
};

const invalid = (fieldErrors: Record<string, string>) => new ValidationError(fieldErrors, []);
const blank = (value: string | null | undefined) => (value ? value : null);
const iso = (value: Date) => value.toISOString();

/** A `date` column as YYYY-MM-DD: pg reads it as local midnight, PGlite as UTC midnight. */
export function dayOf(value: Date | string | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  const local = value.getHours() === 0 && value.getMinutes() === 0;
  const [year, month, date] = local
    ? [value.getFullYear(), value.getMonth(), value.getDate()]
    : [value.getUTCFullYear(), value.getUTCMonth(), value.getUTCDate()];
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

/** Active, inactive or all rows of a list. */
function byStatus<
  Table extends 'account' | 'contact' | 'discount' | 'conversionTracker',
>(): RowFilter<Table, 'ACTIVE' | 'INACTIVE' | 'ALL'> {
  return (rows, status) =>
    status === 'ALL'
      ? rows
      : (rows.where(sql<boolean>`active = ${status === 'ACTIVE'}`) as Rows<Table>);
}

const equals =
  <Table extends 'account' | 'contact' | 'discount' | 'conversionTracker'>(column: string) =>
  (rows: Rows<Table>, value: unknown) =>
    rows.where(sql<boolean>`${sql.ref(column)} = ${value}`) as Rows<Table>;

/** The ids must be rows of the company's table (and pass `where`): else 422 on the field. */
async function requireOwn(
  trx: Transaction<Schema>,
  table: 'industry' | 'account' | 'adMedium' | 'product' | 'label' | 'appUser',
  companyId: number,
  ids: readonly number[],
  field: string,
  message: string,
  where?: Expression<SqlBool>,
) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  let query = (trx as unknown as Db)
    .selectFrom(table)
    .select('id')
    .where('companyId', '=', companyId)
    .where('id', 'in', wanted);
  if (where) query = query.where(where);
  const found = await query.execute();
  if (found.length !== wanted.length) throw invalid({ [field]: message });
}

/** Replaces a record's labels; answers the names before and after, for its history. */
async function replaceLabels(
  trx: Transaction<Schema>,
  link: 'accountLabel' | 'contactLabel',
  id: number,
  labelIds: readonly number[],
) {
  const before = (await labelsOf(trx, link, [id])).get(id) ?? [];
  const wanted = [...new Set(labelIds)];
  const same =
    before.length === wanted.length && before.every((label) => wanted.includes(label.id));
  if (same) return undefined;
  if (link === 'accountLabel') {
    await trx.deleteFrom('accountLabel').where('accountId', '=', id).execute();
    if (wanted.length > 0)
      await trx
        .insertInto('accountLabel')
        .values(wanted.map((labelId) => ({ accountId: id, labelId })))
        .execute();
  } else {
    await trx.deleteFrom('contactLabel').where('contactId', '=', id).execute();
    if (wanted.length > 0)
      await trx
        .insertInto('contactLabel')
        .values(wanted.map((labelId) => ({ contactId: id, labelId })))
        .execute();
  }
  const after = (await labelsOf(trx, link, [id])).get(id) ?? [];
  const names = (labels: { name: string }[]) =>
    labels.length === 0 ? null : labels.map((label) => label.name).join(', ');
  return { field: 'labels', oldValue: names(before), newValue: names(after) };
}

// ------------------------------------------------------------------ accounts

type AccountRow = RowOf<'account'>;

/** The fields of an account's history, by column. */
const accountHistoryFields: Record<string, string> = {
  name: 'name',
  displayName: 'displayName',
  legalForm: 'legalForm',
  accountType: 'accountType',
  street: 'street',
  postalCode: 'postalCode',
  city: 'city',
  canton: 'canton',
  countryCode: 'countryCode',
  uidNumber: 'uidNumber',
  industry: 'industry',
  language: 'language',
  salesOwner: 'salesOwner',
  agency: 'agency',
  broker: 'broker',
  website: 'website',
  phone: 'phone',
  email: 'email',
  creditLimit: 'creditLimit',
  creditCurrency: 'creditCurrency',
  paymentTermsDays: 'paymentTermsDays',
  active: 'active',
};

/** An account row with its references as names, for its history. */
async function accountForHistory(trx: Transaction<Schema>, rows: AccountRow[]) {
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

/** The names an account's item shows and its labels, for a page of accounts in one query. */
async function accountReferences(db: Db | Transaction<Schema>, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, AccountReferences>();
  const { rows } = await sql<AccountReferences & { id: number }>`
    select a.id, i.name as industry_name, u.first_name as owner_first_name,
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

async function toAccounts(db: Db | Transaction<Schema>, rows: AccountRow[]): Promise<CrmAccount[]> {
  const references = await accountReferences(
    db,
    rows.map((row) => row.id),
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

// ------------------------------------------------------------------ contacts

type ContactRow = RowOf<'contact'>;

const contactHistoryFields: Record<string, string> = {
  salutation: 'salutation',
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
  language: 'language',
  jobTitle: 'jobTitle',
  account: 'account',
  mailStatus: 'mailStatus',
  active: 'active',
};

async function toContacts(db: Db | Transaction<Schema>, rows: ContactRow[]): Promise<CrmContact[]> {
  // The account's name and the labels of a page of contacts, in one query.
  const ids = rows.map((row) => row.id);
  const references =
    ids.length === 0
      ? []
      : (
          await sql<{ id: number; accountName: string; labels: { id: number; name: string }[] }>`
            select c.id, a.name as account_name,
              coalesce((select json_agg(json_build_object('id', lb.id, 'name', lb.name)
                  order by lower(lb.name), lb.id)
                from contact_label cl join label lb on lb.id = cl.label_id
                where cl.contact_id = c.id), '[]'::json) as labels
            from contact c join account a on a.id = c.account_id
            where c.id in (${sql.join(ids)})`.execute(db)
        ).rows;
  const byId = new Map(references.map((row) => [row.id, row]));
  const accounts = new Map(rows.map((row) => [row.accountId, byId.get(row.id)?.accountName ?? '']));
  const labels = new Map(references.map((row) => [row.id, row.labels]));
  return rows.map((row) => ({
    id: row.id,
    salutation: row.salutation as CrmContact['salutation'],
    firstName: row.firstName,
    lastName: row.lastName,
    name: fullName(row),
    email: row.email,
    phone: row.phone,
    language: row.language as CrmContact['language'],
    jobTitle: row.jobTitle,
    account: { id: row.accountId, name: accounts.get(row.accountId) ?? '' },
    labels: labels.get(row.id) ?? [],
    mailStatus: row.mailStatus as CrmContact['mailStatus'],
    active: row.active,
    version: row.version,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }));
}

// ------------------------------------------------------------------ discounts and trackers

type DiscountRow = RowOf<'discount'>;

async function toDiscounts(db: Db | Transaction<Schema>, rows: DiscountRow[]): Promise<Discount[]> {
  const [accounts, media, products] = await Promise.all([
    namesOf(
      db,
      'account',
      rows.map((row) => row.accountId),
    ),
    namesOf(
      db,
      'adMedium',
      rows.map((row) => row.adMediumId),
    ),
    namesOf(
      db,
      'product',
      rows.map((row) => row.productId),
    ),
  ]);
  const ref = (map: Map<number, string>, id: number | null) =>
    id === null ? null : { id, name: map.get(id) ?? '' };
  return rows.map((row) => ({
    id: row.id,
    name: `${accounts.get(row.accountId) ?? ''} ${Number(row.percentage).toFixed(2)} %`,
    account: { id: row.accountId, name: accounts.get(row.accountId) ?? '' },
    adMedium: ref(media, row.adMediumId),
    product: ref(products, row.productId),
    kind: row.kind as Discount['kind'],
    percentage: Number(row.percentage),
    validFrom: dayOf(row.validFrom) as string,
    validTo: dayOf(row.validTo),
    note: row.note,
    active: row.active,
    version: row.version,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }));
}

const toTracker = (row: RowOf<'conversionTracker'>): ConversionTracker => ({
  id: row.id,
  accountId: row.accountId,
  name: row.name,
  kind: row.kind as ConversionTracker['kind'],
  delivery: row.delivery as ConversionTracker['delivery'],
  url: row.url,
  events: row.events as ConversionTracker['events'],
  postClickDays: row.postClickDays,
  postViewDays: row.postViewDays,
  active: row.active,
  version: row.version,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const alreadyActive = { reason: 'The record is already active', translationKey: 'ALREADY_ACTIVE' };
const alreadyInactive = {
  reason: 'The record is already inactive',
  translationKey: 'ALREADY_INACTIVE',
};
const activation = {
  activate: {
    refuse: (row: { active: boolean }) => (row.active ? alreadyActive : undefined),
    set: { active: true },
  },
  deactivate: {
    refuse: (row: { active: boolean }) => (row.active ? undefined : alreadyInactive),
    set: { active: false },
  },
};

/** The lower-case letters and digits of a name without its legal form: 'Muster AG' → 'muster'. */
const normalizedName = (value: unknown) =>
  sql<string>`regexp_replace(regexp_replace(lower(${value}), '\\m(ag|gmbh|sa|sarl|sàrl|kg|og|ltd|co|genossenschaft|cooperative|e\\.k)\\M', '', 'g'), '[^[:alnum:]]+', '', 'g')`;
const normalizedUid = (value: unknown) =>
  sql<string>`regexp_replace(regexp_replace(upper(${value}), '\\s*(MWST|TVA|IVA)$', ''), '[^A-Z0-9]', '', 'g')`;

/** Accounts, contacts, discounts and conversion trackers (issue 20). */
export function registerCrmRecordsService({ app, database }: ServiceContext): void {
  const { db } = database;

  registerResource(app, db, {
    endpoints: crmAccountEndpoints,
    table: 'account',
    access: { read: crmAccess, write: crmAccess },
    toItems: (source, rows) => toAccounts(source, rows),
    nameOf: (row) => row.name,
    toStored: (body) => ({
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
    }),
    check: async (trx, { actor, before, body }) => {
      const companyId = actor.actingCompanyId;
      const errors: Record<string, string> = {};
      if (body.canton && body.countryCode !== 'CH')
        errors.canton = 'A canton only for an address in Switzerland';
      const uid = blank(body.uidNumber);
      if (uid && !UID_PATTERNS[body.countryCode].test(uid)) errors.uidNumber = UID_MESSAGE;
      if (body.creditLimit !== null && body.creditCurrency === null)
        errors.creditCurrency = 'field is required';
      if (before && (body.agencyAccountId === before.id || body.brokerAccountId === before.id))
        errors[body.agencyAccountId === before.id ? 'agencyAccountId' : 'brokerAccountId'] =
          'An account cannot be its own agency or broker';
      if (Object.keys(errors).length > 0) throw invalid(errors);
      await requireOwn(
        trx,
        'industry',
        companyId,
        body.industryId ? [body.industryId] : [],
        'industryId',
        'No such industry',
      );
      await requireOwn(
        trx,
        'appUser',
        companyId,
        body.salesOwnerId ? [body.salesOwnerId] : [],
        'salesOwnerId',
        'The sales owner must be a user with the SALES role',
        holdsSales,
      );
      await requireOwn(
        trx,
        'account',
        companyId,
        body.agencyAccountId ? [body.agencyAccountId] : [],
        'agencyAccountId',
        'The agency must be an account of type agency or media agency',
        sql<boolean>`account_type in ('AGENCY', 'MEDIA_AGENCY')`,
      );
      await requireOwn(
        trx,
        'account',
        companyId,
        body.brokerAccountId ? [body.brokerAccountId] : [],
        'brokerAccountId',
        'The broker must be an account of type broker',
        sql<boolean>`account_type = 'BROKER'`,
      );
      await requireOwn(
        trx,
        'label',
        companyId,
        body.labelIds,
        'labelIds',
        'Labels must be account labels of the company',
        sql<boolean>`type = 'ACCOUNTS'`,
      );
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
      search: (rows, text) => {
        const pattern = containsPattern(text.toLowerCase());
        return rows.where(
          sql<boolean>`${sql.raw(ACCOUNT_SEARCH_TEXT)} like ${pattern}`,
        ) as Rows<'account'>;
      },
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

  registerResource(app, db, {
    endpoints: crmContactEndpoints,
    table: 'contact',
    access: { read: crmContactsAccess, write: crmContactsAccess },
    toItems: (source, rows) => toContacts(source, rows),
    nameOf: (row) => fullName(row),
    toStored: (body) => ({
      salutation: body.salutation,
      firstName: body.firstName,
      lastName: body.lastName,
      email: blank(body.email),
      phone: blank(body.phone),
      language: body.language,
      jobTitle: blank(body.jobTitle),
      accountId: body.accountId,
      mailStatus: body.mailStatus,
      active: body.active,
    }),
    check: async (trx, { actor, body }) => {
      const companyId = actor.actingCompanyId;
      await requireOwn(
        trx,
        'account',
        companyId,
        [body.accountId],
        'accountId',
        'Account is required',
      );
      await requireOwn(
        trx,
        'label',
        companyId,
        body.labelIds,
        'labelIds',
        'Labels must be contact labels of the company',
        sql<boolean>`type = 'CONTACTS'`,
      );
    },
    afterWrite: async (trx, { actor, before, after, body }) => {
      const labels = await replaceLabels(trx, 'contactLabel', after.id, body.labelIds);
      if (before && labels) {
        await writeFieldChanges(trx, contactRecord(after), actor, [labels]);
      }
    },
    onChange: async (trx, { actor, before, after }) => {
      if (!before) return;
      const accounts = await namesOf(trx, 'account', [before.accountId, after.accountId]);
      const withAccount = (row: ContactRow) => ({
        ...row,
        account: accounts.get(row.accountId) ?? String(row.accountId),
      });
      await writeFieldChanges(
        trx,
        contactRecord(after),
        actor,
        changedFields(withAccount(before), withAccount(after), contactHistoryFields),
      );
    },
    filters: {
      search: (rows, text) => {
        const pattern = containsPattern(text.toLowerCase());
        return rows.where(
          sql<boolean>`${sql.raw(CONTACT_SEARCH_TEXT)} like ${pattern}`,
        ) as Rows<'contact'>;
      },
      accountId: equals('accountId'),
      language: equals('language'),
      labelId: (rows, labelId) =>
        rows.where(
          sql<boolean>`exists (select 1 from contact_label cl where cl.contact_id = contact.id and cl.label_id = ${labelId})`,
        ) as Rows<'contact'>,
      status: byStatus(),
    },
    narrowing: ['search', 'accountId'],
    sort: {
      name: caseless('lastName'),
      email: caseless('email'),
      createdAt: 'createdAt',
      updatedAt: 'updatedAt',
    },
    export: {
      title: 'crm.contacts.title',
      columns: {
        name: { header: 'crm.contacts.columns.name', value: (row) => fullName(row) },
        ...plainColumns<'contact'>('crm.contacts', ['email', 'phone', 'jobTitle', 'language']),
        active: {
          header: 'crm.contacts.columns.status',
          value: (row, t) => t(row.active ? 'crm.status.active' : 'crm.status.inactive'),
        },
        ...plainColumns<'contact'>('crm.contacts', ['createdAt']),
      },
    },
    bulk: activation,
  });

  registerResource(app, db, {
    endpoints: discountEndpoints,
    table: 'discount',
    access: { read: crmAccess, write: crmContactsAccess },
    toItems: (source, rows) => toDiscounts(source, rows),
    nameOf: (row) => `${row.kind} ${Number(row.percentage).toFixed(2)} %`,
    toStored: (body) => ({
      accountId: body.accountId,
      adMediumId: body.adMediumId,
      productId: body.productId,
      kind: body.kind,
      percentage: body.percentage,
      validFrom: body.validFrom,
      validTo: body.validTo,
      note: blank(body.note),
      active: body.active,
    }),
    check: async (trx, { actor, body }) => {
      const companyId = actor.actingCompanyId;
      if (body.validTo !== null && body.validTo < body.validFrom)
        throw invalid({ validTo: 'validTo must not be before validFrom' });
      await requireOwn(
        trx,
        'account',
        companyId,
        [body.accountId],
        'accountId',
        'Account is required',
      );
      await requireOwn(
        trx,
        'adMedium',
        companyId,
        body.adMediumId ? [body.adMediumId] : [],
        'adMediumId',
        'No such ad medium',
      );
      await requireOwn(
        trx,
        'product',
        companyId,
        body.productId ? [body.productId] : [],
        'productId',
        'No such product of the ad medium',
        body.adMediumId ? sql<boolean>`ad_medium_id = ${body.adMediumId}` : undefined,
      );
    },
    filters: {
      search: (rows, text) =>
        rows.where(
          sql<boolean>`account_id in (select a.id from account a where a.company_id = discount.company_id and lower(a.name) like ${containsPattern(text.toLowerCase())})`,
        ) as Rows<'discount'>,
      accountId: equals('accountId'),
      kind: equals('kind'),
      validOn: (rows, validOn) =>
        rows.where(
          sql<boolean>`valid_from <= ${validOn}::date and (valid_to is null or valid_to >= ${validOn}::date)`,
        ) as Rows<'discount'>,
      status: byStatus(),
    },
    narrowing: ['search', 'accountId'],
    sort: {
      validFrom: 'validFrom',
      percentage: 'percentage',
      kind: 'kind',
      createdAt: 'createdAt',
    },
    export: {
      title: 'crm.discounts.title',
      columns: {
        kind: {
          header: 'crm.discounts.columns.kind',
          value: (row, t) => t(`crm.discountKind.${row.kind}`),
        },
        percentage: {
          header: 'crm.discounts.columns.percentage',
          value: (row) => Number(row.percentage),
        },
        validFrom: {
          header: 'crm.discounts.columns.validFrom',
          value: (row) => dayOf(row.validFrom),
        },
        validTo: { header: 'crm.discounts.columns.validTo', value: (row) => dayOf(row.validTo) },
        active: {
          header: 'crm.discounts.columns.status',
          value: (row, t) => t(row.active ? 'crm.status.active' : 'crm.status.inactive'),
        },
      },
    },
    bulk: activation,
  });

  registerResource(app, db, {
    endpoints: conversionTrackerEndpoints,
    table: 'conversionTracker',
    access: { read: crmAccess, write: crmAccess },
    toItem: toTracker,
    nameOf: (row) => row.name,
    toStored: (body) => ({
      accountId: body.accountId,
      name: body.name,
      kind: body.kind,
      delivery: body.delivery,
      url: body.url,
      events: [...new Set(body.events)],
      postClickDays: body.postClickDays,
      postViewDays: body.postViewDays,
      active: body.active,
    }),
    unique: {
      field: 'name',
      column: 'name',
      within: 'accountId',
      message: 'The account has a conversion tracker with this name',
    },
    check: async (trx, { actor, before, body }) => {
      await requireOwn(
        trx,
        'account',
        actor.actingCompanyId,
        [body.accountId],
        'accountId',
        'Account is required',
      );
      if (before && before.accountId !== body.accountId)
        throw invalid({ accountId: 'A conversion tracker stays with its account' });
    },
    filters: { accountId: equals('accountId'), status: byStatus() },
    sort: { name: caseless('name'), createdAt: 'createdAt' },
    export: {
      title: 'crm.trackers.title',
      columns: {
        ...plainColumns<'conversionTracker'>('crm.trackers', ['name', 'kind', 'url']),
      },
    },
    bulk: activation,
  });

  registerEndpoint(app, endpoints.crmAccountDuplicates, crmAccess, async ({ actor, query }) => {
    const { actingCompanyId } = requireActor(actor);
    const rules = [];
    const uid = query.uidNumber ? query.uidNumber : undefined;
    const nameAndTown =
      query.name && query.city && query.name.replace(/[^\p{L}\p{N}]/gu, '').length >= 3
        ? sql<boolean>`(lower(city) = lower(${query.city}) and (${normalizedName(sql.ref('name'))} = ${normalizedName(query.name)} or ${normalizedName(sql.ref('name'))} like ${normalizedName(query.name)} || '%' or ${normalizedName(query.name)} like ${normalizedName(sql.ref('name'))} || '%'))`
        : undefined;
    const sameUid = uid
      ? sql<boolean>`(uid_number is not null and ${normalizedUid(sql.ref('uidNumber'))} = ${normalizedUid(uid)})`
      : undefined;
    if (nameAndTown) rules.push(nameAndTown);
    if (sameUid) rules.push(sameUid);
    if (rules.length === 0) return { items: [] };
    let candidates = db
      .selectFrom('account')
      .select(['id', 'name', 'displayName', 'city', 'uidNumber', 'active'])
      .select([
        (sameUid ?? sql<boolean>`false`).as('sameUid'),
        (nameAndTown ?? sql<boolean>`false`).as('sameName'),
      ])
      .where('companyId', '=', actingCompanyId)
      .where(sql<boolean>`(${sql.join(rules, sql` or `)})`);
    if (query.excludeId) candidates = candidates.where('id', '!=', query.excludeId);
    const rows = await candidates.orderBy(sql`lower(name)`).orderBy('id').limit(10).execute();
    const items: AccountDuplicates['items'] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      displayName: row.displayName,
      city: row.city,
      uidNumber: row.uidNumber,
      active: row.active,
      reasons: [
        ...(row.sameUid ? (['UID_NUMBER'] as const) : []),
        ...(row.sameName ? (['NAME_AND_TOWN'] as const) : []),
      ],
    }));
    return { items };
  });

  registerEndpoint(
    app,
    endpoints.crmContactDuplicates,
    crmContactsAccess,
    async ({ actor, query }) => {
      const { actingCompanyId } = requireActor(actor);
      const sameEmail = query.email
        ? sql<boolean>`(c.email is not null and lower(c.email) = lower(${query.email}))`
        : undefined;
      const sameName =
        query.firstName && query.lastName && query.accountId
          ? sql<boolean>`(c.account_id = ${query.accountId} and lower(c.first_name) = lower(${query.firstName}) and lower(c.last_name) = lower(${query.lastName}))`
          : undefined;
      const rules = [sameEmail, sameName].filter((rule) => rule !== undefined);
      if (rules.length === 0) return { items: [] };
      let candidates = db
        .selectFrom('contact as c')
        .innerJoin('account as a', 'a.id', 'c.accountId')
        .select([
          'c.id',
          'c.firstName',
          'c.lastName',
          'c.email',
          'c.active',
          'c.accountId',
          'a.name as accountName',
        ])
        .select([
          (sameEmail ?? sql<boolean>`false`).as('sameEmail'),
          (sameName ?? sql<boolean>`false`).as('sameName'),
        ])
        .where('c.companyId', '=', actingCompanyId)
        .where(sql<boolean>`(${sql.join(rules, sql` or `)})`);
      if (query.excludeId) candidates = candidates.where('c.id', '!=', query.excludeId);
      const rows = await candidates
        .orderBy(sql`lower(c.last_name)`)
        .orderBy('c.id')
        .limit(10)
        .execute();
      const items: ContactDuplicates['items'] = rows.map((row) => ({
        id: row.id,
        name: fullName(row),
        email: row.email,
        account: { id: row.accountId, name: row.accountName },
        active: row.active,
        reasons: [
          ...(row.sameEmail ? (['EMAIL'] as const) : []),
          ...(row.sameName ? (['NAME_AND_ACCOUNT'] as const) : []),
        ],
      }));
      return { items };
    },
  );

  registerEndpoint(app, endpoints.crmLookups, crmAccess, async ({ actor }) => {
    const { actingCompanyId: companyId } = requireActor(actor);
    const named = (table: 'industry' | 'adMedium') =>
      db
        .selectFrom(table)
        .select(['id', 'name'])
        .where('companyId', '=', companyId)
        .where('active', '=', true)
        .orderBy(sql`lower(name)`)
        .limit(500)
        .execute();
    const labels = (type: 'ACCOUNTS' | 'CONTACTS') =>
      db
        .selectFrom('label')
        .select(['id', 'name'])
        .where('companyId', '=', companyId)
        .where('type', '=', type)
        .where('active', '=', true)
        .orderBy(sql`lower(name)`)
        .execute();
    const [owners, industries, accountLabels, contactLabels, adMedia, products] = await Promise.all(
      [
        db
          .selectFrom('appUser')
          .select(['id', 'firstName', 'lastName'])
          .where('companyId', '=', companyId)
          .where('activatedAt', 'is not', null)
          .where(holdsSales)
          .orderBy('lastName')
          .orderBy('firstName')
          .execute(),
        named('industry'),
        labels('ACCOUNTS'),
        labels('CONTACTS'),
        named('adMedium'),
        db
          .selectFrom('product')
          .select(['id', 'name', 'adMediumId'])
          .where('companyId', '=', companyId)
          .where('active', '=', true)
          .orderBy(sql`lower(name)`)
          .limit(1000)
          .execute(),
      ],
    );
    return {
      salesOwners: owners.map((user) => ({ userId: user.id, name: fullName(user) })),
      industries,
      accountLabels,
      contactLabels,
      adMedia,
      products,
    };
  });

  const history =
    (kind: 'ACCOUNT' | 'CONTACT') =>
    async ({
      actor,
      params,
      query,
    }: {
      actor: Actor | null;
      params: { id: number };
      query: { page: number; limit: number };
    }) => {
      const { actingCompanyId } = requireActor(actor);
      const table = kind === 'ACCOUNT' ? 'account' : 'contact';
      const record = await db
        .selectFrom(table)
        .select('id')
        .where('id', '=', params.id)
        .where('companyId', '=', actingCompanyId)
        .executeTakeFirst();
      if (!record) throw notFound(table);
      return fieldChangesOf(db, actingCompanyId, kind, params.id, query.page, query.limit);
    };
  registerEndpoint(app, endpoints.crmAccountHistory, crmAccess, history('ACCOUNT'));
  registerEndpoint(app, endpoints.crmContactHistory, crmContactsAccess, history('CONTACT'));
}

const contactRecord = (row: ContactRow) => ({
  kind: 'CONTACT' as const,
  id: row.id,
  accountId: row.accountId,
  name: fullName(row),
});
