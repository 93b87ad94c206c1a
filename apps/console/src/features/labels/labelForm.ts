import { LABEL_DESCRIPTION_MAX, LABEL_NAME_MAX, labelTypeSchema } from '@adconsole/api';
import { maxLengthText, optionalText, requiredChoice, requiredText } from '@adconsole/forms';
import { z } from 'zod/mini';

/** The server's field error for a name its company already has for the type. */

export const labelFormSchema = z.object({
  name: z.pipe(requiredText(), maxLengthText(LABEL_NAME_MAX)),
  type: requiredChoice(labelTypeSchema),
  description: z.pipe(optionalText(), maxLengthText(LABEL_DESCRIPTION_MAX)),
});
