import { ARTICLE_LANGUAGES } from '@adconsole/api';
import { FormMultiSelect } from '@adconsole/forms';
import type { TFunction } from 'i18next';
import type { RecordField } from '../../kit/RecordFields.tsx';

/** The languages of articles a record is for (none chosen: all), as a form's multi-select. */
export const languagesField = (t: TFunction): RecordField => ({
  kind: 'field',
  name: 'languages',
  component: FormMultiSelect,
  hint: true,
  props: {
    options: ARTICLE_LANGUAGES.map((code) => ({
      id: code,
      label: t(`semantiq.languages.${code}`),
    })),
  },
});
