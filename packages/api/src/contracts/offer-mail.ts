import { z } from 'zod/mini';
import { serverMessage } from './messages.ts';
import { bodyIdSchema, day, positiveInt, requiredMultilineText, text } from './primitives.ts';
import { USER_LANGUAGES } from './values.ts';

// Sending an offer (issue 33 point 5): one shape for the orders' campaigns and the post
// campaigns. A send is a preview first: the recipient (one of the account's contacts), the
// subject and text in the customer's language, the offer PDF attached, and what looks wrong;
// then the send, which moves the status, writes its history and puts the mail in the outbox in
// one transaction.

/**
 * What a sender is warned of before an offer leaves: a position over its medium's capacity, 0 %
 * VAT for a domestic (Swiss) customer, a quantity far above the account's usual one.
 */
export const OFFER_WARNINGS = [
  'OVER_CAPACITY',
  'ZERO_VAT_DOMESTIC',
  'QUANTITY_ABOVE_USUAL',
] as const;
export type OfferWarningCode = (typeof OFFER_WARNINGS)[number];

/** A quantity this many times the account's usual one (its median) is "far above" it. */
export const QUANTITY_ABOVE_USUAL_FACTOR = 5;

export const offerWarningSchema = z.object({
  code: z.enum(OFFER_WARNINGS),
  /** The position it is about (none for the VAT). */
  position: z.nullable(z.string()),
  /** OVER_CAPACITY: booked of capacity on the busiest day; QUANTITY_ABOVE_USUAL: quantity, usual. */
  value: z.nullable(z.number()),
  limit: z.nullable(z.number()),
});
export type OfferWarning = z.infer<typeof offerWarningSchema>;

export const offerRecipientSchema = z.object({
  /** null: the account's own address. */
  contactId: z.nullable(positiveInt()),
  name: z.string(),
  email: z.string(),
});
export type OfferRecipient = z.infer<typeof offerRecipientSchema>;

export const offerMailPreviewSchema = z.object({
  /** The account's contacts with an address, the default first. */
  recipients: z.array(offerRecipientSchema),
  language: z.enum(USER_LANGUAGES),
  subject: z.string(),
  text: z.string(),
  attachment: z.object({ fileName: z.string() }),
  warnings: z.array(offerWarningSchema),
  /**
   * The day the offer holds until (issue 33): the campaign's, else the default from today; the
   * send stores the one chosen on the campaign. null where the offer has no such day (post).
   */
  validUntil: z.nullable(day()),
});
export type OfferMailPreview = z.infer<typeof offerMailPreviewSchema>;

const subjectText = text(200).check(z.minLength(1, serverMessage('required')));
const bodyText = requiredMultilineText(10_000);

export const offerMailSendSchema = z.strictObject({
  /** The campaign's version read (the post campaigns have none: omitted). */
  version: z.optional(z.int().check(z.nonnegative())),
  /** One of the preview's recipients: a contact's id, or null for the account's own address. */
  contactId: z.nullable(bodyIdSchema),
  subject: subjectText,
  text: bodyText,
  /** The sender saw the preview's warnings and sends anyway. */
  acceptWarnings: z.optional(z.boolean()),
  /** The day the offer holds until (not before today), stored on the campaign; else the preview's. */
  validUntil: z.optional(day()),
});
export type OfferMailSend = z.infer<typeof offerMailSendSchema>;

export const offerMailSentSchema = z.object({
  mailId: positiveInt(),
  recipient: z.string(),
  language: z.enum(USER_LANGUAGES),
});
export type OfferMailSent = z.infer<typeof offerMailSentSchema>;
