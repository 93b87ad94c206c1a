import type { Transaction } from 'kysely';
import type { Db, Schema } from '../db/database.ts';

/**
 * An ad server, as the digital operations see one (apps/server/README.md, "Digital
 * operations"). Pushing a position creates or updates its line item and its creatives there;
 * pausing stops its delivery; the ad server reports the daily delivery of each line item.
 * Batches throughout: a bulk push hands over many positions at once (as GAM's and Xandr's
 * APIs take batches). The calls that change something run inside the caller's transaction, so
 * a push commits with the position's new status and its activity entry, or not at all — the
 * built-in ad server lives in the same database; an adapter for an external one (GAM, Xandr)
 * would make its calls idempotent by the position's id instead.
 */
export interface AdServer {
  /** Its name in the UI and the README. */
  readonly name: string;
  /** Creates the line items (or updates existing ones) with the positions' creatives. */
  push(trx: Transaction<Schema>, positions: readonly PushedPosition[]): Promise<PushReceipt[]>;
  /** Updates line items already pushed (a position changed after its push). */
  update(trx: Transaction<Schema>, positions: readonly PushedPosition[]): Promise<PushReceipt[]>;
  /** Pauses (or resumes) the line items: a paused one delivers nothing. */
  pause(trx: Transaction<Schema>, positionIds: readonly number[], paused: boolean): Promise<void>;
  /** The daily delivery of line items between two days (inclusive), by position. */
  readDelivery(
    db: Db,
    positionIds: readonly number[],
    from: string,
    to: string,
  ): Promise<Map<number, DeliveryFigures[]>>;
}

/** What a push hands over for one position. */
export interface PushedPosition {
  id: number;
  companyId: number;
  name: string;
  unit: string;
  quantity: number;
  startDate: string;
  endDate: string;
  /** The key-values the line item targets (issue 42): the position's, as booked. */
  keyValues: readonly { key: string; values: readonly string[] }[];
  pushedByUserId: number;
}

export interface PushReceipt {
  positionId: number;
  externalId: string;
  /** How often the position was pushed in all (1 after its first push). */
  pushCount: number;
  creatives: number;
}

export interface DeliveryFigures {
  day: string;
  impressions: number;
  clicks: number;
  viewableImpressions: number;
}

/**
 * The impressions a line item aims at: CPM positions book thousands, CPC positions clicks
 * (at an assumed 0.2 % click rate), flat positions a share of voice sold as 200,000
 * impressions per unit.
 */
export function goalImpressions(unit: string, quantity: number): number {
  if (unit === 'CPM') return Math.round(quantity * 1000);
  if (unit === 'CPC') return Math.round(quantity * 500);
  return Math.round(quantity * 200_000);
}
