import {
  isCharged,
  LETTER_WEIGHT_LIMITS,
  type LetterFormat,
  POST_CALCULATION_DEFAULTS,
  POST_INVOICEABLE_STATUSES,
  POST_MAX_ITEMS,
  POST_PERCENT_SET,
  POST_REACH_FACTOR,
  POST_UNIT_BANDS,
  type PostCalculationInput,
  type PostCalculationResult,
  type PostCampaignStatus,
  type PostInvoiceState,
  type PostPositionName,
  type PostPositionType,
  type PostWarning,
  type ServerMessage,
  serverMessage,
} from '@adconsole/api/contracts';
import { type FieldErrors, HttpError, ValidationError } from '../../http/errors.ts';
import { defineTransitions } from '../../kit/transitions.ts';

// The business rules of post campaigns (spec 3 §4, §5, §9), free of the database so that each
// is tested on its own (test/post-campaigns-rules.test.ts quotes the spec line of each).

// --- Working days ---

/**
 * The Swiss public holidays 2023–2026 of the federal and most-cantons set: New Year's Day,
 * Berchtold's Day (2 January), Good Friday, Easter Monday, Ascension, Whit Monday, the National
 * Day (1 August), Christmas Day and St Stephen's Day. Cantonal days such as 1 May, Corpus
 * Christi or the Assumption are left out: a dispatch through the national post is planned on
 * the days every sorting centre works. Spec 3 §5: "Working days for dispatch dates exclude
 * Sundays and a listed set of public holidays (2023 to 2026)".
 */
export const SWISS_PUBLIC_HOLIDAYS: readonly string[] = [
  '2023-01-01', '2023-01-02', '2023-04-07', '2023-04-10', '2023-05-18', '2023-05-29', '2023-08-01', '2023-12-25', '2023-12-26',
  '2024-01-01', '2024-01-02', '2024-03-29', '2024-04-01', '2024-05-09', '2024-05-20', '2024-08-01', '2024-12-25', '2024-12-26',
  '2025-01-01', '2025-01-02', '2025-04-18', '2025-04-21', '2025-05-29', '2025-06-09', '2025-08-01', '2025-12-25', '2025-12-26',
  '2026-01-01', '2026-01-02', '2026-04-03', '2026-04-06', '2026-05-14', '2026-05-25', '2026-08-01', '2026-12-25', '2026-12-26',
]; // biome-ignore format: one year a line

const holidays = new Set(SWISS_PUBLIC_HOLIDAYS);

/** The day of the week of a YYYY-MM-DD day: 0 Sunday … 6 Saturday. */
export const weekday = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/** A dispatch date (spec 3 §5): not a Sunday and not a listed public holiday. */
export const isDispatchDay = (day: string): boolean => weekday(day) !== 0 && !holidays.has(day);

/** Any other check (spec 3 §5 "other checks exclude only Saturday and Sunday"): Monday to Friday. */
export const isWeekday = (day: string): boolean => weekday(day) !== 0 && weekday(day) !== 6;

/** The day `days` weekdays after `day` (the offer's validity in the document). */
export function addWeekdays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (isWeekday(date.toISOString().slice(0, 10))) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

// --- Letter formats ---

export { LETTER_WEIGHT_LIMITS };

/** The limit message, naming the format's min and max (spec 3 §8 "weight limit message"). */
export const weightLimitMessage = (format: LetterFormat) => {
  const { min, max } = LETTER_WEIGHT_LIMITS[format];
  return serverMessage('weightLimit', { min, max });
};

/** The field error of an addressed mailing's weight, if any. */
export function weightError(
  format: LetterFormat | null | undefined,
  grams: number | null | undefined,
): ServerMessage | undefined {
  if (!format) return serverMessage('required');
  if (grams === null || grams === undefined) return serverMessage('required');
  const { min, max } = LETTER_WEIGHT_LIMITS[format];
  return grams < min || grams > max ? weightLimitMessage(format) : undefined;
}

// --- Dispatch dates ---

/** The initial position a reminder follows: reminder e-mail after the initial e-mail, … */
export const INITIAL_OF: Partial<Record<PostPositionName, PostPositionName>> = {
  REMINDER_EMAIL: 'INITIAL_EMAIL',
  REMINDER_ADDRESSED: 'INITIAL_ADDRESSED',
  REMINDER_SHIPMENT: 'INITIAL_SHIPMENT',
};

/** The dispatch date's error of a position among the campaign's positions, if any. */
export function dispatchDateError(
  position: { name: PostPositionName | null; dispatchDate: string | null },
  others: readonly { name: string | null; dispatchDate: string | null }[],
): ServerMessage | undefined {
  const initialName = position.name ? INITIAL_OF[position.name] : undefined;
  // Spec 3 §5: "Post follow-up dispatch date: required ("field required")".
  if (initialName && !position.dispatchDate) return serverMessage('required');
  if (!position.dispatchDate) return undefined;
  if (!isDispatchDay(position.dispatchDate)) {
    return serverMessage('noDispatchDay');
  }
  if (initialName) {
    const initial = others.find((other) => other.name === initialName)?.dispatchDate;
    // "must be after the initial dispatch date ("date must be after ...")".
    if (initial && position.dispatchDate <= initial) {
      return serverMessage('dateMustBeAfter', { date: initial });
    }
  }
  return undefined;
}

// --- Calculation ---

/** The price per unit (1,000 households) of the band the units fall in, in CHF. */
export function unitBand(units: number) {
  const band = POST_UNIT_BANDS.find((candidate) => units <= candidate.to);
  return band ?? POST_UNIT_BANDS[POST_UNIT_BANDS.length - 1];
}

/** Spec 3 §9: "Percentages over 500 shown as "> 500%", otherwise two decimals." */
export const formatPercent = (value: number): string =>
  value > 500 ? '> 500%' : `${value.toFixed(2)}%`;

/** Spec 3 §9: "Forecast start is tomorrow at start of day in UTC." */
export function forecastStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** Whether the input is within spec 3 §9's sets. */
export function calculationError(input: PostCalculationInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!Number.isInteger(input.units) || input.units < 1 || input.units > POST_MAX_ITEMS) {
    errors.units = serverMessage('fromTo', { min: 1, max: POST_MAX_ITEMS });
  }
  if (!Number.isInteger(input.count) || input.count < 1 || input.count > 6) {
    errors.count = serverMessage('fromTo', { min: 1, max: 6 });
  }
  if (!(POST_PERCENT_SET as readonly number[]).includes(input.percent)) {
    errors.percent = serverMessage('percentSteps');
  }
  return errors;
}

/**
 * The calculation (spec 3 §9): a unit is 1,000 households of the target group; the share
 * `percent` of them is reached, each household by 2.675 persons on average ("reach factor
 * 2.675 per unit"), `count` times. The units' band sets the price per unit; the utilisation
 * compares the booked households with what the imported inventory has available.
 */
export function calculate(
  input: PostCalculationInput = POST_CALCULATION_DEFAULTS,
  availableUnits: number | null,
  now: Date,
): PostCalculationResult {
  const households = input.units * 1000;
  const reach = Math.round(households * (input.percent / 100) * POST_REACH_FACTOR);
  const band = unitBand(input.units);
  const utilisation =
    availableUnits && availableUnits > 0 ? (input.units / availableUnits) * 100 : null;
  return {
    ...input,
    forecastStart: forecastStart(now).toISOString(),
    households,
    reach,
    contacts: reach * input.count,
    band: { from: band?.from ?? 0, to: band?.to ?? POST_MAX_ITEMS },
    unitPrice: band?.price ?? 0,
    netAmount: Math.round(input.units * (band?.price ?? 0) * input.count * 100) / 100,
    availableUnits,
    utilisation,
    utilisationLabel: utilisation === null ? null : formatPercent(utilisation),
  };
}

// --- Warnings ---

/** The reconciliation groups (spec 3 §3 reconciled flags) and the position type of each. */
export const RECONCILIATION_GROUPS = [
  ['digital', 'DIGITAL'],
  ['mailing', 'UNADDRESSED_MAILING'],
  ['email', 'EMAIL'],
  ['addressedMailing', 'ADDRESSED_MAILING'],
  ['online', 'ONLINE'],
] as const satisfies readonly (readonly [string, PostPositionType])[];
export type ReconciliationGroup = (typeof RECONCILIATION_GROUPS)[number][0];

export interface WarningFacts {
  positionTypes: ReadonlySet<string>;
  reconciled: Record<ReconciliationGroup, boolean>;
  taxRateDiffers: boolean;
}

/**
 * The server's warnings in their order (spec 3 §4): RECONCILIATION_REQUIRED when any present
 * position group is not reconciled; DIFFERENT_TAX_RATE only when no reconciliation is required
 * ("Reconciliation takes precedence over tax-rate difference"); POSITIONS_EMPTY without
 * positions. UNSAVED_CHANGES is the console's own.
 */
export function computeWarnings(facts: WarningFacts): PostWarning[] {
  const warnings: PostWarning[] = [];
  const reconciliation = RECONCILIATION_GROUPS.some(
    ([group, type]) => facts.positionTypes.has(type) && !facts.reconciled[group],
  );
  if (reconciliation) warnings.push('RECONCILIATION_REQUIRED');
  else if (facts.taxRateDiffers) warnings.push('DIFFERENT_TAX_RATE');
  if (facts.positionTypes.size === 0) warnings.push('POSITIONS_EMPTY');
  return warnings;
}

// --- Locks and status machines ---

/** Spec 3 §2.2: "Positions are locked once the campaign invoice state is charged or manually charged." */
export const isLocked = (state: PostInvoiceState) => isCharged(state);

export const LOCKED_MESSAGE = serverMessage('positionsLocked');

export function assertUnlocked(state: PostInvoiceState): void {
  if (isLocked(state)) throw new HttpError(409, LOCKED_MESSAGE, 'POST_POSITIONS_LOCKED');
}

/** Spec 3 §3 statuses a charge needs: POST_INVOICEABLE_STATUSES (the decision is commented there). */
const INVOICEABLE_STATUSES: ReadonlySet<PostCampaignStatus> = new Set(POST_INVOICEABLE_STATUSES);

export const NOT_BOOKED_MESSAGE = serverMessage('onlyBookedCharged');

/** Refuses charging a campaign that was never booked (422, formError; errors.codes text). */
export function assertInvoiceable(status: PostCampaignStatus): void {
  if (!INVOICEABLE_STATUSES.has(status)) {
    throw new ValidationError(
      { status: NOT_BOOKED_MESSAGE },
      [NOT_BOOKED_MESSAGE],
      'POST_CAMPAIGN_NOT_BOOKED',
    );
  }
}

/** The post invoice's states (DOMAIN.md §5 PostInvoice). */
export const postInvoiceTransitions = defineTransitions<PostInvoiceState>('A post invoice', [
  {
    from: 'OPEN',
    to: 'CHARGED',
    roles: ['POSTADMANAGER'],
    because: 'Charging invoices the campaign through the postal invoicing (toggle POST_INVOICING)',
  },
  {
    from: 'OPEN',
    to: 'MANUALLY_CHARGED',
    roles: ['POSTADMANAGER'],
    because: 'An invoice written outside the system (toggle MANUAL_POST_INVOICING)',
  },
  {
    from: ['CHARGED', 'MANUALLY_CHARGED'],
    to: 'OPEN',
    roles: ['POSTADMANAGER'],
    because:
      'Cancelling a charge reopens the invoice and unlocks the positions (toggle POST_INVOICING_CANCELLATION)',
  },
  {
    from: 'OPEN',
    to: 'CANCELLED',
    roles: ['POSTADMANAGER'],
    because: 'A denied offer is never invoiced',
  },
]);

/** The post campaign's statuses (spec 3 §3 campaign statuses), moved by the step bar's actions. */
export const postCampaignTransitions = defineTransitions<PostCampaignStatus>('A post campaign', [
  { from: 'DRAFT', to: 'PENDING_APPROVAL', because: 'The draft is complete and asks for approval' },
  {
    from: ['DRAFT', 'PENDING_APPROVAL'],
    to: 'OFFERED',
    because: 'The document was sent as an offer',
  },
  { from: 'OFFERED', to: 'BOOKED', because: 'The customer accepted the offer' },
  { from: 'OFFERED', to: 'OFFER_DENIED', because: 'The customer declined the offer' },
  { from: 'OFFERED', to: 'ALTERNATE_QUOTE', because: 'The customer asked for another quote' },
  { from: 'ALTERNATE_QUOTE', to: 'OFFERED', because: 'The other quote was sent' },
  { from: 'BOOKED', to: 'PREPAYMENT', because: 'A blocked customer pays in advance' },
  { from: 'PREPAYMENT', to: 'BOOKED', because: 'The prepayment arrived' },
  { from: 'BOOKED', to: 'PERFORMANCE', because: 'The first dispatch went out' },
  { from: 'PERFORMANCE', to: 'ARCHIVED', because: 'The campaign ended and was invoiced' },
]);
