import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './schema.ts';

/** Written on insert (or defaulted), read and changed later. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** numeric: read as text (exact), written as a number or text. */
type Numeric = ColumnType<string, number | string, number | string>;
/** A day (date): read as a Date (pg: local midnight, PGlite: UTC) or text, written as YYYY-MM-DD. */
type Day = ColumnType<Date | string, string, string>;
type Versioned = {
  version: Defaulted<number>;
  createdAt: CreatedAt;
  updatedAt: Defaulted<Date>;
};

/** A programmatic deal on placements of one header tag (migration 0049). */
export interface ProgrammaticDealTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  dealId: string;
  name: string;
  type: string;
  headerTagId: number;
  seats: Defaulted<string[]>;
  floor: Numeric;
  priority: number;
  startDate: Day;
  endDate: ColumnType<Date | string | null, string | null, string | null>;
  status: string;
}

export interface ProgrammaticDealPlacementTable {
  companyId: number;
  dealId: number;
  placementId: number;
}

/** A company's Xandr API credential per environment; the secret only encrypted. */
export interface XandrCredentialTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  environment: string;
  memberId: number;
  username: string;
  secretEncrypted: string;
  lastAuthAt: Defaulted<Date | null>;
  lastError: Defaulted<string | null>;
  active: Defaulted<boolean>;
}

/** Programmatic deals and Xandr credentials (migration 0049). */
export interface ProgrammaticTables {
  programmaticDeal: ProgrammaticDealTable;
  programmaticDealPlacement: ProgrammaticDealPlacementTable;
  xandrCredential: XandrCredentialTable;
}
