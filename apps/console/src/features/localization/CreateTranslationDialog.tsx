import { TRANSLATION_KEY_PATTERN, TRANSLATION_LANGUAGES } from '@adconsole/api';
import {
  FormDialog,
  FormSelect,
  FormTextArea,
  FormTextField,
  optionalText,
  patternText,
  requiredChoice,
  useZodForm,
} from '@adconsole/forms';
import { Columns } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { fieldsOf } from '../../kit/fieldsOf.ts';
import { languageName } from './localizationState.ts';
import type { NewTranslation } from './useLocalizationController.ts';

/** The server's field error for a key its namespace already has. */

/** Spec 2 §5: keys are upper-case letters, digits, dash and underscore. */
const createSchema = (t: TFunction) =>
  z.object({
    namespace: requiredChoice(z.string()),
    key: patternText(TRANSLATION_KEY_PATTERN, t('localization.form.keyRule')),
    DE: optionalText(),
    EN: optionalText(),
    FR: optionalText(),
    IT: optionalText(),
  });

export interface CreateTranslationDialogProps {
  namespaces: readonly string[];
  /** The namespace a new translation starts in (the list's namespace filter). */
  defaultNamespace: string | undefined;
  onCreate: (translation: NewTranslation) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A new translation: its namespace, a key by the rule, and the texts it has so far. The
 * server's refusal (the key taken in the namespace) shows on the key field.
 */
export function CreateTranslationDialog({
  namespaces,
  defaultNamespace,
  onCreate,
  onClose,
}: CreateTranslationDialogProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => createSchema(t), [t]);
  const controller = useZodForm({
    schema,
    defaultValues: {
      namespace: defaultNamespace ?? null,
      key: '',
      DE: '',
      EN: '',
      FR: '',
      IT: '',
    },
    onSubmit: async ({ namespace, key, ...texts }) => {
      const values = Object.fromEntries(
        TRANSLATION_LANGUAGES.filter((language) => texts[language]).map((language) => [
          language,
          texts[language],
        ]),
      );
      await onCreate({ namespace, key, values });
      onClose();
    },
    // Other failures are already a toast of the global failure handler; the dialog stays open.
    onError: () => {},
  });
  const { control } = controller;

  const field = fieldsOf(control, t, 'localization.form');
  return (
    <FormDialog
      controller={controller}
      title={t('localization.form.title')}
      submitLabel={t('localization.form.create')}
      onClose={onClose}
    >
      <Columns space="medium" collapseBelow="sm">
        <FormSelect
          {...field('namespace')}
          isRequired
          options={namespaces.map((namespace) => ({ id: namespace, label: namespace }))}
        />
        <FormTextField
          {...field('key')}
          description={t('localization.form.keyRule')}
          isRequired
          autoFocus
        />
      </Columns>
      {TRANSLATION_LANGUAGES.map((language) => (
        <FormTextArea
          key={language}
          control={control}
          name={language}
          label={languageName(language)}
          rows={2}
        />
      ))}
    </FormDialog>
  );
}
