import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './schema.ts';
import type { DateColumn } from './schema-catalogue.ts';

/** Written on insert (or defaulted), read and changed later. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/**
 * A digital creative of a position, or a draft of one (migrations 0001, 0016): a file or a
 * third-party tag, its size and format, its click URL, its creative status (spec 3 §3) and
 * its approval (PENDING_APPROVAL, APPROVED, REJECTED with a reason).
 */
export interface CreativeTable {
  id: Generated<number>;
  companyId: number;
  name: string;
  status: string;
  createdAt: CreatedAt;
  campaignPositionId: Defaulted<number | null>;
  kind: Defaulted<'CREATIVE' | 'DRAFT'>;
  format: Defaulted<string>;
  width: Defaulted<number | null>;
  height: Defaulted<number | null>;
  fileName: Defaulted<string | null>;
  tag: Defaulted<string | null>;
  clickUrl: Defaulted<string | null>;
  approvalState: Defaulted<string | null>;
  rejectionReason: Defaulted<string | null>;
  reviewedByUserId: Defaulted<number | null>;
  reviewedAt: Defaulted<Date | null>;
  version: Defaulted<number>;
  updatedAt: Defaulted<Date>;
  /** Migration 0034 (issue 40): the advertiser, the stored file and what its checks found. */
  accountId: Defaulted<number | null>;
  storedFileId: Defaulted<string | null>;
  fileVersion: Defaulted<number>;
  weightBytes: Defaulted<number | null>;
  landingDomain: Defaulted<string | null>;
  warnings: Defaulted<string[]>;
  details: ColumnType<unknown, string | undefined, string>;
}

/** What operations note about a digital position beside its status. */
export interface DigitalPositionStateTable {
  campaignPositionId: number;
  companyId: number;
  creativesUploaded: Defaulted<boolean>;
  /** The status a hidden position returns to when it is unhidden. */
  statusBeforeHidden: Defaulted<string | null>;
  updatedAt: Defaulted<Date>;
}

/** A line item of the built-in ad server: what was pushed for a position. */
export interface AdServerLineItemTable {
  campaignPositionId: number;
  companyId: number;
  adServer: Defaulted<string>;
  externalId: string;
  /** Spec 3 §3's state enum without NONE (a position without a line item); migration 0026. */
  state: 'ACTIVE' | 'INACTIVE';
  goalImpressions: ColumnType<string, number | string, number | string>;
  startDate: DateColumn;
  endDate: DateColumn;
  pushCount: Defaulted<number>;
  pushedAt: Defaulted<Date>;
  pushedByUserId: Defaulted<number | null>;
  updatedAt: Defaulted<Date>;
  /** The key-values it targets, as pushed (migration 0065). */
  keyValues: ColumnType<{ key: string; values: string[] }[], string | undefined, string>;
}

export interface AdServerCreativeTable {
  creativeId: number;
  campaignPositionId: number;
  externalId: string;
  pushedAt: Defaulted<Date>;
}

/** The daily delivery the ad server reports for a line item. */
export interface AdServerDeliveryTable {
  campaignPositionId: number;
  day: DateColumn;
  impressions: number;
  clicks: number;
  viewableImpressions: number;
}

export interface PositionCheckTable {
  campaignPositionId: number;
  companyId: number;
  checkType: string;
  result: 'OK' | 'ERROR';
  value: ColumnType<string | null, number | null | undefined, number | null>;
  threshold: ColumnType<string | null, number | null | undefined, number | null>;
  computedAt: Defaulted<Date>;
  checkedAt: Defaulted<Date | null>;
  checkedByUserId: Defaulted<number | null>;
}

export interface OptimizationEventTable {
  id: Generated<number>;
  campaignPositionId: number;
  companyId: number;
  event: string;
  note: string | null;
  createdByUserId: number;
  createdAt: CreatedAt;
}

export interface PositionScreenshotTable {
  id: Generated<number>;
  companyId: number;
  campaignPositionId: number;
  status: Defaulted<string>;
  pageUrl: string;
  image: Uint8Array;
  width: number;
  height: number;
  takenAt: Defaulted<Date>;
  version: Defaulted<number>;
  updatedAt: Defaulted<Date>;
}

export interface StageCommentTable {
  id: Generated<number>;
  companyId: number;
  campaignPositionId: number;
  stage: 'CREATIVES' | 'RUNNING';
  message: string;
  authorUserId: number;
  createdAt: CreatedAt;
}

/** A bulk action's result for one position, kept with its job run. */
export interface DigitalBulkResultTable {
  jobRunId: number;
  campaignPositionId: number;
  name: string;
  outcome: 'DONE' | 'REFUSED';
  reason: string | null;
  translationKey: string | null;
}

/** Digital operations (migration 0016). */
export interface DigitalOperationsTables {
  creative: CreativeTable;
  digitalPositionState: DigitalPositionStateTable;
  adServerLineItem: AdServerLineItemTable;
  adServerCreative: AdServerCreativeTable;
  adServerDelivery: AdServerDeliveryTable;
  positionCheck: PositionCheckTable;
  optimizationEvent: OptimizationEventTable;
  positionScreenshot: PositionScreenshotTable;
  stageComment: StageCommentTable;
  digitalBulkResult: DigitalBulkResultTable;
}
