import { LABEL_DESCRIPTION_MAX, LABEL_NAME_MAX, labelTypeSchema } from '@adconsole/api';
import { maxLengthText, optionalText, requiredChoice, requiredText } from '@adconsole/forms';
import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import { withTranslatedFieldError } from '../../app/fieldErrors.ts';

/** The server's field error for a name its company already has for the type. */
const NAME_TAKEN = 'A label with this name already exists';

export const labelFormSchema = z.object({
  name: z.pipe(requiredText(), maxLengthText(LABEL_NAME_MAX)),
  type: requiredChoice(labelTypeSchema),
  description: z.pipe(optionalText(), maxLengthText(LABEL_DESCRIPTION_MAX)),
});

/** A taken name said in the interface language rather than in the server's English. */
export const withTranslatedNameTaken = (error: unknown, t: TFunction): unknown =>
  withTranslatedFieldError(error, 'name', NAME_TAKEN, t('labels.form.nameTaken'));
