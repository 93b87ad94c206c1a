import { parseServerMessage } from '@adconsole/api/contracts';
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

/**
 * A message said in a language: a keyed message (`serverMessage`) as its text with its
 * parameters filled in; any other text as it is.
 */
export function sayMessage(language: Language, message: string): string {
  const parsed = parseServerMessage(message);
  if (!parsed) return message;
  return bundledText(language, parsed.key).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in parsed.params ? String(parsed.params[name]) : whole,
  );
}
