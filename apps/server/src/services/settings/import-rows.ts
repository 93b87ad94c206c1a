import {
  ACCOUNT_TYPES,
  AD_TYPES,
  CANTONS,
  COLOR_MODES,
  CRM_LANGUAGES,
  CURRENCIES,
  crmAccountEndpoints,
  crmContactEndpoints,
  IMPORT_FIELDS,
  type ImportKind,
  LEGAL_FORMS,
  PRICING_MODELS,
  SALUTATIONS,
  type ServerMessage,
  SIZE_TYPES,
  serverMessage,
  settingsProductEndpoints,
} from '@adconsole/api/contracts';
import type { Transaction } from 'kysely';
import type { z } from 'zod/mini';
import type { Schema } from '../../db/database.ts';
import { ValidationError } from '../../http/errors.ts';
import type { Scope } from '../../kit/scope.ts';
import { accountRuleErrors, accountStored } from '../crm/crm-accounts.ts';
import { contactStored } from '../crm/crm-contacts.ts';
import { replaceLabels } from '../crm/crm-record-rules.ts';
import { holdsSales } from '../crm/sales-records.ts';
import { mediumOf } from './catalogue-kit.ts';
import { fixedSizeErrors, productStored } from './catalogue-products.ts';

// The rows of a data import (issue 37: "the data import maps only the main fields"): every
// field of the record's own form is a column the file may have (IMPORT_FIELDS), and a row is
// checked by the same rules as the form's write: the contract's write schema, then the record's
// rules across fields (accountRuleErrors, fixedSizeErrors), then stored as the form stores it
// (accountStored, contactStored, productStored).
// Decisions where the specs are silent:
// - A value chosen from a list (legal form, account type, canton, language, salutation, ad
//   type, pricing model, size type, colour, currency) is its code, in any case (`gmbh`); a
//   salutation also as people write it (Herr, Frau, Mr, Mme, Sig.ra…). A wrong one names the
//   allowed codes.
// - Records are named as people know them: the industry, the agency and the broker (accounts),
//   the account (contacts) and the ad medium, placement and daypart (products) by name; the
//   sales owner by e-mail (a sales user of the company); labels by name, separated by commas or
//   semicolons. A name that fits no record, or more than one, is the row's error.
// - Yes/no (self-bookable): ja, nein, yes, no, oui, non, sì, si, true, false, 1, 0, x.
// - Numbers: 10'000.50, 10 000,50 and 10000.5 are the same; a whole number where one is asked.
// - A contact's mail status is not imported: it is what the mails sent to it did.
// - An account is not imported twice: a row whose name (and town, when the row gives one) an
//   active account of the company or an earlier row of the file has is refused on its name
//   and skipped (notTwice); the sales owner's e-mail must be an active user of the company
//   (else "no such user"), and one with the SALES role (else the role's message).

export type Row = Record<string, string>;
type RowError = { field: string; message: ServerMessage };
/** What a row of an import writes, or why it cannot. */
export type Checked = { ok: true; values: Row } | { ok: false; errors: RowError[] };

/** The records of the company an import's rows name, loaded once per import. */
export interface Known {
  accounts: Map<string, { id: number; accountType: string; city: string | null }[]>;
  /** The accounts of earlier rows of the file: `<name>` and `<name>:<town>`. */
  fileAccounts: Set<string>;
  industries: Map<string, number[]>;
  /** The company's active users by e-mail, and whether each holds the SALES role. */
  salesUsers: Map<string, { id: number; sales: boolean }>;
  labels: Map<string, number[]>;
  adMedia: Map<string, { id: number; mediaType: string }[]>;
  placements: Map<string, number[]>;
  /** Dayparts by `<station id>:<name>`. */
  dayparts: Map<string, number[]>;
  /** Products by `<ad medium id>:<name>`: taken names, and the names of earlier rows. */
  products: Set<string>;
}

const key = (text: string) => text.trim().toLowerCase();
function grouped<Row extends { name: string }, V>(rows: readonly Row[], value: (row: Row) => V) {
  const map = new Map<string, V[]>();
  for (const row of rows) {
    const list = map.get(key(row.name)) ?? [];
    list.push(value(row));
    map.set(key(row.name), list);
  }
  return map;
}

export async function knownRecords(scope: Scope, kind: ImportKind): Promise<Known> {
  const known: Known = {
    accounts: new Map(),
    fileAccounts: new Set(),
    industries: new Map(),
    salesUsers: new Map(),
    labels: new Map(),
    adMedia: new Map(),
    placements: new Map(),
    dayparts: new Map(),
    products: new Set(),
  };
  if (kind === 'ACCOUNTS' || kind === 'CONTACTS') {
    const [accounts, labels] = await Promise.all([
      scope
        .rows('account')
        .select(['id', 'name', 'accountType', 'city'])
        .where('active', '=', true)
        .orderBy('id')
        .execute(),
      scope.rows('label').select(['id', 'name']).where('type', '=', kind).orderBy('id').execute(),
    ]);
    known.accounts = grouped(accounts, (row: (typeof accounts)[number]) => row);
    known.labels = grouped(labels, (row: (typeof labels)[number]) => row.id);
  }
  if (kind === 'ACCOUNTS') {
    const [industries, users] = await Promise.all([
      scope
        .rows('industry')
        .select(['id', 'name', 'nameEn', 'nameFr', 'nameIt'])
        .orderBy('id')
        .execute(),
      scope
        .rows('appUser')
        .select(['id', 'email', holdsSales.as('sales')])
        .where('active', '=', true)
        .execute(),
    ]);
    // An industry is known by any of its four names (session 16): a French file says "Alimentation".
    const names = industries.flatMap((row) =>
      [...new Set([row.name, row.nameEn, row.nameFr, row.nameIt])].flatMap((name) =>
        name ? [{ id: row.id, name }] : [],
      ),
    );
    known.industries = grouped(names, (row) => row.id);
    for (const user of users)
      known.salesUsers.set(key(user.email), { id: user.id, sales: Boolean(user.sales) });
  }
  if (kind === 'PRODUCTS') {
    const [media, placements, dayparts, products] = await Promise.all([
      scope.rows('adMedium').select(['id', 'name', 'mediaType']).execute(),
      scope.rows('websitePlacement').select(['id', 'name']).execute(),
      scope.rows('broadcastSlot').select(['id', 'name', 'adMediumId']).execute(),
      scope.rows('product').select(['adMediumId', 'name']).execute(),
    ]);
    known.adMedia = grouped(media, (row: (typeof media)[number]) => row);
    known.placements = grouped(placements, (row: (typeof placements)[number]) => row.id);
    for (const slot of dayparts) {
      const at = `${slot.adMediumId}:${key(slot.name)}`;
      known.dayparts.set(at, [...(known.dayparts.get(at) ?? []), slot.id]);
    }
    for (const row of products) known.products.add(`${row.adMediumId}:${key(row.name)}`);
  }
  return known;
}

const SALUTATION_WORDS: Record<string, string> = {
  herr: 'MR',
  mr: 'MR',
  'mr.': 'MR',
  m: 'MR',
  'm.': 'MR',
  monsieur: 'MR',
  signor: 'MR',
  'sig.': 'MR',
  frau: 'MS',
  ms: 'MS',
  'ms.': 'MS',
  mrs: 'MS',
  mme: 'MS',
  madame: 'MS',
  signora: 'MS',
  'sig.ra': 'MS',
};
const YES = new Set(['ja', 'yes', 'oui', 'sì', 'si', 'true', '1', 'x', 'wahr', 'vrai', 'vero']);
const NO = new Set(['nein', 'no', 'non', 'false', '0', 'falsch', 'faux', 'falso']);

/** A row's texts made into a write body; the errors of the cells that are no value at all. */
class RowReader {
  readonly errors: RowError[] = [];
  constructor(
    private readonly row: Row,
    private readonly known: Known,
  ) {}
  private fail(field: string, message: ServerMessage) {
    this.errors.push({ field, message });
    return undefined;
  }
  text(field: string): string | null {
    const value = (this.row[field] ?? '').trim();
    return value === '' ? null : value;
  }
  /** A code of a list, in any case; an empty cell leaves the form's default. */
  code<const T extends string>(
    field: string,
    codes: readonly T[],
    words: Record<string, string> = {},
  ) {
    const value = this.text(field);
    if (value === null) return undefined;
    const found = codes.find((code) => code.toLowerCase() === key(value)) ?? words[key(value)];
    return (
      (found as T | undefined) ??
      this.fail(field, serverMessage('oneOfValues', { values: codes.join(', ') }))
    );
  }
  number(field: string, whole = false): number | null | undefined {
    const value = this.text(field);
    if (value === null) return null;
    let plain = value.replace(/['’\s\u00a0\u202f]/g, '');
    if (plain.includes(',') && !plain.includes('.')) plain = plain.replace(',', '.');
    const number = /^-?[0-9]+(\.[0-9]+)?$/.test(plain) ? Number(plain) : Number.NaN;
    if (Number.isNaN(number)) return this.fail(field, serverMessage('notANumber'));
    if (whole && !Number.isInteger(number)) return this.fail(field, serverMessage('wholeNumber'));
    return number;
  }
  yesNo(field: string): boolean | undefined {
    const value = this.text(field);
    if (value === null) return undefined;
    if (YES.has(key(value))) return true;
    if (NO.has(key(value))) return false;
    return this.fail(field, serverMessage('yesOrNo'));
  }
  /**
   * The one record of `map` named by the cell (`lookup`: the key to look up, when it is not the
   * cell's text); null for an empty cell.
   */
  one<V>(
    field: string,
    map: Map<string, V[]>,
    missing: 'nothingNamed' | 'noAccountNamed' | 'noAdMediumNamed' = 'nothingNamed',
    lookup?: string,
  ): V | null | undefined {
    const name = this.text(field);
    if (name === null) return null;
    const found = map.get(key(lookup ?? name)) ?? [];
    if (found.length === 1) return found[0];
    return this.fail(field, serverMessage(found.length ? 'ambiguousName' : missing, { name }));
  }
  /** The one record of `map` named by a part of a cell (a label of a list). */
  private onePart<V>(field: string, map: Map<string, V[]>, name: string): V | undefined {
    const found = map.get(key(name)) ?? [];
    if (found.length === 1) return found[0];
    return this.fail(
      field,
      serverMessage(found.length ? 'ambiguousName' : 'nothingNamed', { name }),
    );
  }
  /** The labels named in the cell, separated by commas or semicolons. */
  labels(field: string): number[] {
    const names = (this.text(field) ?? '')
      .split(/[,;]/)
      .map((name) => name.trim())
      .filter(Boolean);
    const ids = names.flatMap((name) => {
      const id = this.onePart(field, this.known.labels, name);
      return typeof id === 'number' ? [id] : [];
    });
    return [...new Set(ids)];
  }
  /** The values given, leaving out the empty ones (the schema's default applies). */
  static given(values: Record<string, unknown>) {
    return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  }
}

/** The body's field of a schema error, as the import's field (`industryId` → `industry`). */
const IMPORT_FIELD_OF: Record<string, string> = {
  industryId: 'industry',
  salesOwnerId: 'salesOwner',
  agencyAccountId: 'agency',
  brokerAccountId: 'broker',
  labelIds: 'labels',
  accountId: 'accountName',
  adMediumId: 'adMediumName',
  placementId: 'placement',
  broadcastSlotId: 'daypart',
};
const importField = (bodyField: string) => {
  const field = bodyField.split('.')[0] ?? bodyField;
  return IMPORT_FIELD_OF[field] ?? field;
};

/** The body through the write schema and the record's rules: the values, or the errors. */
function validated<S extends z.ZodMiniType>(
  schema: S,
  body: Record<string, unknown>,
  reader: RowReader,
  rules: (value: z.output<S>) => Record<string, ServerMessage> = () => ({}),
): z.output<S> | undefined {
  const parsed = schema.safeParse(body);
  const errors = parsed.success
    ? rules(parsed.data)
    : ValidationError.fromZod(parsed.error).fieldErrors;
  // A cell already refused (a name that fits no record) keeps its own message.
  const refused = new Set(reader.errors.map((error) => error.field));
  for (const [bodyField, message] of Object.entries(errors)) {
    const field = importField(bodyField);
    if (!refused.has(field)) reader.errors.push({ field, message });
    refused.add(field);
  }
  return reader.errors.length ? undefined : (parsed.data as z.output<S>);
}

function accountBody(reader: RowReader, known: Known) {
  const agency = reader.one('agency', known.accounts, 'noAccountNamed');
  const broker = reader.one('broker', known.accounts, 'noAccountNamed');
  if (agency && !['AGENCY', 'MEDIA_AGENCY'].includes(agency.accountType))
    reader.errors.push({ field: 'agency', message: serverMessage('agencyAccountType') });
  if (broker && broker.accountType !== 'BROKER')
    reader.errors.push({ field: 'broker', message: serverMessage('brokerAccountType') });
  // The stranger's "must have the Sales role" for a sales user of another company: an e-mail
  // that is no active user of the import's company says so; only a user of it without the
  // SALES role gets the role's message.
  const owner = reader.text('salesOwner');
  const ownerUser = owner === null ? null : known.salesUsers.get(key(owner));
  const salesOwnerId = ownerUser === null ? null : ownerUser?.sales ? ownerUser.id : undefined;
  if (salesOwnerId === undefined) {
    const message = ownerUser ? 'salesOwnerRole' : 'salesOwnerNotOfCompany';
    reader.errors.push({ field: 'salesOwner', message: serverMessage(message) });
  }
  const body = RowReader.given({
    name: reader.text('name') ?? '',
    displayName: reader.text('displayName'),
    legalForm: reader.code('legalForm', LEGAL_FORMS),
    accountType: reader.code('accountType', ACCOUNT_TYPES),
    street: reader.text('street'),
    postalCode: reader.text('postalCode'),
    city: reader.text('city'),
    canton: reader.code('canton', CANTONS),
    countryCode: reader.text('countryCode')?.toUpperCase() ?? '',
    uidNumber: reader.text('uidNumber'),
    industryId: reader.one('industry', known.industries),
    language: reader.code('language', CRM_LANGUAGES),
    salesOwnerId,
    agencyAccountId: agency?.id ?? null,
    brokerAccountId: broker?.id ?? null,
    labelIds: reader.labels('labels'),
    website: reader.text('website'),
    phone: reader.text('phone'),
    email: reader.text('email')?.toLowerCase() ?? null,
    creditLimit: reader.number('creditLimit'),
    creditCurrency: reader.code('creditCurrency', CURRENCIES),
    paymentTermsDays: reader.number('paymentTermsDays', true) ?? undefined,
  });
  const values = validated(crmAccountEndpoints.create.body, body, reader, (value) =>
    accountRuleErrors(value),
  );
  return values && notTwice(values, reader, known);
}

/**
 * The stranger's accounts imported twice (the spec is silent): a row whose account exists
 * already, by name and, when the row gives one, town (in any case), or that an earlier row of
 * the file names, is refused on its name: the dry run says so per row and the import skips it.
 */
function notTwice<V extends { name: string; city?: string | null }>(
  values: V,
  reader: RowReader,
  known: Known,
): V | undefined {
  const name = key(values.name);
  const town = values.city ? key(values.city) : null;
  const stored = (known.accounts.get(name) ?? []).some(
    (account) => town === null || key(account.city ?? '') === town,
  );
  const earlier = known.fileAccounts.has(town === null ? name : `${name}:${town}`);
  known.fileAccounts.add(name);
  if (town !== null) known.fileAccounts.add(`${name}:${town}`);
  if (!stored && !earlier) return values;
  const message = stored ? 'accountExistsSkipped' : 'accountTwiceInFileSkipped';
  reader.errors.push({ field: 'name', message: serverMessage(message) });
  return undefined;
}

function contactBody(reader: RowReader, known: Known) {
  const account = reader.one('accountName', known.accounts, 'noAccountNamed');
  const body = RowReader.given({
    accountId: account?.id ?? 0,
    salutation: reader.code('salutation', SALUTATIONS, SALUTATION_WORDS),
    firstName: reader.text('firstName') ?? '',
    lastName: reader.text('lastName') ?? '',
    email: reader.text('email')?.toLowerCase() ?? null,
    phone: reader.text('phone'),
    language: reader.code('language', CRM_LANGUAGES),
    jobTitle: reader.text('jobTitle'),
    labelIds: reader.labels('labels'),
  });
  if (account === null)
    reader.errors.push({ field: 'accountName', message: serverMessage('required') });
  return validated(crmContactEndpoints.create.body, body, reader);
}

function productBody(reader: RowReader, known: Known) {
  const medium = reader.one('adMediumName', known.adMedia, 'noAdMediumNamed');
  if (medium === null)
    reader.errors.push({ field: 'adMediumName', message: serverMessage('required') });
  const daypart = reader.text('daypart');
  const sizes = (reader.text('sizes') ?? '')
    .split(/[,;]/)
    .map((size) => size.trim())
    .filter(Boolean);
  const body = RowReader.given({
    mediaType: medium ? mediumOf(medium.mediaType) : 'DIGITAL',
    adMediumId: medium?.id ?? 0,
    name: reader.text('name') ?? '',
    nameEn: reader.text('nameEn'),
    nameFr: reader.text('nameFr'),
    nameIt: reader.text('nameIt'),
    code: reader.text('code'),
    selfBookable: reader.yesNo('selfBookable'),
    adType: reader.code('adType', AD_TYPES),
    placementId: reader.one('placement', known.placements),
    sizes,
    pricingModel: reader.code('pricingModel', PRICING_MODELS),
    formatName: reader.text('formatName'),
    sizeType: reader.code('sizeType', SIZE_TYPES),
    colorMode: reader.code('colorMode', COLOR_MODES),
    columns: reader.number('columns', true),
    heightMm: reader.number('heightMm', true),
    spotLengthSec: reader.number('spotLengthSec', true),
    broadcastSlotId:
      medium && daypart !== null
        ? reader.one('daypart', known.dayparts, 'nothingNamed', `${medium.id}:${daypart}`)
        : null,
    itemType: reader.text('itemType'),
  });
  const values = validated(settingsProductEndpoints.create.body, body, reader, fixedSizeErrors);
  if (!values) return undefined;
  // A product's name is unique for its ad medium, in the file too.
  const taken = `${values.adMediumId}:${key(values.name)}`;
  if (known.products.has(taken)) {
    reader.errors.push({ field: 'name', message: serverMessage('mediumProductNameTaken') });
    return undefined;
  }
  known.products.add(taken);
  return values;
}

/** A row checked: what it writes (the write body as JSON), or its errors. */
export function checkRow(kind: ImportKind, row: Row, known: Known): Checked {
  const reader = new RowReader(row, known);
  const body =
    kind === 'ACCOUNTS'
      ? accountBody(reader, known)
      : kind === 'CONTACTS'
        ? contactBody(reader, known)
        : productBody(reader, known);
  if (!body) {
    // One error per field, in the order of the form's fields.
    const fields: readonly string[] = IMPORT_FIELDS[kind];
    const seen = new Set<string>();
    const errors = reader.errors.filter((error) => {
      if (seen.has(error.field)) return false;
      seen.add(error.field);
      return true;
    });
    errors.sort((a, b) => fields.indexOf(a.field) - fields.indexOf(b.field));
    return { ok: false, errors };
  }
  return { ok: true, values: { body: JSON.stringify(body) } };
}

/** Stores a checked row as the record's form would; answers what it made ("account 12"). */
export async function insertRow(
  scope: Scope,
  trx: Transaction<Schema>,
  kind: ImportKind,
  values: Row,
): Promise<string> {
  const body = JSON.parse(values.body ?? '{}');
  if (kind === 'ACCOUNTS') {
    const account = crmAccountEndpoints.create.body.parse(body);
    const { id } = await scope
      .insert('account', accountStored(account), trx)
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceLabels(trx, 'accountLabel', id, account.labelIds);
    return `account ${id}`;
  }
  if (kind === 'CONTACTS') {
    const contact = crmContactEndpoints.create.body.parse(body);
    const { id } = await scope
      .insert('contact', contactStored(contact), trx)
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceLabels(trx, 'contactLabel', id, contact.labelIds);
    return `contact ${id}`;
  }
  const product = settingsProductEndpoints.create.body.parse(body);
  // The ad medium is the company's still (the scope's row), else the row fails.
  await scope.byId('adMedium', product.adMediumId, trx).select('id').executeTakeFirstOrThrow();
  const { id } = await scope
    .insert('product', productStored(product) as never, trx)
    .returning('id')
    .executeTakeFirstOrThrow();
  return `product ${id}`;
}
