import {
  type Attachments,
  maxLengthText,
  optionalText,
  optionSchema,
  requiredChoice,
  requiredText,
} from '@adconsole/forms';
import { z } from 'zod/mini';
import { ACTIVITY_TITLE_MAX } from './activityForm.ts';

/**
 * The CRM comment form (spec 2 §5): the message and the account required; title free text;
 * contacts and participants lists; the attachments pending, saved, removed.
 */
export const commentFormSchema = z.object({
  message: requiredText(),
  account: requiredChoice(optionSchema),
  title: z.pipe(optionalText(), maxLengthText(ACTIVITY_TITLE_MAX)),
  contacts: z.array(optionSchema),
  participants: z.array(optionSchema),
  files: z.custom<Attachments>(),
});
export type CommentFormInput = z.input<typeof commentFormSchema>;
export type CommentFormValues = z.output<typeof commentFormSchema>;
