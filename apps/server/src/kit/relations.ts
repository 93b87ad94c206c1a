import { type RawBuilder, sql } from 'kysely';
import type { CompanyTable } from './scope.ts';

// Rows another company reaches through a relation (issue 39). A scope holds a table to the rows
// of one company by their own `company_id`; some rows are another company's business too: a
// payout belongs to the publisher that is paid and is read by the house that pays it, a campaign
// belongs to the sales house that sold it and is read (never written) by the publishers whose
// websites it runs on. Each such reach is declared here once, by name, as a term on the row
// (`alias`) and the reaching company; an endpoint reads through it with
// `scope.related('payoutPaidBy', 'payout as p')` and never writes its own company filter. Writes
// stay on the row's own company (`scope.update`, `scope.lockedRow`): a relation only reads.
// `test/relations.test.ts` walks every declaration (an unrelated company reaches no row).

/** A relation's term: true where `companyId` reaches the row under `alias`. */
export type RelationTerm = (alias: string, companyId: number) => RawBuilder<boolean>;

export interface Relation {
  /** The table whose rows are reached. */
  readonly table: CompanyTable;
  /** Whether the company's own rows (its `company_id`) are reached as well. */
  readonly own: boolean;
  readonly term: RelationTerm;
}

const column = (alias: string, name: string) => sql.ref(`${alias}.${name}`);

/** A payout config's payer: the house that pays the publisher (migration 0047). */
const paidBy = (config: RawBuilder<unknown>, companyId: number) =>
  sql<boolean>`exists (select 1 from payout_config pc
    where pc.id = ${config} and pc.payer_company_id = ${companyId})`;

/** A website the company publishes (`website.publisher_company_id`). */
const onPublishedSite = (medium: RawBuilder<unknown>, companyId: number) =>
  sql<boolean>`exists (select 1 from ad_medium pm join website pw on pw.id = pm.website_id
    where pm.id = ${medium} and pw.publisher_company_id = ${companyId})`;

export const relations = {
  /** A publisher's payout config, read by the house that pays it (its payer). */
  payoutConfigPaidBy: {
    table: 'payoutConfig',
    own: true,
    term: (alias, companyId) => sql<boolean>`${column(alias, 'payerCompanyId')} = ${companyId}`,
  },
  /** A website a publisher's payout config pays, read by the config's payer. */
  payoutWebsitePaidBy: {
    table: 'payoutWebsite',
    own: true,
    term: (alias, companyId) => paidBy(column(alias, 'configId'), companyId),
  },
  /** A publisher's payout, read by the payer of its config. */
  payoutPaidBy: {
    table: 'payout',
    own: true,
    term: (alias, companyId) => paidBy(column(alias, 'configId'), companyId),
  },
  /** A payout's line, read by the payer of its payout's config. */
  payoutLinePaidBy: {
    table: 'payoutLine',
    own: true,
    term: (alias, companyId) =>
      sql<boolean>`exists (select 1 from payout pp where pp.id = ${column(alias, 'payoutId')}
        and ${paidBy(sql.ref('pp.config_id'), companyId)})`,
  },
  /** A day of a website's revenue, read by the payer of the payout config that pays the site. */
  revenueDayPaidBy: {
    table: 'publisherRevenueDay',
    own: true,
    term: (alias, companyId) =>
      sql<boolean>`exists (select 1 from payout_website rw
        where rw.company_id = ${column(alias, 'companyId')} and rw.website_id = ${column(alias, 'websiteId')}
          and rw.active and ${paidBy(sql.ref('rw.config_id'), companyId)})`,
  },
  /**
   * A campaign with a position (not deleted) on a website the company publishes: the publisher's
   * portal reads it (its own campaigns, as a house's, are not the portal's).
   */
  campaignOnPublishedSite: {
    table: 'campaign',
    own: false,
    term: (alias, companyId) =>
      sql<boolean>`exists (select 1 from campaign_position rp
        where rp.company_id = ${column(alias, 'companyId')} and rp.campaign_id = ${column(alias, 'id')}
          and rp.status <> 'DELETED' and ${onPublishedSite(sql.ref('rp.ad_medium_id'), companyId)})`,
  },
  /** A position (not deleted) booked on a website the company publishes. */
  positionOnPublishedSite: {
    table: 'campaignPosition',
    own: false,
    term: (alias, companyId) =>
      sql<boolean>`${column(alias, 'status')} <> 'DELETED' and ${onPublishedSite(column(alias, 'adMediumId'), companyId)}`,
  },
  /**
   * An account of a house that sells a website the company publishes: the customers a publisher
   * may exclude from its sites (issue 39), before any of them books.
   */
  accountOfSellingHouse: {
    table: 'account',
    own: false,
    term: (alias, companyId) =>
      sql<boolean>`exists (select 1 from website sw
        where sw.company_id = ${column(alias, 'companyId')} and sw.publisher_company_id = ${companyId})`,
  },
  /**
   * A publisher's exclusion, read by a house that sells one of its websites: the booking that
   * the exclusion refuses is the house's (services/publishers/exclusions.ts).
   */
  exclusionOfSoldSite: {
    table: 'publisherExclusion',
    own: true,
    term: (alias, companyId) =>
      sql<boolean>`exists (select 1 from website xw
        where xw.publisher_company_id = ${column(alias, 'companyId')} and xw.company_id = ${companyId})`,
  },
  /**
   * A day of a publisher's revenue facts on a website the company sells (a website of its own
   * with the same domain and publisher): the delivery of the house's programmatic deals on the
   * site's placements (services/header-tag/deal-delivery.ts).
   */
  revenueFactOfSoldSite: {
    table: 'publisherRevenueFact',
    own: true,
    term: (alias, companyId) =>
      sql<boolean>`exists (select 1 from website fw join website sw on sw.domain = fw.domain
        where fw.id = ${column(alias, 'websiteId')} and sw.company_id = ${companyId}
          and sw.publisher_company_id = ${column(alias, 'companyId')})`,
  },
} as const satisfies Record<string, Relation>;

export type RelationName = keyof typeof relations;
/** The table a relation reaches. */
export type RelationTable<Name extends RelationName> = (typeof relations)[Name]['table'];

/** The term of a relation on `alias` for `companyId`, with the company's own rows if it says so. */
export function relationTerm(name: RelationName, alias: string, companyId: number) {
  const relation: Relation = relations[name];
  const reached = relation.term(alias, companyId);
  return relation.own
    ? sql<boolean>`(${column(alias, 'companyId')} = ${companyId} or ${reached})`
    : reached;
}
