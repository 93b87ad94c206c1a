import { ApiError, labelTypeSchema, labelWriteSchema } from '@adconsole/api';
import { maxLengthText, optionalText, requiredChoice, requiredText } from '@adconsole/forms';
import type { TFunction } from 'i18next';
import { z } from 'zod';

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
export function withTranslatedNameTaken(error: unknown, t: TFunction): unknown {
  if (!(error instanceof ApiError) || error.status !== 422) return error;
  const body = error.body as { fieldErrors?: Record<string, string> } | undefined;
  if (body?.fieldErrors?.name !== NAME_TAKEN) return error;
  return {
    status: 422,
    body: { ...body, fieldErrors: { ...body.fieldErrors, name: t('labels.form.nameTaken') } },
  };
}
