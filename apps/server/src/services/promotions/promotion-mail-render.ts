import {
  fillPlaceholders,
  type MailTemplateLanguage,
  type PlaceholderRecipient,
  placeholderValues,
} from '@adconsole/api/contracts';
import sanitizeHtml from 'sanitize-html';
import type { SalesPromotionMailTemplateTable } from '../../db/schema-promotions.ts';

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

/** The person a promotion mail is written to (the placeholders' rules live in the contracts). */
export type Recipient = PlaceholderRecipient;

export { fillPlaceholders, placeholderValues };

/** A template's subject and text of a language; an empty language falls back to German. */
export function templateIn(
  template: Pick<
    SalesPromotionMailTemplateTable,
    'subject' | 'text' | 'subjectEn' | 'textEn' | 'subjectFr' | 'textFr' | 'subjectIt' | 'textIt'
  >,
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
