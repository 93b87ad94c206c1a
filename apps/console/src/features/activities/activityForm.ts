import {
  type Attachments,
  maxLengthText,
  optionalText,
  optionSchema,
  requiredChoice,
  requiredDate,
  requiredText,
} from '@adconsole/forms';
import { z } from 'zod/mini';

/** The longest title the activity call takes. */
export const ACTIVITY_TITLE_MAX = 255;

/**
 * The activity form (spec 2 §5): type, date, account and description required; title
 * optional; contacts, participants and labels lists; the attachments pending, saved, removed.
 */
export const activityFormSchema = z.object({
  title: z.pipe(optionalText(), maxLengthText(ACTIVITY_TITLE_MAX)),
  activityType: requiredChoice(z.string()),
  day: requiredDate(),
  time: z.nullable(z.string()),
  account: requiredChoice(optionSchema),
  contacts: z.array(optionSchema),
  message: requiredText(),
  notifySales: z.boolean(),
  participants: z.array(optionSchema),
  labels: z.array(optionSchema),
  files: z.custom<Attachments>(),
});
export type ActivityFormInput = z.input<typeof activityFormSchema>;
export type ActivityFormValues = z.output<typeof activityFormSchema>;
