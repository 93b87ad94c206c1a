import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './schema.ts';
import type { DateColumn } from './schema-catalogue.ts';

type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
type Versioned = { version: Generated<number>; createdAt: CreatedAt; updatedAt: UpdatedAt };
type Bytes = Uint8Array;

/** What the print desk adds to a print position (migration 0017). */
export interface PrintPositionOpsTable extends Versioned {
  positionId: number;
  companyId: number;
  externalReference: string | null;
  pushedAt: Date | null;
  creativesRequestedAt: Date | null;
  creativeFileName: string | null;
  creativeContentType: string | null;
  creativeContent: Bytes | null;
  creativeReceivedAt: Date | null;
  /** The preflight of its print creative (migration 0034): an ERROR creative gets no proof. */
  creativePreflight: ColumnType<'ERROR' | 'READY' | null, 'ERROR' | 'READY' | null | undefined>;
  proofPdf: Bytes | null;
  proofLanguage: string | null;
  proofGeneratedAt: Date | null;
  proofSentAt: Date | null;
  proofSentTo: string | null;
  physicalProof: Generated<boolean>;
  physicalProofExtractedAt: Date | null;
}

/** A run of "send all proofs in a language". */
export interface PrintProofRunTable {
  id: Generated<number>;
  companyId: number;
  language: string;
  state: 'PROCESSING' | 'FINISHED';
  jobRunId: number | null;
  positions: Generated<number>;
  startedByUserId: number | null;
  createdAt: CreatedAt;
  finishedAt: Date | null;
}

/** The printed issue of a publication as a PDF. */
export interface PublicationFileTable {
  id: Generated<number>;
  companyId: number;
  adMediumId: number;
  publicationDate: DateColumn;
  storedFileId: string;
  uploadedByUserId: number | null;
  createdAt: CreatedAt;
}

/** Labels made for a set of print positions, fetched by reference. */
export interface PrintLabelBatchTable {
  reference: string;
  companyId: number;
  positionIds: number[];
  labelText: string;
  docx: Bytes | null;
  createdByUserId: number | null;
  createdAt: CreatedAt;
}

export interface WarehouseTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  name: string;
  postalCode: string;
  town: string;
  active: Generated<boolean>;
}

export interface AnalogItemTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  sku: string;
  name: string;
  itemType: string;
  letterFormat: string;
  weightGrams: number;
  active: Generated<boolean>;
}

export interface StockLevelTable {
  itemId: number;
  warehouseId: number;
  companyId: number;
  quantity: number;
  updatedAt: UpdatedAt;
}

export interface PostalCampaignTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  name: string;
  customerName: string;
  channel: string;
  itemId: number;
  postalCodes: Generated<string[]>;
  recipients: number;
  firstDispatchDate: DateColumn;
  status: string;
}

export interface DispatchTable extends Versioned {
  id: Generated<number>;
  companyId: number;
  postalCampaignId: number;
  itemId: number;
  warehouseId: number;
  quantity: number;
  dispatchDate: DateColumn;
  postalCodes: Generated<string[]>;
  state: string;
  deliveryNoteNumber: string | null;
  deliveryNotePdf: Bytes | null;
  sentAt: Date | null;
  sentByUserId: number | null;
}

export interface StockMovementTable {
  id: Generated<number>;
  companyId: number;
  itemId: number;
  warehouseId: number;
  kind: 'RECEIPT' | 'DISPATCH' | 'CORRECTION';
  quantity: number;
  dispatchId: number | null;
  note: string | null;
  createdByUserId: number | null;
  createdAt: CreatedAt;
}

/** Print and analog operations (migration 0017). */
export interface PrintOperationsTables {
  printPositionOps: PrintPositionOpsTable;
  printProofRun: PrintProofRunTable;
  publicationFile: PublicationFileTable;
  printLabelBatch: PrintLabelBatchTable;
  warehouse: WarehouseTable;
  analogItem: AnalogItemTable;
  stockLevel: StockLevelTable;
  postalCampaign: PostalCampaignTable;
  dispatch: DispatchTable;
  stockMovement: StockMovementTable;
}
