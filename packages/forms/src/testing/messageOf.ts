import type { UiLocale } from '@adconsole/ui';
import { z } from 'zod/mini';
import { formatFormMessage } from '../messages/messages.ts';
import { formErrorMap } from '../rules/errorMap.ts';

/**
 * For unit tests: what a person reading `locale` sees when `value` fails `schema` (the first
 * issue, parsed with the global form messages as useZodForm does); undefined when it passes.
 */
export function messageOf(locale: UiLocale, schema: z.core.$ZodType, value: unknown) {
  const result = z.safeParse(schema, value, { error: formErrorMap });
  const issue = result.error?.issues[0];
  return issue && formatFormMessage(locale, issue.message);
}
