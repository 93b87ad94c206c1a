import { parseServerMessage } from '@adconsole/api/contracts';
import { formatDisplayDate, formatNumber } from '@adconsole/i18n/format';
import type { FastifyRequest } from 'fastify';
import { bundledText, type Language } from '../kit/texts.ts';

const LANGUAGES: readonly Language[] = ['de', 'en', 'fr', 'it'];

/**
 * The language a request asks its messages in: the first of `Accept-Language`'s languages the
 * console has (the console's client sends its interface language); English without one, the
 * language of the API's own texts.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  return headerLanguage(request) ?? 'en';
}

/** The first language of `Accept-Language` the console has; undefined when it names none. */
export function headerLanguage(request: Pick<FastifyRequest, 'headers'>): Language | undefined {
  const header = request.headers['accept-language'];
  const tags = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const quality = rest.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: quality ? Number(quality.trim().slice(2)) || 0 : 1 };
    })
    .filter(({ tag, q }) => tag && q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const language = tag.split('-')[0] as Language;
    if (LANGUAGES.includes(language)) return language;
  }
  return undefined;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const TEXT_PARAM = /^\$t\(([\w.-]+)\)$/;

/**
 * A parameter as the reader reads it: a number in the Swiss format, a day as DD.MM.YYYY, an
 * interface text (`textParam`) in the language.
 */
function sayParam(value: string | number, language: Language): string {
  if (typeof value === 'number') return formatNumber(value, language);
  if (ISO_DAY.test(value)) return formatDisplayDate(value);
  const text = TEXT_PARAM.exec(value)?.[1];
  return text ? bundledText(language, text) : value;
}

/**
 * A message said in a language: a keyed message (`serverMessage`) as its text with its
 * parameters filled in; any other text as it is.
 */
export function sayMessage(language: Language, message: string): string {
  const parsed = parseServerMessage(message);
  if (!parsed) return message;
  return bundledText(language, parsed.key).replace(
    /\{\{\s*(\w+)\s*\}\}/g,
    (whole, name: string) => {
      const value = parsed.params[name];
      return value === undefined ? whole : sayParam(value, language);
    },
  );
}
