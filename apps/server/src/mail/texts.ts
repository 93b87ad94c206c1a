import { BUSINESS_TIME_ZONE } from '@adconsole/api/contracts';
import type { Db } from '../db/database.ts';
import { interfaceTexts, type Language } from '../kit/texts.ts';

// What a mail says, in its recipient's language: the texts come from the interface's
// resources (`mail.messages.*` in the admin namespace, editable in the translate service like
// every other text), dates as staff read them in Zurich. A mail never carries a code or an
// ISO timestamp.

/** The zone of every date in a mail: the business's. */
export const MAIL_TIME_ZONE = BUSINESS_TIME_ZONE;

const LANGUAGES: readonly Language[] = ['de', 'en', 'fr', 'it'];

/** The language of a mail: the recipient's setting when it is one of ours, else German. */
export function mailLanguage(setting: string | null | undefined): Language {
  return LANGUAGES.includes(setting as Language) ? (setting as Language) : 'de';
}

/**
 * DD.MM.YYYY (with HH:mm unless `dateOnly`) in Zurich: the console's formatDateTime, which is
 * the same in the four languages (Swiss usage, spec 3 §9).
 */
export function formatMailDate(value: Date, { dateOnly = false } = {}): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('de-CH', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: MAIL_TIME_ZONE,
    })
      .formatToParts(value)
      .map((part) => [part.type, part.value]),
  );
  const day = `${parts.day}.${parts.month}.${parts.year}`;
  return dateOnly ? day : `${day} ${parts.hour}:${parts.minute}`;
}

export type MailParams = Record<string, string | number>;
export type MailTranslate = (key: string, params?: MailParams) => string;

/** `{{name}}` in a text, filled from the parameters (a missing one stays empty). */
export function interpolate(text: string, params: MailParams = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    params[name] === undefined ? '' : String(params[name]),
  );
}

/** The mail texts of these keys in the language, with their parameters filled in. */
export async function mailTexts(
  db: Db,
  language: Language,
  keys: readonly string[],
): Promise<MailTranslate> {
  const text = await interfaceTexts(db, language, keys);
  return (key, params) => interpolate(text(key), params);
}
