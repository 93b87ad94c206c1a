import {
  type MailTemplateLanguage,
  PROMOTION_PLACEHOLDERS,
  type PromotionPlaceholder,
} from '@adconsole/api/contracts';
import sanitizeHtml from 'sanitize-html';

/**
 * A template's rich text as it may be stored and sent: sanitize-html with an allow-list of what
 * the console's editor (TipTap's starter kit) writes — paragraphs, headings, lists, quotes,
 * emphasis and links. No scripts, styles, images, frames, forms or event handlers (onerror…);
 * links only to http(s) and mailto, opening outside.
 */
export function sanitizeTemplateHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'h2',
      'h3',
      'h4',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'blockquote',
      'hr',
      'a',
      'code',
      'pre',
    ],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
    allowedSchemes: ['https', 'http', 'mailto'],
    disallowedTagsMode: 'discard',
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    },
  });
}

/** The text of a mail's HTML, paragraphs on lines of their own (the mail's text part). */
export function htmlToText(html: string): string {
  const marked = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|pre)>/gi, '\n')
    .replace(/<li>/gi, '• ');
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** The person a promotion mail is written to, and what its placeholders say. */
export interface Recipient {
  salutation: string;
  firstName: string;
  lastName: string;
  accountName: string;
}

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
  recipient: Recipient,
  promotion: { name: string; deadline: Date | null },
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
        }).format(promotion.deadline)
      : '',
  };
}

const PLACEHOLDER = new RegExp(`\\{\\{\\s*(${PROMOTION_PLACEHOLDERS.join('|')})\\s*\\}\\}`, 'g');

/** Fills `{{firstName}}` and the others; in HTML the values are escaped. */
export function fillPlaceholders(
  template: string,
  values: Record<PromotionPlaceholder, string>,
  { html }: { html: boolean },
): string {
  return template.replace(PLACEHOLDER, (_match, name: PromotionPlaceholder) =>
    html ? escapeHtml(values[name]) : values[name],
  );
}

/** A template's subject and text of a language; an empty language falls back to German. */
export function templateIn(
  template: {
    subject: string;
    text: string;
    subjectEn: string;
    textEn: string;
    subjectFr: string;
    textFr: string;
    subjectIt: string;
    textIt: string;
  },
  language: MailTemplateLanguage,
): { language: MailTemplateLanguage; subject: string; text: string } {
  const of: Record<MailTemplateLanguage, { subject: string; text: string }> = {
    DE: { subject: template.subject, text: template.text },
    EN: { subject: template.subjectEn, text: template.textEn },
    FR: { subject: template.subjectFr, text: template.textFr },
    IT: { subject: template.subjectIt, text: template.textIt },
  };
  const chosen = of[language];
  if (chosen.subject.trim() && htmlToText(chosen.text)) return { language, ...chosen };
  return { language: 'DE', ...of.DE };
}

/** The mail of one recipient: subject, HTML (sanitised again) and text. */
export function renderPromotionMail(
  template: Parameters<typeof templateIn>[0],
  language: MailTemplateLanguage,
  recipient: Recipient,
  promotion: { name: string; deadline: Date | null },
): { language: MailTemplateLanguage; subject: string; html: string; text: string } {
  const chosen = templateIn(template, language);
  const values = placeholderValues(recipient, promotion, chosen.language);
  const html = sanitizeTemplateHtml(fillPlaceholders(chosen.text, values, { html: true }));
  return {
    language: chosen.language,
    subject: fillPlaceholders(chosen.subject, values, { html: false }),
    html,
    text: htmlToText(html),
  };
}
