import { type CrmContact, crmContactEndpoints } from '@adconsole/api/contracts';
import { sql, type Transaction } from 'kysely';
import type { z } from 'zod/mini';
import type { Db, Schema } from '../../db/database.ts';
import { CONTACT_SEARCH_TEXT } from '../../db/migrations/0007-crm.ts';
import { caseless, type Rows } from '../../kit/list.ts';
import { plainColumns, type RowOf, registerResource } from '../../kit/resource.ts';
import { actorScope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { changedFields, namesOf, writeFieldChanges } from './crm-history.ts';
import {
  activation,
  blank,
  byStatus,
  crmContactsAccess,
  equals,
  iso,
  replaceLabels,
  requireAccount,
  requireLabels,
  searchText,
} from './crm-record-rules.ts';
import { fullName } from './sales-records.ts';

// ------------------------------------------------------------------ contacts

type ContactRow = RowOf<'contact'>;

const contactHistoryFields = [
  'salutation',
  'firstName',
  'lastName',
  'email',
  'phone',
  'language',
  'jobTitle',
  'account',
  'mailStatus',
  'active',
] as const;

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

/** A contact write's body as stored (the CRM's form and the data import). */
export const contactStored = (body: z.output<typeof crmContactEndpoints.create.body>) => ({
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
});

/** The CRM contacts (issue 20). */
export function registerCrmContacts({ app, database }: ServiceContext): void {
  const { db } = database;

  registerResource(app, db, {
    endpoints: crmContactEndpoints,
    table: 'contact',
    access: { read: crmContactsAccess, write: crmContactsAccess },
    toItems: (source, rows) => toContacts(source, rows),
    nameOf: (row) => fullName(row),
    toStored: contactStored,
    check: async (trx, { actor, body }) => {
      const scope = actorScope(trx, actor);
      await requireAccount(scope, body.accountId);
      await requireLabels(scope, body.labelIds, 'CONTACTS');
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
      search: searchText(CONTACT_SEARCH_TEXT),
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
}

const contactRecord = (row: ContactRow) => ({
  kind: 'CONTACT' as const,
  id: row.id,
  accountId: row.accountId,
  name: fullName(row),
});
