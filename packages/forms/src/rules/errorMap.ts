import type { z } from 'zod/mini';
import { formMessage } from '../messages/format.ts';

/**
 * The global form messages (spec 1 §5) for plain zod checks: pass it as the parse's `error`
 * (useZodForm does), and `z.number().check(z.minimum(1))`, `z.string().check(z.maxLength(80))`
 * or `z.array(…).check(z.minLength(1))`
 * speak the forms catalogue without a message of their own.
 */
export const formErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return formMessage('forms.required');
      return issue.expected === 'number'
        ? formMessage('forms.number')
        : formMessage('forms.required');
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? formMessage('forms.required') : formMessage('forms.minLength', { min });
      if (issue.origin === 'array' || issue.origin === 'set') return formMessage('forms.minItems');
      return formMessage(issue.inclusive ? 'forms.min' : 'forms.minExclusive', { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return formMessage('forms.maxLength', { max });
      return formMessage(issue.inclusive ? 'forms.max' : 'forms.maxExclusive', { max });
    }
    case 'invalid_format':
      return formMessage('forms.pattern');
    default:
      return undefined;
  }
};
