import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './schema.ts';

/** Written on insert (or defaulted), read and changed later. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Versioned = {
  version: Defaulted<number>;
  createdAt: CreatedAt;
  updatedAt: Defaulted<Date>;
};

/** A bulk upload of digital creatives on a campaign (migration 0034). */
export interface CreativeBulkUploadTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  campaignId: number;
  state: Defaulted<'ANALYSED' | 'CONFIRMED' | 'DONE'>;
  jobRunId: Defaulted<number | null>;
  createdByUserId: number;
}

/** One file of a bulk upload: what was found, the proposed positions, what became of it. */
export interface CreativeBulkFileTable {
  id: Generated<number>;
  bulkUploadId: number;
  companyId: number;
  fileName: string;
  content: Uint8Array | null;
  contentType: string | null;
  weightBytes: number;
  format: 'IMAGE' | 'HTML5_ZIP' | 'VAST' | null;
  width: number | null;
  height: number | null;
  sizeSource: 'PIXELS' | 'RETINA' | 'META' | 'NAME' | null;
  match: 'ASSIGNED' | 'CHOOSE' | 'UNMATCHED' | 'REFUSED';
  candidatePositionIds: Defaulted<number[]>;
  positionId: Defaulted<number | null>;
  reason: Defaulted<string | null>;
  translationKey: Defaulted<string | null>;
  warnings: Defaulted<string[]>;
  outcome: Defaulted<'CREATED' | 'REFUSED' | null>;
  creativeId: Defaulted<number | null>;
}

/** A print creative: one PDF for a print position, with its preflight (migration 0034). */
export interface PrintCreativeTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  campaignPositionId: number;
  name: string;
  fileName: string;
  content: Uint8Array;
  weightBytes: number;
  thumbnail: Defaulted<Uint8Array | null>;
  status: 'ERROR' | 'READY';
  preflight: ColumnType<unknown, string, string>;
  createdByUserId: Defaulted<number | null>;
}

/** A third-party ad tag, its code exactly as entered (migration 0034). */
export interface ThirdPartyTagTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  advertiserAccountId: number;
  name: string;
  format: string;
  width: number;
  height: number;
  code: string;
  vendorDetected: string;
  clickMacroPresent: boolean;
  cachebusterPresent: boolean;
  status: string;
  findings: Defaulted<string[]>;
}

/** Creatives and ad tags (migration 0034). */
export interface CreativeTables {
  creativeBulkUpload: CreativeBulkUploadTable;
  creativeBulkFile: CreativeBulkFileTable;
  printCreative: PrintCreativeTable;
  thirdPartyTag: ThirdPartyTagTable;
}
