import type { MailTemplateLanguage, PromotionPlaceholder } from './promotions.ts';

// The placeholders of a promotion mail (spec 3 §2.6 "a placeholder dropdown"): one home for
// what a well-formed placeholder is, what it says for a recipient, and the example recipient
// the editor's preview fills them with. The server sends with these and refuses a template
// whose placeholders are broken (`{{firstName}`) or unknown (`{{vorname}}`) with a 422 on the
// language's field; the editor shows the same finding inline while one types.

/** The placeholders, in the menu's order (the contract's PROMOTION_PLACEHOLDERS). */
const NAMES: readonly PromotionPlaceholder[] = [
  'salutation',
  'firstName',
  'lastName',
  'accountName',
  'promotionName',
  'deadline',
];

const WELL_FORMED = /\{\{\s*(\w+)\s*\}\}/g;
/** What is left of a broken one: a run of braces with the word between them. */
const BROKEN = /\{+\s*[\w-]*\s*\}*|\}+/g;

/** The placeholders of a text that are broken or unknown, as written (none: []). */
export function brokenPlaceholders(text: string): string[] {
  const found: string[] = [];
  const rest = text.replace(WELL_FORMED, (match, name: string) => {
    if (!(NAMES as readonly string[]).includes(name)) found.push(match);
    return ' ';
  });
  for (const match of rest.matchAll(BROKEN)) found.push(match[0]);
  return found;
}

/** The person a promotion mail is written to, and what its placeholders say. */
export interface PlaceholderRecipient {
  salutation: string;
  firstName: string;
  lastName: string;
  accountName: string;
}

/** Whom the editor's preview writes to: an example contact, not a real one. */
export const EXAMPLE_RECIPIENT: PlaceholderRecipient = {
  salutation: 'MS',
  firstName: 'Anna',
  lastName: 'Muster',
  accountName: 'Muster AG',
};

/** How a letter greets a person per language and salutation (MR, MS, NONE). */
const GREETINGS: Record<MailTemplateLanguage, Record<string, string>> = {
  DE: { MR: 'Sehr geehrter Herr', MS: 'Sehr geehrte Frau', NONE: 'Guten Tag' },
  EN: { MR: 'Dear Mr', MS: 'Dear Ms', NONE: 'Dear' },
  FR: { MR: 'Monsieur', MS: 'Madame', NONE: 'Madame, Monsieur' },
  IT: { MR: 'Gentile Signor', MS: 'Gentile Signora', NONE: 'Gentili Signore e Signori' },
};

const DATE_LOCALES: Record<MailTemplateLanguage, string> = {
  DE: 'de-CH',
  EN: 'en-GB',
  FR: 'fr-CH',
  IT: 'it-CH',
};

/** The values of the placeholders for one recipient in one language. */
export function placeholderValues(
  recipient: PlaceholderRecipient,
  promotion: { name: string; deadline: Date | string | null },
  language: MailTemplateLanguage,
): Record<PromotionPlaceholder, string> {
  const greeting = GREETINGS[language];
  return {
    salutation: greeting[recipient.salutation] ?? greeting.NONE ?? '',
    firstName: recipient.firstName,
    lastName: recipient.lastName,
    accountName: recipient.accountName,
    promotionName: promotion.name,
    deadline: promotion.deadline
      ? new Intl.DateTimeFormat(DATE_LOCALES[language], {
          day: '2-digit',
          month: '2-digit',
          year: 'numeric',
          timeZone: 'Europe/Zurich',
        }).format(new Date(promotion.deadline))
      : '',
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const KNOWN = new RegExp(`\\{\\{\\s*(${NAMES.join('|')})\\s*\\}\\}`, 'g');

/** Fills `{{firstName}}` and the others; in HTML the values are escaped. */
export function fillPlaceholders(
  template: string,
  values: Record<PromotionPlaceholder, string>,
  { html }: { html: boolean },
): string {
  return template.replace(KNOWN, (_match, name: PromotionPlaceholder) =>
    html ? escapeHtml(values[name]) : values[name],
  );
}
