import { ARTICLE_LANGUAGES } from '@adconsole/api';
import { FormMultiSelect } from '@adconsole/forms';
import type { Option } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import type { RecordField } from '../../kit/RecordFields.tsx';

type ArticleLanguage = (typeof ARTICLE_LANGUAGES)[number];

/** A language as the multi-select holds it: its code and its name. */
export const languageOption = (t: TFunction, code: string): Option => ({
  id: code,
  label: t(`semantiq.languages.${code}`),
});

/** The languages of articles a record is for (none chosen: all), as a form's multi-select. */
export const languagesField = (t: TFunction): RecordField => ({
  kind: 'field',
  name: 'languages',
  component: FormMultiSelect,
  hint: true,
  props: { options: ARTICLE_LANGUAGES.map((code) => languageOption(t, code)) },
});

/** The chosen languages' codes, as a write sends them. */
export const languageCodes = (chosen: readonly Option[]) =>
  chosen.map((option) => option.id as ArticleLanguage);
