import { labelTypeSchema, labelWriteSchema } from '@adconsole/api';
import { maxLengthText, optionalText, requiredChoice, requiredText } from '@adconsole/forms';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { withTranslatedFieldError } from '../../app/fieldErrors.ts';

/** The longest name and description the labels call takes (its write contract). */
export const LABEL_NAME_MAX = labelWriteSchema.shape.name.maxLength ?? 100;
export const LABEL_DESCRIPTION_MAX =
  labelWriteSchema.shape.description.unwrap().unwrap().maxLength ?? 500;

/** The server's field error for a name its company already has for the type. */
const NAME_TAKEN = 'A label with this name already exists';

export const labelFormSchema = z.object({
  name: requiredText().pipe(maxLengthText(LABEL_NAME_MAX)),
  type: requiredChoice(labelTypeSchema),
  description: optionalText().pipe(maxLengthText(LABEL_DESCRIPTION_MAX)),
});

/** A taken name said in the interface language rather than in the server's English. */
export const withTranslatedNameTaken = (error: unknown, t: TFunction): unknown =>
  withTranslatedFieldError(error, 'name', NAME_TAKEN, t('labels.form.nameTaken'));
