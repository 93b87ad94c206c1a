import { MultiSelect } from '@adconsole/ui';
import { bindField, valueProps } from '../bindField.tsx';

/** The multiple choice bound to a form: react-aria's ComboBox and TagGroup (see choice.ts). */
export const FormMultiSelect = /* @__PURE__ */ bindField(
  MultiSelect,
  /* @__PURE__ */ valueProps([]),
  'FormMultiSelect',
);
