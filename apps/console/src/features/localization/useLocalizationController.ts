import {
  translationEndpoints as calls,
  TRANSLATION_LANGUAGES,
  type Translation,
  type TranslationValuesInput,
} from '@adconsole/api';
import type { Language } from '@adconsole/i18n';
import { useConfirm, useToast } from '@adconsole/ui';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplyTextEdit } from '../../app/texts.tsx';
import { call, useEndpoint } from '../../kit/endpointQuery.ts';
import type { StateOf } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { localizationList } from './localizationState.ts';

/** A new translation as the create form sends it. */
export interface NewTranslation {
  namespace: string;
  key: string;
  values: TranslationValuesInput;
}

/**
 * The controller of /admin/localization: the list's state in the URL and session storage, the
 * list and namespaces calls, saving a translation's four texts, creating and deleting. A saved
 * text shows in the running console at once; other users get it with the next reload.
 */
export function useLocalizationController() {
  const { t } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const applyTextEdit = useApplyTextEdit();
  const namespaces = useEndpoint(calls.translationNamespaces, { query: {} });
  const namespaceList = namespaces.data?.items ?? [];
  const choices = useMemo(() => ({ namespace: namespaceList }), [namespaceList]);
  const list = useList<StateOf<typeof localizationList>, Translation>({
    definition: localizationList,
    listKey: 'admin-localization',
    calls: { list: calls.translations },
    choices,
  });
  // The list and the namespaces (a new one with a new translation) are under its path.
  const invalidate = list.invalidate;

  /** The texts of a translation in the running console, the edit's own at once. */
  const showTexts = (
    { namespace, key }: Pick<Translation, 'namespace' | 'key'>,
    values: TranslationValuesInput,
  ) => {
    for (const language of TRANSLATION_LANGUAGES) {
      const value = values[language];
      if (value === undefined) continue;
      applyTextEdit({
        language: language.toLowerCase() as Language,
        namespace,
        key,
        value,
      });
    }
  };

  const save = useMutation({
    mutationFn: ({
      translation,
      values,
    }: {
      translation: Translation;
      values: TranslationValuesInput;
    }) => call(calls.updateTranslation, { params: { id: translation.id }, body: { values } }),
    onSuccess: (saved, { values }) => {
      showTexts(saved, values);
      toast({ title: t('localization.toast.saved', { key: saved.key }), tone: 'positive' });
      return invalidate();
    },
  });

  const create = useMutation({
    mutationFn: (translation: NewTranslation) =>
      call(calls.createTranslation, { body: translation }),
    // The form shows the field errors of a 422 (a key outside the rule, a key taken).
    meta: { ignoreStatuses: [422] },
    onSuccess: (created, { values }) => {
      showTexts(created, values);
      toast({ title: t('localization.toast.created', { key: created.key }), tone: 'positive' });
      return invalidate();
    },
  });

  const remove = async (translation: Translation) => {
    await confirm({
      title: t('localization.delete.title'),
      text: t('localization.delete.text', {
        key: translation.key,
        namespace: translation.namespace,
      }),
      confirmLabel: t('localization.actions.delete'),
      tone: 'critical',
      onConfirm: async () => {
        await call(calls.deleteTranslation, { params: { id: translation.id } });
        // The bundled texts show again where there are some.
        showTexts(translation, { DE: null, EN: null, FR: null, IT: null });
        toast({
          title: t('localization.toast.deleted', { key: translation.key }),
          tone: 'positive',
        });
        await invalidate();
      },
    });
  };

  return {
    ...list,
    namespaces: namespaceList,
    save: (translation: Translation, values: TranslationValuesInput) =>
      save.mutateAsync({ translation, values }),
    create: (translation: NewTranslation) => create.mutateAsync(translation),
    remove,
  };
}

export type LocalizationController = ReturnType<typeof useLocalizationController>;
