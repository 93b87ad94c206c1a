import type { UserLanguage } from '@adconsole/api/contracts';
import {
  type DeleteQueryBuilder,
  type DeleteResult,
  type Insertable,
  type InsertQueryBuilder,
  type InsertResult,
  type Kysely,
  type QueryResult,
  type RawBuilder,
  type Selectable,
  type SelectQueryBuilder,
  sql,
  type UpdateQueryBuilder,
  type UpdateResult,
} from 'kysely';
import type { Db, Schema } from '../db/database.ts';
import {
  type AccessRule,
  type Actor,
  actsForEveryCompany,
  forbidden,
  mayActFor,
} from '../http/access.ts';
import { notFound, staleRecord } from '../http/errors.ts';
import { type RelationName, type RelationTable, relationTerm } from './relations.ts';

// Company scoping by construction. Every endpoint declares at its access rule which companies'
// rows it touches (`company`: 'actable', 'all' or 'none'), and its handler gets the `scope` of
// that rule: the one entry to the company-owned tables. `scope.rows(table)` is the table held to
// the rows of one company (the acting one, or one the caller may act for), `scope.insert` fills
// the company in, `scope.term` puts the company term into raw SQL, `scope.lockedRow` finds,
// locks and checks the version of a record. The kit's resources start every query here too.

/** The tables whose rows belong to one company (they have a `companyId` column). */
export type CompanyTable = {
  [Table in keyof Schema]: Schema[Table] extends { companyId: unknown } ? Table : never;
}[keyof Schema];

/** The tables that belong to no company (users' sessions, companies, jobs, translations…). */
export type OpenTable = Exclude<keyof Schema, CompanyTable>;

/**
 * A database handle that names only the tables that belong to no company: what a handler may
 * query besides its scope (the type refuses `selectFrom('account')`).
 */
export type OpenDb = Kysely<Pick<Schema, OpenTable>>;

/**
 * Every company-owned table, by name: the type makes the list whole (a table with a company
 * column that is missing here, or a name here without one, does not compile), and the scope test
 * checks it against the database's tables with a company_id column.
 */
export const companyTables: Readonly<Record<CompanyTable, true>> = {
  account: true,
  accountFinancials: true,
  // issue 46: merges of duplicate accounts
  accountMerge: true,
  activity: true,
  adMedium: true,
  adMediumCapacity: true,
  adMediumDayLoad: true,
  adMediumWeekLoad: true,
  adServerLineItem: true,
  adsTxt: true,
  adminAudit: true,
  analogItem: true,
  appUser: true,
  archivedDocument: true,
  brand: true,
  broadcastSlot: true,
  broadcastStation: true,
  campaign: true,
  campaignPaymentEvent: true,
  campaignPosition: true,
  campaignPositionHistory: true,
  campaignType: true,
  cardPayment: true,
  cardPayout: true,
  cardPayoutImport: true,
  comment: true,
  companyPermission: true,
  companySettings: true,
  contact: true,
  creditNote: true,
  conversionTracker: true,
  coopWeek: true,
  creative: true,
  creativeBulkFile: true,
  creativeBulkUpload: true,
  dataImport: true,
  digitalPositionState: true,
  discount: true,
  dispatch: true,
  dunningReminder: true,
  emailSyncChannel: true,
  financeCompanyConfig: true,
  financeNumberRange: true,
  industry: true,
  invoice: true,
  invoiceEvent: true,
  invoiceLine: true,
  invoiceStateTally: true,
  jobRun: true,
  label: true,
  leadSource: true,
  listPriceChange: true,
  optimizationEvent: true,
  orderComment: true,
  feedback: true,
  chatEntry: true,
  permalead: true,
  permaleadSettings: true,
  orderPositionCount: true,
  pageImpressionFact: true,
  partnerFilial: true,
  payment: true,
  payout: true,
  payoutConfig: true,
  payoutLine: true,
  payoutWebsite: true,
  placementGroup: true,
  paymentImport: true,
  posNetwork: true,
  positionCheck: true,
  positionFinancials: true,
  positionGroup: true,
  positionScreenshot: true,
  postCampaign: true,
  postCampaignPosition: true,
  postFeatureToggle: true,
  postalArea: true,
  postalCampaign: true,
  priceList: true,
  priceListItem: true,
  printCreative: true,
  printLabelBatch: true,
  printPositionOps: true,
  printProofRun: true,
  product: true,
  programmaticDeal: true,
  programmaticDealPlacement: true,
  programmaticMapping: true,
  programmaticSeat: true,
  publication: true,
  publicationFile: true,
  publicationIssue: true,
  publisherExclusion: true,
  publisherRevenueDay: true,
  publisherRevenueFact: true,
  salesPromotion: true,
  salesPromotionMailing: true,
  salesPromotionType: true,
  salesTask: true,
  salesTaskTally: true,
  salesUnit: true,
  savedView: true,
  settingsAudit: true,
  stageComment: true,
  stockLevel: true,
  stockMovement: true,
  storedFile: true,
  taskTopic: true,
  thirdPartyTag: true,
  // header tag (issue 41)
  headerTag: true,
  headerTagBid: true,
  headerTagBidder: true,
  headerTagEvent: true,
  headerTagFloorRule: true,
  headerTagPlacement: true,
  headerTagVersion: true,
  // business intelligence (issue 43)
  reportPositionMonth: true,
  reportRun: true,
  reportTemplate: true,
  targetingKey: true,
  keywordConfig: true,
  semantiqDomain: true,
  crawlRun: true,
  crawlPage: true,
  crawledArticle: true,
  customAudience: true,
  // issue 42: segments, visitor segments, Semantiq configurations, IAB audiences
  audienceSegment: true,
  visitorSegment: true,
  semantiqConfig: true,
  iabAudienceChoice: true,
  warehouse: true,
  website: true,
  websitePlacement: true,
  xandrCredential: true,
  // Yaleo (issue 42)
  yaleoAlgorithm: true,
  yaleoEvent: true,
  yaleoFeed: true,
  yaleoPlacement: true,
  yaleoPlacementV2: true,
  yaleoSettings: true,
};

/** The company a query acts for: the caller's acting company, or one they may act for. */
export function actingCompany(actor: Actor, requested?: number | null): number {
  if (requested === undefined || requested === null || requested === actor.actingCompanyId) {
    return actor.actingCompanyId;
  }
  if (!mayActFor(actor, requested)) throw forbidden('You may not act for this company');
  return requested;
}

/**
 * The companies an 'actable' scope reaches for the actor (`for`, `actingCompany`): their own, or
 * every one with SWITCH_COMPANY_VIEW. What a company filter offers (issue 37: the digital
 * operations' filter), from the same rule as the scope and never from a filter of its own.
 */
export function actableCompanies(
  db: Db,
  actor: Actor,
): SelectQueryBuilder<Schema, 'company', object> {
  const companies = db.selectFrom('company');
  return actsForEveryCompany(actor) ? companies : companies.where('id', '=', actor.user.companyId);
}

/** The company term of a table's rows (`"table"."company_id" = 7`), for kysely's `where`. */
const companyTerm = (table: string, companyId: number) =>
  sql<boolean>`${sql.ref(`${table}.companyId`)} = ${companyId}`;

/** The rows of `table` that belong to `companyId`: where every scoped query starts. */
export function scopedRows<Table extends CompanyTable>(
  db: Db,
  table: Table,
  companyId: number,
): SelectQueryBuilder<Schema, Table, object> {
  const rows = db.selectFrom(table) as unknown as SelectQueryBuilder<Schema, Table, object>;
  return rows.where(companyTerm(table, companyId));
}

/** A company-owned table, or one under an alias (`'creative as k'`), as `selectFrom` takes it. */
export type CompanyFrom = CompanyTable | `${CompanyTable} as ${string}`;
type TableOf<From> = From extends `${infer Table} as ${string}` ? Table : From;
type AliasOf<From> = From extends `${string} as ${infer Alias}` ? Alias : From;
/** The schema a scoped select sees: the tables, and the scoped one under its alias. */
export type ScopedSchema<From extends CompanyFrom> = Schema &
  Record<AliasOf<From>, Schema[TableOf<From> & CompanyTable]>;
/** The company's rows of a table (under its alias), to select from and join onto. */
export type ScopedRows<From extends CompanyFrom> = SelectQueryBuilder<
  ScopedSchema<From>,
  AliasOf<From> & keyof ScopedSchema<From>,
  object
>;

/** The `from` of a relation's table (`'payout'`, or `'payout as p'`). */
export type RelationFrom<Name extends RelationName> =
  | RelationTable<Name>
  | `${RelationTable<Name>} as ${string}`;

/** A row of a company-owned table that carries a version (the records staff edit). */
type VersionedTable = {
  [Table in CompanyTable]: Schema[Table] extends { version: unknown } ? Table : never;
}[CompanyTable];

/** What a company-owned row is written with: its company comes from the scope. */
export type ScopedInsert<Table extends CompanyTable> = Omit<Insertable<Schema[Table]>, 'companyId'>;

/**
 * The entry to the company-owned tables of one endpoint call. Every method takes the database
 * or the transaction to run on (by default the server's database).
 */
export interface Scope {
  /** The company the rows belong to; undefined for a scope of every company ('all'). */
  readonly companyId: number | undefined;
  /** The caller's language: what names with a column per language are read in (kit/references.ts). */
  readonly language: UserLanguage;
  /** The same entry for another company the caller may act for (403 otherwise). */
  for(companyId: number | null | undefined): Scope;
  /** The company's rows of a table (`'creative'`, or `'creative as k'`), to select from. */
  rows<From extends CompanyFrom>(from: From, db?: Db): ScopedRows<From>;
  /**
   * The rows the company reaches through a declared relation (`kit/relations.ts`): a payout its
   * house pays, a campaign running on its websites; to read only (writes stay on `rows`' own
   * company). A scope of every company reaches every row.
   */
  related<Name extends RelationName, From extends RelationFrom<Name>>(
    relation: Name,
    from: From,
    db?: Db,
  ): ScopedRows<From>;
  /** The company's row of a table by its id (`'creative'`, or `'creative as k'`), to select from. */
  byId<From extends CompanyFrom>(from: From, id: number | string, db?: Db): ScopedRows<From>;
  /** An update of the company's rows of a table. */
  update<Table extends CompanyTable>(
    table: Table,
    db?: Db,
  ): UpdateQueryBuilder<Schema, Table, Table, UpdateResult>;
  /** A delete of the company's rows of a table. */
  delete<Table extends CompanyTable>(
    table: Table,
    db?: Db,
  ): DeleteQueryBuilder<Schema, Table, DeleteResult>;
  /** An insert of rows of the company (the company column is filled in). */
  insert<Table extends CompanyTable>(
    table: Table,
    values: ScopedInsert<Table> | readonly ScopedInsert<Table>[],
    db?: Db,
  ): InsertQueryBuilder<Schema, Table, InsertResult>;
  /**
   * The company term for raw SQL: `scope.term('a')` is `a.company_id = <company>` (true for a
   * scope of every company), so a raw query names its company through the scope too.
   */
  term(alias: string): RawBuilder<boolean>;
  /** Runs a raw query that names its company through `term` (on the scope's database). */
  raw<Row>(query: RawBuilder<Row>, db?: Db): Promise<QueryResult<Row>>;
  /**
   * The company's record of a versioned table, locked FOR UPDATE in the transaction: 404 when the
   * company has no such record, 412 when `version` is given and is not the stored one.
   */
  lockedRow<Table extends VersionedTable>(
    trx: Db,
    table: Table,
    id: number,
    version: number | undefined,
    what?: string,
  ): Promise<Selectable<Schema[Table]>>;
  /**
   * The company's rows of a table locked FOR UPDATE in the transaction, to select from: for the
   * rows `lockedRow` does not find by id and version (the company's one settings row, a batch of
   * due rows), whose caller then checks what it needs. `of`: the aliases of the rows to lock
   * when they are not the scoped table's but rows joined to it by its keys (a promotion's
   * contacts); by default the scoped table's.
   */
  lockedRows<From extends CompanyFrom>(
    from: From,
    trx: Db,
    of?: readonly string[],
  ): ScopedRows<From>;
  /**
   * The scope's company itself: its row of the company table (which belongs to no company), to
   * select from or lock: the sender of an offer, the seller's country, the company an
   * administrator changes. A scope of every company has no one company (an error).
   */
  ownCompany(db?: Db): SelectQueryBuilder<Schema, 'company', object>;
  /**
   * The same entry held to one company's rows, for a scope of every company ('all': platform
   * staff administering one company named in the path). From a scope of one company only that
   * company is reachable (403 otherwise); unlike `for`, it asks for no SWITCH_COMPANY_VIEW, as
   * the 'all' scope may read every company's rows already.
   */
  of(companyId: number): Scope;
}

/** `salesTask` → `sales task`: the record's name in a 404. */
const nounOf = (table: string) => table.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);

/** The alias of a table in a `from` (`'creative as k'` → `k`), or the table's name. */
const aliasOf = (from: string) => from.split(' as ').at(-1) ?? from;
/** A scope's rows as a query of no particular table: for the entries that add to them by name. */
const loose = (rows: unknown) =>
  rows as SelectQueryBuilder<Record<string, Record<string, unknown>>, string, object>;

/** A scope of one company (`companyId`), or of every company (undefined), on `db`. */
export function scopeOf(db: Db, companyId: number | undefined, actor?: Actor): Scope {
  const on = (given: Db | undefined) => given ?? db;
  const held = <Q extends { where(term: RawBuilder<boolean>): Q }>(query: Q, table: string) =>
    companyId === undefined ? query : query.where(companyTerm(table, companyId));
  const scope: Scope = {
    companyId,
    language: actor?.language ?? 'de',
    for(requested) {
      if (!actor) throw forbidden('You may not act for this company');
      return scopeOf(db, actingCompany(actor, requested), actor);
    },
    rows(from, given) {
      const rows = (on(given) as Kysely<Record<string, Record<string, unknown>>>).selectFrom(
        from,
      ) as unknown as ScopedRows<typeof from>;
      return held(rows, aliasOf(from));
    },
    related(relation, from, given) {
      const rows = (on(given) as Kysely<Record<string, Record<string, unknown>>>).selectFrom(
        from,
      ) as unknown as ScopedRows<typeof from>;
      return companyId === undefined
        ? rows
        : rows.where(relationTerm(relation, aliasOf(from), companyId));
    },
    byId(from, id, given) {
      const rows = loose(scope.rows(from, given)).where(`${aliasOf(from)}.id`, '=', id);
      return rows as unknown as ScopedRows<typeof from>;
    },
    update(table, given) {
      const update = on(given).updateTable(table) as unknown as UpdateQueryBuilder<
        Schema,
        typeof table,
        typeof table,
        UpdateResult
      >;
      return held(update, table);
    },
    delete(table, given) {
      const remove = on(given).deleteFrom(table) as unknown as DeleteQueryBuilder<
        Schema,
        typeof table,
        DeleteResult
      >;
      return held(remove, table);
    },
    insert(table, values, given) {
      if (companyId === undefined) {
        throw new Error(`An insert into ${table} needs the scope of one company`);
      }
      const rows = (Array.isArray(values) ? values : [values]).map((row) => ({
        ...row,
        companyId,
      }));
      const name: string = table;
      return (on(given) as Kysely<Record<string, Record<string, unknown>>>)
        .insertInto(name)
        .values(rows) as unknown as InsertQueryBuilder<Schema, typeof table, InsertResult>;
    },
    term(alias) {
      return companyId === undefined
        ? sql<boolean>`true`
        : sql<boolean>`${sql.ref(`${alias}.company_id`)} = ${companyId}`;
    },
    raw(query, given) {
      return query.execute(on(given));
    },
    async lockedRow(trx, table, id, version, what) {
      const name: string = table;
      let query = (trx as Kysely<Record<string, Record<string, unknown>>>)
        .selectFrom(name)
        .selectAll()
        .where('id', '=', id);
      if (companyId !== undefined) query = query.where(companyTerm(table, companyId));
      const row = (await query.forUpdate().executeTakeFirst()) as
        | (Record<string, unknown> & { version: number })
        | undefined;
      if (!row) throw notFound(what ?? nounOf(table));
      if (version !== undefined && row.version !== version) throw staleRecord(what);
      return row as Selectable<Schema[typeof table]>;
    },
    ownCompany(given) {
      if (companyId === undefined)
        throw new Error('The company row needs the scope of one company');
      return on(given).selectFrom('company').where('company.id', '=', companyId);
    },
    lockedRows(from, trx, of) {
      // FOR UPDATE OF the scoped table only (or `of`): its joins stay unlocked (a left join must).
      const rows = loose(scope.rows(from, trx)).forUpdate(of ? [...of] : aliasOf(from));
      return rows as unknown as ScopedRows<typeof from>;
    },
    of(requested) {
      if (companyId !== undefined && requested !== companyId) {
        throw forbidden('You may not act for this company');
      }
      return scopeOf(db, requested, actor);
    },
  };
  return scope;
}

/**
 * The scope of a 'none' endpoint: it touches no company-owned table, so every entry refuses; it
 * keeps the caller's language for what it names (IAB categories, issue 42), German without one.
 */
function closedScope(url: string, language: UserLanguage = 'de'): Scope {
  const refuse = (): never => {
    throw new Error(`${url} declares company 'none' but reads a company-owned table`);
  };
  return {
    companyId: undefined,
    language,
    for: refuse,
    rows: refuse,
    related: refuse,
    byId: refuse,
    update: refuse,
    delete: refuse,
    insert: refuse,
    term: refuse,
    raw: refuse,
    lockedRow: refuse,
    lockedRows: refuse,
    ownCompany: refuse,
    of: refuse,
  };
}

/**
 * The scope a call of an endpoint gets from its access rule: 'actable' the acting company's rows
 * (and, through `for`, another company the caller may act for), 'all' every company's rows (the
 * rule's roles restrict it to platform staff), 'none' no company-owned table.
 */
export function scopeOfCall(db: Db, access: AccessRule, actor: Actor | null, url: string): Scope {
  if (access.company === 'none' || !actor) return closedScope(url, actor?.language);
  if (access.company === 'all') return scopeOf(db, undefined, actor);
  return scopeOf(db, actor.actingCompanyId, actor);
}

/**
 * The one company of a scope, for what is keyed by a company outside the company-owned tables
 * (a PDF's branding, a company's settings row): a scope of every company ('all') has none.
 */
export function companyOf(scope: Scope): number {
  if (scope.companyId === undefined) throw new Error('This needs the scope of one company');
  return scope.companyId;
}

/**
 * The scope of the actor's acting company, for code the kit calls with the actor alone (a
 * resource's `check`, `afterWrite` and `onChange` hooks): the same scope an 'actable' endpoint's
 * handler gets, on the hook's transaction.
 */
export function actorScope(db: Db, actor: Actor): Scope {
  return scopeOf(db, actor.actingCompanyId, actor);
}

/**
 * The scope of the caller's own company, whatever company they act for: for the calls about the
 * caller themself (their user row, its audit), which are theirs in any company they act for.
 */
export function ownScope(db: Db, actor: Actor): Scope {
  return scopeOf(db, actor.user.companyId, actor);
}
