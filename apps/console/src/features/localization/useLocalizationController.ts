import {
  createTranslation,
  deleteTranslation,
  getTranslationNamespaces,
  getTranslations,
  TRANSLATION_LANGUAGES,
  type Translation,
  type TranslationValuesInput,
  updateTranslation,
} from '@adconsole/api';
import type { Language } from '@adconsole/i18n';
import { type FilterValues, useConfirm, useToast } from '@adconsole/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../app/api.ts';
import { useApplyTextEdit } from '../../app/texts.tsx';
import { usePagedList } from '../../app/usePagedList.ts';
import { localizationList } from './localizationState.ts';

const translationsKey = ['translations'] as const;

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
  const queryClient = useQueryClient();
  const applyTextEdit = useApplyTextEdit();
  const list = usePagedList({
    scope: 'admin-localization',
    keys: localizationList.keys,
    stateOf: localizationList.stateOf,
    searchOf: localizationList.searchOf,
    pageSizes: localizationList.pageSizes,
    queryOf: localizationList.queryOf,
    queryKey: (query) => [...translationsKey, 'list', query],
    load: (query, signal) => getTranslations(apiClient, query, { signal }),
  });
  const { state, change } = list;

  const namespaces = useQuery({
    queryKey: [...translationsKey, 'namespaces'],
    queryFn: ({ signal }) => getTranslationNamespaces(apiClient, {}, { signal }),
  });
  const namespaceList = namespaces.data?.items ?? [];

  const choices = useMemo(() => ({ namespace: namespaceList }), [namespaceList]);
  const filters = useMemo(() => localizationList.filters(t, choices), [t, choices]);
  const filterValues = useMemo(() => localizationList.filterValues(t, state), [t, state]);

  const invalidate = () => queryClient.invalidateQueries({ queryKey: translationsKey });

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
    }) => updateTranslation(apiClient, { id: translation.id }, { values }),
    onSuccess: (saved, { values }) => {
      showTexts(saved, values);
      toast({ title: t('localization.toast.saved', { key: saved.key }), tone: 'positive' });
      return invalidate();
    },
  });

  const create = useMutation({
    mutationFn: (translation: NewTranslation) => createTranslation(apiClient, translation),
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
        await deleteTranslation(apiClient, { id: translation.id });
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
    filterBar: {
      filters,
      values: filterValues,
      onChange: (values: FilterValues) => change(localizationList.filterChanges(values, choices)),
    },
    namespaces: namespaceList,
    save: (translation: Translation, values: TranslationValuesInput) =>
      save.mutateAsync({ translation, values }),
    create: (translation: NewTranslation) => create.mutateAsync(translation),
    remove,
  };
}

export type LocalizationController = ReturnType<typeof useLocalizationController>;
