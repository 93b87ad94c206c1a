import type { TFunction } from 'i18next';
import { withTranslatedFieldErrors } from '../app/fieldErrors.ts';
import type { RecordForm } from './RecordDialog.tsx';

// Its own module: the form page uses it without loading the dialog.
/** A save's failure with the form's known server messages in the interface language. */
export function translatedFieldErrors(
  error: unknown,
  {
    nameTaken,
    fieldMessages = [],
  }: Pick<RecordForm<never, never, never>, 'nameTaken' | 'fieldMessages'>,
  texts: string,
  t: TFunction,
): unknown {
  return withTranslatedFieldErrors(error, [
    ...(nameTaken
      ? [{ field: 'name', server: nameTaken, text: t(`${texts}.form.nameTaken`) }]
      : []),
    ...fieldMessages.map(({ field, server, key }) => ({
      field,
      server,
      text: t(`${texts}.form.errors.${key}`),
    })),
  ]);
}
